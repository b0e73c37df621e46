import type { CameraErrorId } from '../photos-text';
import { CAMERA_ERROR } from '../photos-text';

/** Spec core 4 'Camera capture': initialising, live, captured (retake, download, send), or error. */
export type CameraPhase = 'initialising' | 'live' | 'captured' | 'error';

/** Front ('user') or rear ('environment') camera. */
export type CameraFacing = 'user' | 'environment';

export interface CameraState {
  phase: CameraPhase;
  facing: CameraFacing;
  stream: MediaStream | null;
  /** The photo taken, while captured. */
  photo: { blob: Blob; url: string } | null;
  /** The catalog id of the spec core 8 words, while in error. */
  error: CameraErrorId | null;
}

/** Spec core 9: ideal 1280x720, the chosen side. */
export function cameraConstraints(facing: CameraFacing): MediaStreamConstraints {
  return {
    video: { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: { ideal: facing } },
    audio: false,
  };
}

/** Spec core 9: captured photos are JPEG at quality 0.8. */
export const CAMERA_JPEG_QUALITY = 0.8;

/**
 * Spec core 8: the catalog id of the camera's error in its words, from what getUserMedia threw
 * (a DOMException by name). Permission refused, no camera, an unsupported browser; anything else (the camera busy
 * elsewhere included) is the generic 'Unable to access camera'.
 */
export function cameraErrorId(err: unknown): CameraErrorId {
  const name = err && typeof err === 'object' && 'name' in err ? String(err.name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return CAMERA_ERROR.denied;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return CAMERA_ERROR.notFound;
    case 'NotSupportedError':
      return CAMERA_ERROR.notSupported;
    default:
      return CAMERA_ERROR.generic;
  }
}

export interface CameraDeps {
  /** navigator.mediaDevices.getUserMedia, bound; undefined where the browser has none. */
  getUserMedia: ((constraints: MediaStreamConstraints) => Promise<MediaStream>) | undefined;
  /** Each error's catalog id as it happens (the dialog shows it under 'Camera Error' too). */
  onError?: (id: CameraErrorId) => void;
  urlCreate?: (blob: Blob) => string;
  urlRevoke?: (url: string) => void;
}

function tracksStop(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * One opening of the camera dialog: asks for the camera, switches sides, holds the photo taken
 * and gives it back for a retake, and stops every track when disposed (the dialog closed), so
 * the camera light goes out. A stream that arrives after a switch or a close is stopped at once.
 * Started again after a dispose, it asks for the camera anew (React mounts effects twice in
 * development).
 */
export class CameraSession {
  private state: CameraState = {
    phase: 'initialising',
    facing: 'user',
    stream: null,
    photo: null,
    error: null,
  };
  private readonly listeners = new Set<() => void>();
  /** Which request is current: an older one's stream (or one after a close) stops on arrival. */
  private request = 0;
  private readonly deps: CameraDeps;

  constructor(deps: CameraDeps) {
    this.deps = deps;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): CameraState => this.state;

  private set(next: Partial<CameraState>): void {
    this.state = { ...this.state, ...next };
    for (const l of this.listeners) l();
  }

  /** Asks for the camera on the current side (again, after an error: 'Try again'). */
  async start(): Promise<void> {
    const id = ++this.request;
    tracksStop(this.state.stream);
    this.photoDrop();
    this.set({ phase: 'initialising', stream: null, error: null });
    if (!this.deps.getUserMedia) return this.fail(CAMERA_ERROR.unsupportedAccess);
    try {
      const stream = await this.deps.getUserMedia(cameraConstraints(this.state.facing));
      if (id !== this.request) return tracksStop(stream);
      this.set({ phase: 'live', stream });
    } catch (err) {
      if (id !== this.request) return;
      this.fail(cameraErrorId(err));
    }
  }

  private fail(id: CameraErrorId): void {
    this.set({ phase: 'error', error: id, stream: null });
    this.deps.onError?.(id);
  }

  /** Front to rear and back: the current stream stops and the other side is asked for. */
  switchFacing(): Promise<void> {
    this.set({ facing: this.state.facing === 'user' ? 'environment' : 'user' });
    return this.start();
  }

  /** The photo taken from the live picture. */
  captured(blob: Blob): void {
    if (this.state.phase !== 'live') return;
    const url = (this.deps.urlCreate ?? URL.createObjectURL)(blob);
    this.set({ phase: 'captured', photo: { blob, url } });
  }

  /** Back to the live picture (the stream kept running meanwhile). */
  retake(): void {
    if (this.state.phase !== 'captured') return;
    this.photoDrop();
    this.set({ phase: this.state.stream ? 'live' : 'initialising' });
  }

  private photoDrop(): void {
    if (this.state.photo) (this.deps.urlRevoke ?? URL.revokeObjectURL)(this.state.photo.url);
    if (this.state.photo) this.set({ photo: null });
  }

  /** The dialog closed: every track stops, and a stream still on its way stops on arrival. */
  dispose(): void {
    this.request++;
    tracksStop(this.state.stream);
    this.photoDrop();
    this.set({ phase: 'initialising', stream: null });
  }
}
