import type { RecordingAnalysis } from './recording-analyse';
import type { RecorderState } from './recorder-state';
import type { VoiceRecording } from './voice-send';
import { tNow } from '../../i18n/intl';

/**
 * Spec core 9: webm (Opus) first, mp4 where webm cannot be recorded (Safari). The plain
 * 'audio/webm' covers a browser that records webm but will not say which codec.
 */
export const RECORDER_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'] as const;

/** Opus speech is clear at this rate; 300 s then stays near 1.2 MB, far under the 10 MB cap. */
export const RECORDER_BITS_PER_SECOND = 32_000;

/** Spec core 9: the recorder hands over what it has every 100 ms. */
export const RECORDER_SLICE_MS = 100;

/** The first type the browser can record; undefined lets the browser choose. */
export function recorderTypeChoose(isTypeSupported: (type: string) => boolean): string | undefined {
  return RECORDER_TYPES.find((type) => {
    try {
      return isTypeSupported(type);
    } catch {
      return false;
    }
  });
}

/** The media type to upload with: the container only, as the server judges the bytes anyway. */
export function recordingBaseType(type: string): string {
  const base = type.split(';')[0]!.trim().toLowerCase();
  return base || 'audio/webm';
}

/**
 * What is missing for recording in this browser (spec core 8), or null when nothing is:
 * getUserMedia only exists in a secure context, and MediaRecorder is newer still.
 */
export function recorderSupportProblem(env: {
  getUserMedia: unknown;
  MediaRecorder: unknown;
}): string | null {
  if (typeof env.getUserMedia !== 'function') return tNow('voice-notes.errorUnsupported');
  if (typeof env.MediaRecorder !== 'function') return tNow('voice-notes.errorRecorderUnsupported');
  return null;
}

/** Spec core 8: the text for a getUserMedia failure, by the DOMException's name (app language). */
export function microphoneErrorText(error: unknown): string {
  const name = error && typeof error === 'object' && 'name' in error ? String(error.name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return tNow('voice-notes.errorDenied');
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return tNow('voice-notes.errorNotFound');
    case 'NotSupportedError':
      return tNow('voice-notes.errorRecorderUnsupported');
    default:
      return tNow('voice-notes.errorGeneric');
  }
}

/** A stopped note, with a local address its preview plays from. */
export type RecordedNote = VoiceRecording & { url: string };

/** The parts of MediaRecorder the recorder uses, so tests can hand in a stand-in. */
export interface RecorderLike {
  readonly state: 'inactive' | 'recording' | 'paused';
  readonly mimeType: string;
  ondataavailable: ((event: BlobEvent) => void) | null;
  onstop: ((event: Event) => void) | null;
  start(timesliceMs: number): void;
  pause(): void;
  resume(): void;
  stop(): void;
}

export interface RecorderMedia {
  /** Undefined where the browser has none (spec core 8). */
  getUserMedia: ((constraints: MediaStreamConstraints) => Promise<MediaStream>) | undefined;
  /** Undefined where the browser has no MediaRecorder. */
  createRecorder:
    ((stream: MediaStream, options: MediaRecorderOptions) => RecorderLike) | undefined;
  isTypeSupported: (type: string) => boolean;
  /** The live level meter's analyser for a stream; null where there is no Web Audio. */
  meter: (stream: MediaStream) => AnalyserNode | null;
  analyse: (recording: Blob) => Promise<RecordingAnalysis>;
  createUrl: (recording: Blob) => string;
  revokeUrl: (url: string) => void;
  now: () => number;
}

export interface RecorderSnapshot {
  state: RecorderState;
  /** Recorded time so far (spec core 9: shown as m:ss). */
  elapsedMs: number;
  /** The stopped note once it is put together; null before and after. */
  note: RecordedNote | null;
  analyser: AnalyserNode | null;
}
