import { beforeAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import english from 'virtual:catalog/en';
import { messagesFrom } from '../../i18n/catalog-load';
import { intlCreate, intlCurrentSet } from '../../i18n/intl';
import type { RecorderLike, RecorderMedia } from './recorder-media';
import { VoiceNoteRecorder } from './voice-note-recorder';

// The texts are said in the app language: English here, from the real catalog.
beforeAll(() => intlCurrentSet(intlCreate('en', messagesFrom(english))));

/**
 * The recorder driven through stand-ins for the browser's microphone and MediaRecorder, with a
 * fake clock, so the 300 s limit and the release of the microphone are checked exactly. The
 * real browser parts are exercised by e2e/voice-notes.e2e.ts with Chromium's fake microphone.
 */

class StandInTrack extends EventTarget {
  stopped = 0;
  stop() {
    this.stopped += 1;
  }
}

function standInStream() {
  const track = new StandInTrack();
  const stream = {
    getTracks: () => [track],
    getAudioTracks: () => [track],
  } as unknown as MediaStream;
  return { stream, track };
}

class StandInRecorder implements RecorderLike {
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  ondataavailable: ((event: BlobEvent) => void) | null = null;
  onstop: ((event: Event) => void) | null = null;
  slices: number[] = [];
  constructor(
    readonly mimeType: string,
    readonly options: MediaRecorderOptions,
  ) {}
  start(timesliceMs: number) {
    this.slices.push(timesliceMs);
    this.state = 'recording';
  }
  pause() {
    this.state = 'paused';
  }
  resume() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob([new Uint8Array([1, 2, 3])]) } as BlobEvent);
    this.onstop?.(new Event('stop'));
  }
}

interface Setup {
  recorder: VoiceNoteRecorder;
  errors: [string, string][];
  made: StandInRecorder[];
  track: StandInTrack;
  revoked: string[];
  asked: MediaStreamConstraints[];
  /** Resolves the request for the microphone (granted). */
  grant: () => Promise<void>;
}

function setup(overrides: Partial<RecorderMedia> = {}, supported = (_: string) => true): Setup {
  const { stream, track } = standInStream();
  const errors: [string, string][] = [];
  const made: StandInRecorder[] = [];
  const revoked: string[] = [];
  const asked: MediaStreamConstraints[] = [];
  let grantNow: (s: MediaStream) => void = () => undefined;
  const media: RecorderMedia = {
    getUserMedia: (c) => {
      asked.push(c);
      return new Promise((resolve) => (grantNow = resolve));
    },
    createRecorder: (_stream, options) => {
      const r = new StandInRecorder(options.mimeType ?? 'audio/webm', options);
      made.push(r);
      return r;
    },
    isTypeSupported: supported,
    meter: () => null,
    analyse: async () => ({ durationMs: 2_040, waveform: [0.2, 1, 0.5] }),
    createUrl: () => 'blob:note-1',
    revokeUrl: (url) => revoked.push(url),
    now: () => Date.now(),
    ...overrides,
  };
  const recorder = new VoiceNoteRecorder(media, (title, text) => errors.push([title, text]));
  return {
    recorder,
    errors,
    made,
    track,
    revoked,
    asked,
    grant: async () => {
      grantNow(stream);
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

const phase = (r: VoiceNoteRecorder) => r.getSnapshot().state.phase;

describe('VoiceNoteRecorder', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should be initialising until the microphone is granted, then ready', async () => {
    const s = setup();
    s.recorder.open();
    expect(phase(s.recorder)).toBe('initialising');
    expect(s.asked).toEqual([{ audio: { echoCancellation: true } }]);
    await s.grant();
    expect(phase(s.recorder)).toBe('ready');
  });

  it('should record webm Opus in 100 ms slices', async () => {
    const s = setup();
    s.recorder.open();
    await s.grant();
    s.recorder.start();
    expect(phase(s.recorder)).toBe('recording');
    expect(s.made).toHaveLength(1);
    expect(s.made[0]!.options).toMatchObject({ mimeType: 'audio/webm;codecs=opus' });
    expect(s.made[0]!.slices).toEqual([100]);
  });

  it('should record mp4 where webm cannot be recorded', async () => {
    const s = setup({}, (t) => t === 'audio/mp4');
    s.recorder.open();
    await s.grant();
    s.recorder.start();
    expect(s.made[0]!.options).toMatchObject({ mimeType: 'audio/mp4' });
  });

  it('should stop by itself at 300 s, and the clock shows 5:00 at most', async () => {
    const s = setup();
    s.recorder.open();
    await s.grant();
    s.recorder.start();
    await vi.advanceTimersByTimeAsync(299_000);
    expect(phase(s.recorder)).toBe('recording');
    expect(s.recorder.getSnapshot().elapsedMs).toBeGreaterThanOrEqual(298_750);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(phase(s.recorder)).toBe('stopped');
    expect(s.made[0]!.state).toBe('inactive');
    expect(s.recorder.getSnapshot().elapsedMs).toBe(300_000);
  });

  it('should not count paused time towards the limit', async () => {
    const s = setup();
    s.recorder.open();
    await s.grant();
    s.recorder.start();
    await vi.advanceTimersByTimeAsync(200_000);
    s.recorder.pause();
    expect(s.made[0]!.state).toBe('paused');
    await vi.advanceTimersByTimeAsync(400_000);
    expect(phase(s.recorder)).toBe('paused');
    s.recorder.resume();
    await vi.advanceTimersByTimeAsync(99_000);
    expect(phase(s.recorder)).toBe('recording');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(phase(s.recorder)).toBe('stopped');
  });

  it('should make the stopped note with its decoded length and waveform, and send it', async () => {
    const s = setup();
    s.recorder.open();
    await s.grant();
    s.recorder.start();
    await vi.advanceTimersByTimeAsync(2_000);
    s.recorder.stop();
    await vi.advanceTimersByTimeAsync(0);
    const note = s.recorder.getSnapshot().note!;
    expect(note).toMatchObject({
      durationMs: 2_040,
      waveform: [0.2, 1, 0.5],
      url: 'blob:note-1',
      type: 'audio/webm;codecs=opus',
    });
    expect(note.blob.size).toBe(3);
    const sent: unknown[] = [];
    await s.recorder.send(async (n) => void sent.push(n));
    expect(sent).toEqual([note]);
    expect(phase(s.recorder)).toBe('sent');
  });

  it("should fall back to the clock's length when the recording will not decode", async () => {
    const s = setup({ analyse: async () => ({ durationMs: null, waveform: undefined }) });
    s.recorder.open();
    await s.grant();
    s.recorder.start();
    await vi.advanceTimersByTimeAsync(3_000);
    s.recorder.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.recorder.getSnapshot().note).toMatchObject({ durationMs: 3_000, waveform: undefined });
  });

  it('should keep the note when its send fails, and drop it when deleted', async () => {
    const s = setup();
    s.recorder.open();
    await s.grant();
    s.recorder.start();
    s.recorder.stop();
    await vi.advanceTimersByTimeAsync(0);
    await expect(
      s.recorder.send(async () => {
        throw new Error('offline');
      }),
    ).rejects.toThrow('offline');
    expect(phase(s.recorder)).toBe('stopped');
    expect(s.recorder.getSnapshot().note).not.toBeNull();
    s.recorder.remove();
    expect(phase(s.recorder)).toBe('ready');
    expect(s.recorder.getSnapshot().note).toBeNull();
    expect(s.revoked).toEqual(['blob:note-1']);
    // Ready again: a second recording starts a second recorder.
    s.recorder.start();
    expect(s.made).toHaveLength(2);
  });

  it('should stop the microphone tracks when it is closed, dropping the recording', async () => {
    const s = setup();
    s.recorder.open();
    await s.grant();
    s.recorder.start();
    s.recorder.dispose();
    expect(s.track.stopped).toBe(1);
    expect(s.made[0]!.state).toBe('inactive');
    await vi.advanceTimersByTimeAsync(0);
    expect(s.recorder.getSnapshot().note).toBeNull();
  });

  it('should release a microphone granted after it was closed', async () => {
    const s = setup();
    s.recorder.open();
    s.recorder.dispose();
    await s.grant();
    expect(s.track.stopped).toBe(1);
    expect(phase(s.recorder)).toBe('initialising');
  });

  it('should say the spec texts when the browser has no microphone access or recorder', () => {
    const a = setup({ getUserMedia: undefined });
    a.recorder.open();
    expect(a.recorder.getSnapshot().state).toMatchObject({
      phase: 'error',
      error: 'Microphone access is not supported in this browser',
    });
    expect(a.errors).toEqual([
      ['Microphone Error', 'Microphone access is not supported in this browser'],
    ]);
    const b = setup({ createRecorder: undefined });
    b.recorder.open();
    expect(b.errors).toEqual([
      ['Microphone Error', 'Audio recording is not supported in this browser.'],
    ]);
  });

  it('should say the denial text when the microphone is refused, and ask again on retry', async () => {
    let calls = 0;
    const s = setup({
      getUserMedia: async () => {
        calls += 1;
        throw Object.assign(new Error('denied'), { name: 'NotAllowedError' });
      },
    });
    s.recorder.open();
    await vi.advanceTimersByTimeAsync(0);
    const denied = 'Microphone access denied. Please enable microphone permissions and try again.';
    expect(s.recorder.getSnapshot().state).toMatchObject({ phase: 'error', error: denied });
    expect(s.errors).toEqual([['Microphone Error', denied]]);
    s.recorder.retry();
    expect(phase(s.recorder)).toBe('initialising');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(2);
    expect(phase(s.recorder)).toBe('error');
  });

  it("should say 'Recording Error' / 'Failed to start recording' when the recorder will not start", async () => {
    const s = setup({
      createRecorder: () => {
        throw new Error('NotSupportedError');
      },
    });
    s.recorder.open();
    await s.grant();
    s.recorder.start();
    expect(s.errors).toEqual([['Recording Error', 'Failed to start recording']]);
    expect(phase(s.recorder)).toBe('ready');
  });

  it('should end the recording with the generic text when the microphone goes away', async () => {
    const s = setup();
    s.recorder.open();
    await s.grant();
    s.recorder.start();
    s.track.dispatchEvent(new Event('ended'));
    expect(s.recorder.getSnapshot().state).toMatchObject({
      phase: 'error',
      error: 'Unable to access microphone',
    });
    expect(s.track.stopped).toBe(1);
    expect(s.made[0]!.state).toBe('inactive');
  });
});
