import { VOICE_MAX_SECONDS } from '../../../protocol';

/**
 * Spec core 4 'Voice recording': initialising, ready, recording, paused, stopped with preview,
 * then sent or deleted. `error` is where the microphone could not be had (spec core 8);
 * `sending` is the upload and send of a stopped note. Pure: the time comes with each event.
 */
export type RecorderPhase =
  'initialising' | 'ready' | 'recording' | 'paused' | 'stopped' | 'sending' | 'sent' | 'error';

export interface RecorderState {
  phase: RecorderPhase;
  /** Recorded time before the current stretch of recording. */
  keptMs: number;
  /** When the current stretch began; null unless recording. */
  since: number | null;
  /** The error shown (phase 'error'). */
  error: string | null;
}

export type RecorderEvent =
  | { type: 'granted' }
  | { type: 'failed'; error: string }
  | { type: 'retry' }
  | { type: 'start'; at: number }
  | { type: 'pause'; at: number }
  | { type: 'resume'; at: number }
  | { type: 'stop'; at: number }
  | { type: 'delete' }
  | { type: 'send' }
  | { type: 'sent' }
  | { type: 'sendFailed' };

/** Spec core 9: a recording stops by itself at 300 s. */
export const RECORDER_MAX_MS = VOICE_MAX_SECONDS * 1000;

export const RECORDER_INITIAL: RecorderState = {
  phase: 'initialising',
  keptMs: 0,
  since: null,
  error: null,
};

/** Recorded time so far, never past the limit. */
export function recorderElapsedMs(state: RecorderState, now: number): number {
  const running = state.since === null ? 0 : Math.max(0, now - state.since);
  return Math.min(RECORDER_MAX_MS, state.keptMs + running);
}

/** True when a recording has reached the limit and must stop now. */
export function recorderAtLimit(state: RecorderState, now: number): boolean {
  return state.phase === 'recording' && recorderElapsedMs(state, now) >= RECORDER_MAX_MS;
}

/**
 * The next state. An event that makes no sense in a phase (a pause while paused, a send while
 * recording) changes nothing and returns the same object.
 */
export function recorderReduce(state: RecorderState, event: RecorderEvent): RecorderState {
  switch (event.type) {
    case 'granted':
      return state.phase === 'initialising' ? { ...state, phase: 'ready' } : state;
    case 'failed':
      // Losing the microphone ends whatever was going on; a note already stopped is kept.
      if (state.phase === 'stopped' || state.phase === 'sending' || state.phase === 'sent') {
        return state;
      }
      return { ...RECORDER_INITIAL, phase: 'error', error: event.error };
    case 'retry':
      return state.phase === 'error' ? RECORDER_INITIAL : state;
    case 'start':
      return state.phase === 'ready'
        ? { phase: 'recording', keptMs: 0, since: event.at, error: null }
        : state;
    case 'pause':
      return state.phase === 'recording'
        ? { ...state, phase: 'paused', keptMs: recorderElapsedMs(state, event.at), since: null }
        : state;
    case 'resume':
      return state.phase === 'paused' ? { ...state, phase: 'recording', since: event.at } : state;
    case 'stop':
      return state.phase === 'recording' || state.phase === 'paused'
        ? { ...state, phase: 'stopped', keptMs: recorderElapsedMs(state, event.at), since: null }
        : state;
    case 'delete':
      return state.phase === 'stopped' ? { ...RECORDER_INITIAL, phase: 'ready' } : state;
    case 'send':
      return state.phase === 'stopped' ? { ...state, phase: 'sending' } : state;
    case 'sent':
      return state.phase === 'sending' ? { ...state, phase: 'sent' } : state;
    case 'sendFailed':
      return state.phase === 'sending' ? { ...state, phase: 'stopped' } : state;
  }
}
