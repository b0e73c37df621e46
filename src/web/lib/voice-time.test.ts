import { describe, expect, it } from 'vitest';
import { voiceClock, voiceLength } from './voice-time';

describe('voiceClock', () => {
  it.each([
    [0, '0:00'],
    [999, '0:00'],
    [1_000, '0:01'],
    [7_400, '0:07'],
    [59_999, '0:59'],
    [60_000, '1:00'],
    [65_000, '1:05'],
    [300_000, '5:00'],
    [-5, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('should show %d ms as %s', (ms, shown) => {
    expect(voiceClock(ms)).toBe(shown);
  });
});

describe('voiceLength', () => {
  it.each([
    [1_960, '0:02'],
    [2_040, '0:02'],
    [7_400, '0:07'],
    [7_500, '0:08'],
    [300, '0:01'],
    [299_700, '5:00'],
    [0, '0:00'],
  ])('should show a note of %d ms as %s', (ms, shown) => {
    expect(voiceLength(ms)).toBe(shown);
  });
});
