import type { CallMedia } from './call-media';
import type { CallPeerView } from './call-mesh-types';

export interface CallState {
  local: CallMedia | null;
  peers: CallPeerView[];
  /** At least one participant is connected; the timer runs from then. */
  connectedAt: number | null;
  /** A media error whose text says 'denied' (the banner with Try Again). */
  deniedError: string | null;
  audioOnlyNotice: boolean;
  muted: boolean;
  /** My camera is off (nothing goes, or my screen does). */
  cameraOff: boolean;
  /** I share my screen: it goes instead of my camera. */
  sharing: boolean;
  /** Participants whose connection is weak (loss or delay past `call-quality.ts`'s lines). */
  weak: string[];
  /** ICE restarts this side started, for data-ice-restarts. */
  iceRestarts: number;
  /** Everyone else left: the screen goes back. */
  over: boolean;
  /** Nobody answered in time (the server's word): 'No answer', and the caller closes. */
  noAnswer: boolean;
}

/** A call screen's state as it opens: nobody connected yet, my camera on unless audio only. */
export function callStateNew(audioOnly: boolean): CallState {
  return {
    local: null,
    peers: [],
    connectedAt: null,
    deniedError: null,
    audioOnlyNotice: false,
    muted: false,
    cameraOff: audioOnly,
    sharing: false,
    weak: [],
    iceRestarts: 0,
    over: false,
    noAnswer: false,
  };
}
