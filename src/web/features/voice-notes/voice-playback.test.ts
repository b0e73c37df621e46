import { afterEach, describe, expect, it } from 'vitest';
import type { Playable } from './voice-playback';
import { voicePlaybackCurrent, voicePlaybackStarted, voicePlaybackStopped } from './voice-playback';

function player(): Playable & { paused: number } {
  return {
    paused: 0,
    pause() {
      this.paused += 1;
    },
  };
}

describe('voice playback (one note at a time)', () => {
  afterEach(() => {
    const p = voicePlaybackCurrent();
    if (p) voicePlaybackStopped(p);
  });

  it('should pause the note playing when another starts', () => {
    const a = player();
    const b = player();
    voicePlaybackStarted(a);
    voicePlaybackStarted(b);
    expect(a.paused).toBe(1);
    expect(b.paused).toBe(0);
    expect(voicePlaybackCurrent()).toBe(b);
  });

  it('should not pause a note that starts again', () => {
    const a = player();
    voicePlaybackStarted(a);
    voicePlaybackStarted(a);
    expect(a.paused).toBe(0);
  });

  it('should forget a note that stopped, and only that one', () => {
    const a = player();
    const b = player();
    voicePlaybackStarted(a);
    voicePlaybackStopped(b);
    expect(voicePlaybackCurrent()).toBe(a);
    voicePlaybackStopped(a);
    expect(voicePlaybackCurrent()).toBeNull();
    voicePlaybackStarted(b);
    expect(a.paused).toBe(0);
  });
});
