/**
 * Camera and microphone for a call (spec secondary 7 and 9): ideal 640x480 within 320x240 to
 * 1280x720, facing the user. If the camera cannot be had with both asked, the call falls back
 * first to looser video with audio, then to audio alone (and says so).
 */

export const CALL_VIDEO: MediaTrackConstraints = {
  width: { ideal: 640, min: 320, max: 1280 },
  height: { ideal: 480, min: 240, max: 720 },
  facingMode: 'user',
};

/** Why media could not be had, as the spec words it (secondary 8 'Call media'). */
export type CallMediaError =
  | { kind: 'unsupported' }
  | { kind: 'denied' }
  | { kind: 'notFound' }
  | { kind: 'inUse' }
  | { kind: 'other'; message: string };

export interface CallMedia {
  stream: MediaStream;
  /** True when only the microphone could be had ('Audio-only mode enabled'). */
  audioOnly: boolean;
}

export function callMediaError(err: unknown): CallMediaError {
  const name = err instanceof DOMException || err instanceof Error ? err.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return { kind: 'denied' };
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return { kind: 'notFound' };
  if (name === 'NotReadableError' || name === 'AbortError') return { kind: 'inUse' };
  return { kind: 'other', message: err instanceof Error ? err.message : '' };
}

export class CallMediaFailure extends Error {
  constructor(readonly reason: CallMediaError) {
    super(reason.kind);
  }
}

/**
 * The call's local stream: camera and microphone as asked, else any camera with the microphone,
 * else the microphone alone. Throws {@link CallMediaFailure} when even that fails.
 */
export async function callMediaGet(
  facingMode: 'user' | 'environment' = 'user',
  audioOnly = false,
): Promise<CallMedia> {
  const media = navigator.mediaDevices as MediaDevices | undefined;
  if (!media?.getUserMedia) throw new CallMediaFailure({ kind: 'unsupported' });
  if (audioOnly) return { stream: await audioAlone(media), audioOnly: true };
  let first: unknown;
  try {
    return {
      stream: await media.getUserMedia({ video: { ...CALL_VIDEO, facingMode }, audio: true }),
      audioOnly: false,
    };
  } catch (err) {
    first = err;
  }
  try {
    return { stream: await media.getUserMedia({ video: true, audio: true }), audioOnly: false };
  } catch {
    // The camera is the trouble: the call goes on without it, if the microphone works.
  }
  try {
    return { stream: await audioAlone(media), audioOnly: true };
  } catch {
    throw new CallMediaFailure(callMediaError(first));
  }
}

async function audioAlone(media: MediaDevices): Promise<MediaStream> {
  try {
    return await media.getUserMedia({ audio: true, video: false });
  } catch (err) {
    throw new CallMediaFailure(callMediaError(err));
  }
}

export function streamStop(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((t) => t.stop());
}
