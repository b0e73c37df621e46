import { describe, expect, it } from 'vitest';
import { WAVEFORM_BARS, levelFromRms, rmsOf, waveformOrFlat, waveformReduce } from './waveform';

/** A tone that is loud for the first half and quiet for the second. */
function loudThenQuiet(samples: number): Float32Array {
  const out = new Float32Array(samples);
  for (let i = 0; i < samples; i++) {
    const amplitude = i < samples / 2 ? 0.8 : 0.2;
    out[i] = amplitude * Math.sin(i / 3);
  }
  return out;
}

describe('waveformReduce', () => {
  it('should give 64 bars from 0 to 1 for a long recording', () => {
    const bars = waveformReduce([loudThenQuiet(48_000 * 2)]);
    expect(bars).toHaveLength(WAVEFORM_BARS);
    expect(Math.max(...bars)).toBe(1);
    for (const v of bars) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(1);
    }
  });

  it('should follow the loudness: the loud half is about four times the quiet half', () => {
    const bars = waveformReduce([loudThenQuiet(64_000)]);
    const first = bars.slice(0, 32);
    const second = bars.slice(32);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(first) / mean(second)).toBeGreaterThan(3.5);
    expect(mean(first) / mean(second)).toBeLessThan(4.5);
  });

  it('should round to two decimals so the metadata stays small', () => {
    const bars = waveformReduce([loudThenQuiet(10_000)]);
    for (const v of bars) expect(Math.round(v * 100) / 100).toBe(v);
    expect(JSON.stringify(bars).length).toBeLessThan(64 * 6);
  });

  it('should mix every channel into one bar', () => {
    const left = new Float32Array([1, 1, 0, 0]);
    const right = new Float32Array([0, 0, 0, 1]);
    expect(waveformReduce([left, right], 2)).toEqual([1, 0.71]);
  });

  it('should give fewer bars when there are fewer samples', () => {
    expect(waveformReduce([new Float32Array([0.5, 0.25, 1])])).toEqual([0.5, 0.25, 1]);
  });

  it('should give zeros for silence and nothing for no samples', () => {
    expect(waveformReduce([new Float32Array(100)], 4)).toEqual([0, 0, 0, 0]);
    expect(waveformReduce([new Float32Array(0)])).toEqual([]);
    expect(waveformReduce([])).toEqual([]);
  });

  it('should count a sample that is not a number as silence', () => {
    expect(waveformReduce([[Number.NaN, 0.5]], 2)).toEqual([0, 1]);
  });
});

describe('waveformOrFlat', () => {
  it('should keep a waveform and draw a flat line without one', () => {
    expect(waveformOrFlat([0.1, 1])).toEqual([0.1, 1]);
    expect(waveformOrFlat(undefined, 3)).toEqual([0.3, 0.3, 0.3]);
    expect(waveformOrFlat([], 2)).toEqual([0.3, 0.3]);
  });
});

describe('levelFromRms and rmsOf (the live meter)', () => {
  it('should map -50 dBFS and below to 0, full scale to 1, -25 dBFS to the middle', () => {
    expect(levelFromRms(0)).toBe(0);
    expect(levelFromRms(0.001)).toBe(0);
    expect(levelFromRms(1)).toBe(1);
    expect(levelFromRms(2)).toBe(1);
    expect(levelFromRms(10 ** (-25 / 20))).toBeCloseTo(0.5, 5);
    expect(levelFromRms(Number.NaN)).toBe(0);
  });

  it('should measure the RMS of a block', () => {
    expect(rmsOf([])).toBe(0);
    expect(rmsOf([0.5, -0.5, 0.5, -0.5])).toBe(0.5);
  });
});
