import type { CallMediaState } from './call-mesh-types';
import { CALL_VIDEO } from './call-media';

/** Where the video I send goes: every connection of the call, and my own tile. */
export interface VideoOut {
  /** Sends this track (or none) to everyone. */
  set(track: MediaStreamTrack | null): Promise<void>;
  /** Tells everyone what I now send. */
  tell(media: CallMediaState): void;
}

/**
 * What I send as video in a call: my camera, or my screen while I share it (the screen goes
 * instead of the camera, and the camera comes back when sharing stops, by my button or the
 * browser's own). Turning the camera off stops it (its light goes out) and sends nothing; the
 * others are told, so they show my avatar rather than a black or frozen picture.
 */
export class CallVideo {
  private camera: MediaStreamTrack | null;
  private screen: MediaStreamTrack | null = null;
  private out: VideoOut | null = null;

  constructor(
    /** My call stream: its video track is always the one I send (my tile plays it). */
    private readonly stream: MediaStream,
    private readonly onChange: () => void,
  ) {
    this.camera = stream.getVideoTracks()[0] ?? null;
  }

  state(): CallMediaState {
    return { camera: !!this.camera, screen: !!this.screen };
  }

  /** The connections exist: from now on changes reach them. */
  attach(out: VideoOut): void {
    this.out = out;
  }

  /** Turns the camera on or off; throws when it cannot be had (the call goes on without it). */
  async cameraSet(on: boolean, facingMode: 'user' | 'environment' = 'user'): Promise<void> {
    if (!on) {
      this.camera?.stop();
      this.camera = null;
      return this.apply();
    }
    const got = await navigator.mediaDevices.getUserMedia({
      video: { ...CALL_VIDEO, facingMode },
    });
    this.camera?.stop();
    this.camera = got.getVideoTracks()[0] ?? null;
    return this.apply();
  }

  /** Front or rear camera; only while it is on. */
  async cameraSwitch(): Promise<void> {
    if (!this.camera) return;
    const facing = this.camera.getSettings().facingMode === 'environment' ? 'user' : 'environment';
    await this.cameraSet(true, facing);
  }

  /** Shares a screen, window or tab the person picks; rejects if they cancel the picker. */
  async shareStart(): Promise<void> {
    const got = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
    const track = got.getVideoTracks()[0];
    if (!track) return;
    this.screen?.stop();
    this.screen = track;
    // The browser's own 'Stop sharing' ends the track: the camera comes back.
    track.addEventListener('ended', () => {
      if (this.screen === track) void this.shareStop();
    });
    return this.apply();
  }

  async shareStop(): Promise<void> {
    this.screen?.stop();
    this.screen = null;
    return this.apply();
  }

  /** Stops whatever is still capturing (hanging up). */
  stop(): void {
    this.camera?.stop();
    this.screen?.stop();
  }

  private async apply(): Promise<void> {
    const sending = this.screen ?? this.camera;
    for (const old of this.stream.getVideoTracks()) {
      if (old !== sending) this.stream.removeTrack(old);
    }
    if (sending && !this.stream.getVideoTracks().includes(sending)) this.stream.addTrack(sending);
    await this.out?.set(sending);
    this.out?.tell(this.state());
    this.onChange();
  }
}

/** Screen sharing exists here (not on phones, whose browsers have no getDisplayMedia). */
export function screenShareSupported(): boolean {
  return typeof navigator.mediaDevices?.getDisplayMedia === 'function';
}

/**
 * What every connection sends as video: the camera, the screen, or nothing (null). A
 * connection already sending video swaps the track, with no new offer; one that has none yet
 * (a voice call, or my camera was off when it started) adds it, and negotiates.
 */
export async function videoSend(
  connections: RTCPeerConnection[],
  track: MediaStreamTrack | null,
  stream: MediaStream,
): Promise<void> {
  for (const pc of connections) {
    const sending = pc
      .getTransceivers()
      .find(
        (t) =>
          t.receiver.track.kind === 'video' &&
          (t.direction === 'sendrecv' || t.direction === 'sendonly'),
      );
    if (sending) await sending.sender.replaceTrack(track).catch(() => undefined);
    // addTrack takes over a video transceiver the other side opened, if there is one.
    else if (track) pc.addTrack(track, stream);
  }
}
