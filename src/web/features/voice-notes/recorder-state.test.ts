import { describe, expect, it } from 'vitest';
import type { RecorderEvent, RecorderState } from './recorder-state';
import {
  RECORDER_INITIAL,
  RECORDER_MAX_MS,
  recorderAtLimit,
  recorderElapsedMs,
  recorderReduce,
} from './recorder-state';

function run(events: RecorderEvent[], from: RecorderState = RECORDER_INITIAL): RecorderState {
  return events.reduce(recorderReduce, from);
}

describe('recorderReduce (spec core 4 voice recording)', () => {
  it('should go initialising, ready, recording, paused, recording, stopped, sending, sent', () => {
    const phases: string[] = [];
    let s = RECORDER_INITIAL;
    const events: RecorderEvent[] = [
      { type: 'granted' },
      { type: 'start', at: 1_000 },
      { type: 'pause', at: 3_000 },
      { type: 'resume', at: 10_000 },
      { type: 'stop', at: 11_500 },
      { type: 'send' },
      { type: 'sent' },
    ];
    for (const e of events) {
      s = recorderReduce(s, e);
      phases.push(s.phase);
    }
    expect(phases).toEqual([
      'ready',
      'recording',
      'paused',
      'recording',
      'stopped',
      'sending',
      'sent',
    ]);
    // 2 s, then 1.5 s after the pause: the 7 s paused do not count.
    expect(recorderElapsedMs(s, 99_999)).toBe(3_500);
  });

  it('should go back to ready when a stopped note is deleted', () => {
    const s = run([
      { type: 'granted' },
      { type: 'start', at: 0 },
      { type: 'stop', at: 2_000 },
      { type: 'delete' },
    ]);
    expect(s).toEqual({ ...RECORDER_INITIAL, phase: 'ready' });
  });

  it('should stop straight from paused', () => {
    const s = run([
      { type: 'granted' },
      { type: 'start', at: 0 },
      { type: 'pause', at: 4_000 },
      { type: 'stop', at: 9_000 },
    ]);
    expect(s.phase).toBe('stopped');
    expect(recorderElapsedMs(s, 20_000)).toBe(4_000);
  });

  it('should keep the note for another try when sending fails', () => {
    const stopped = run([
      { type: 'granted' },
      { type: 'start', at: 0 },
      { type: 'stop', at: 2_000 },
    ]);
    const s = run([{ type: 'send' }, { type: 'sendFailed' }], stopped);
    expect(s.phase).toBe('stopped');
    expect(recorderElapsedMs(s, 5_000)).toBe(2_000);
  });

  it('should show the error when the microphone cannot be had', () => {
    const s = run([{ type: 'failed', error: 'No microphone found on this device.' }]);
    expect(s).toMatchObject({ phase: 'error', error: 'No microphone found on this device.' });
  });

  it('should ask for the microphone again after an error', () => {
    const s = run([{ type: 'failed', error: 'x' }, { type: 'retry' }, { type: 'granted' }]);
    expect(s).toEqual({ ...RECORDER_INITIAL, phase: 'ready' });
  });

  it('should end a recording when the microphone is lost, but keep a stopped note', () => {
    const recording = run([{ type: 'granted' }, { type: 'start', at: 0 }]);
    expect(run([{ type: 'failed', error: 'x' }], recording).phase).toBe('error');
    const stopped = run([{ type: 'stop', at: 1_000 }], recording);
    expect(run([{ type: 'failed', error: 'x' }], stopped)).toBe(stopped);
  });

  it.each<[string, RecorderEvent[], RecorderEvent]>([
    ['start before the microphone is ready', [], { type: 'start', at: 0 }],
    ['pause while ready', [{ type: 'granted' }], { type: 'pause', at: 0 }],
    [
      'resume while recording',
      [{ type: 'granted' }, { type: 'start', at: 0 }],
      { type: 'resume', at: 5 },
    ],
    ['send while recording', [{ type: 'granted' }, { type: 'start', at: 0 }], { type: 'send' }],
    ['delete while recording', [{ type: 'granted' }, { type: 'start', at: 0 }], { type: 'delete' }],
    ['stop while ready', [{ type: 'granted' }], { type: 'stop', at: 0 }],
    ['sent without a send', [{ type: 'granted' }], { type: 'sent' }],
    ['granted twice', [{ type: 'granted' }], { type: 'granted' }],
    ['retry without an error', [{ type: 'granted' }], { type: 'retry' }],
  ])('should change nothing on %s', (_name, before, event) => {
    const s = run(before);
    expect(recorderReduce(s, event)).toBe(s);
  });
});

describe('recorderElapsedMs and recorderAtLimit (spec core 9: 300 s)', () => {
  const recording = run([{ type: 'granted' }, { type: 'start', at: 1_000 }]);

  it('should count the time recording so far', () => {
    expect(recorderElapsedMs(recording, 1_000)).toBe(0);
    expect(recorderElapsedMs(recording, 8_500)).toBe(7_500);
    // A clock that went backwards never makes the length negative.
    expect(recorderElapsedMs(recording, 0)).toBe(0);
  });

  it('should reach the limit at 300 s and never show more', () => {
    expect(recorderAtLimit(recording, 1_000 + RECORDER_MAX_MS - 1)).toBe(false);
    expect(recorderAtLimit(recording, 1_000 + RECORDER_MAX_MS)).toBe(true);
    expect(recorderElapsedMs(recording, 1_000 + RECORDER_MAX_MS + 5_000)).toBe(RECORDER_MAX_MS);
  });

  it('should count paused time towards nothing and not stop a paused recording', () => {
    const paused = recorderReduce(recording, { type: 'pause', at: 11_000 });
    expect(recorderAtLimit(paused, 10_000_000)).toBe(false);
    expect(recorderElapsedMs(paused, 10_000_000)).toBe(10_000);
  });
});
