import { describe, expect, it } from 'vitest';
import type { QualityState, StatsSample } from './call-quality';
import { QUALITY_START, lossBetween, qualityStep } from './call-quality';

/** Readings 2 s apart, each adding `received` packets of which `lost` were lost. */
function run(steps: Array<{ received: number; lost: number; rttMs?: number | null }>) {
  let state: QualityState = QUALITY_START;
  let total: StatsSample = { packetsReceived: 0, packetsLost: 0, rttMs: null };
  const verdicts: boolean[] = [];
  for (const s of steps) {
    total = {
      packetsReceived: total.packetsReceived + s.received,
      packetsLost: total.packetsLost + s.lost,
      rttMs: s.rttMs ?? null,
    };
    state = qualityStep(state, total);
    verdicts.push(state.weak);
  }
  return verdicts;
}

const clean = { received: 100, lost: 0, rttMs: 40 };
const lossy = { received: 90, lost: 10, rttMs: 40 };
const slow = { received: 100, lost: 0, rttMs: 600 };

describe('call quality', () => {
  it('should count loss since the last reading, and none when nothing was due', () => {
    const a = { packetsReceived: 100, packetsLost: 2, rttMs: null };
    expect(lossBetween(a, { packetsReceived: 190, packetsLost: 12, rttMs: null })).toBe(0.1);
    expect(lossBetween(a, { ...a })).toBeNull();
    // Late packets recounted: never less than nothing lost.
    expect(lossBetween(a, { packetsReceived: 150, packetsLost: 1, rttMs: null })).toBe(0);
  });

  it('should call a good connection good', () => {
    expect(run([clean, clean, clean, clean])).toEqual([false, false, false, false]);
  });

  it('should turn weak after two lossy readings running, not one', () => {
    expect(run([clean, lossy, clean, lossy, lossy])).toEqual([false, false, false, false, true]);
  });

  it('should turn weak on a long round trip alone', () => {
    expect(run([slow, slow])).toEqual([false, true]);
  });

  it('should stay weak through one good reading, and recover after three', () => {
    const v = run([lossy, lossy, lossy, clean, lossy, clean, clean, clean]);
    expect(v).toEqual([false, false, true, true, true, true, true, false]);
  });

  it('should not recover on a middling connection (between the two thresholds)', () => {
    const middling = { received: 97, lost: 3, rttMs: 300 };
    expect(run([slow, slow, middling, middling, middling, middling]).at(-1)).toBe(true);
  });

  it('should judge nothing when nothing arrives (no loss, no round trip)', () => {
    const silent = { received: 0, lost: 0, rttMs: null };
    expect(run([clean, silent, silent, silent])).toEqual([false, false, false, false]);
  });
});
