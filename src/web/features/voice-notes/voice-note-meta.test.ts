import { describe, expect, it } from 'vitest';
import { voiceNoteRead, voiceProgress, voiceSeekSeconds } from './voice-note-meta';

const ref = 'obj-0123456789abcdef';

describe('voiceNoteRead', () => {
  it('should read the source, length and waveform of a voice message', () => {
    expect(
      voiceNoteRead({
        content: `/api/objects/${ref}`,
        metadata: {
          objectRef: ref,
          durationMs: 7_000,
          waveform: [0, 0.5, 1],
          mimeType: 'audio/webm',
        },
      }),
    ).toEqual({ src: `/api/objects/${ref}`, durationMs: 7_000, waveform: [0, 0.5, 1] });
  });

  it('should build the source from the reference when the content is not a path', () => {
    expect(
      voiceNoteRead({ content: 'voice', metadata: { objectRef: ref, durationMs: 1 } }),
    ).toEqual({ src: `/api/objects/${ref}`, durationMs: 1, waveform: undefined });
  });

  it('should refuse metadata the chat cannot play', () => {
    expect(voiceNoteRead({ content: 'x', metadata: null })).toBeNull();
    expect(
      voiceNoteRead({ content: 'x', metadata: { objectRef: '../etc', durationMs: 5 } }),
    ).toBeNull();
    expect(
      voiceNoteRead({ content: 'x', metadata: { objectRef: ref, durationMs: -1 } }),
    ).toBeNull();
    expect(
      voiceNoteRead({ content: 'x', metadata: { objectRef: ref, durationMs: 5, waveform: [2] } }),
    ).toBeNull();
  });
});

describe('voiceProgress and voiceSeekSeconds', () => {
  it('should place the playhead by time played over the length', () => {
    expect(voiceProgress(0, 7_000)).toBe(0);
    expect(voiceProgress(3.5, 7_000)).toBe(0.5);
    expect(voiceProgress(9, 7_000)).toBe(1);
    expect(voiceProgress(1, 0)).toBe(0);
    expect(voiceProgress(Number.NaN, 7_000)).toBe(0);
  });

  it('should seek to the time under the pointer, kept inside the note', () => {
    expect(voiceSeekSeconds(0.5, 7_000)).toBe(3.5);
    expect(voiceSeekSeconds(-0.2, 7_000)).toBe(0);
    expect(voiceSeekSeconds(1.4, 7_000)).toBe(7);
    expect(voiceSeekSeconds(Number.NaN, 7_000)).toBe(0);
  });
});
