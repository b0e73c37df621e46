import { describe, expect, it } from 'vitest';
import { PROGRESS_CAP, progressStep } from './generation-progress';

describe('progressStep (spec core 4: simulated progress capped at 90 until the reply)', () => {
  it('should always move on, slowing down, and never pass 90', () => {
    let p = 0;
    const steps: number[] = [];
    for (let i = 0; i < 500; i++) {
      const next = progressStep(p);
      expect(next).toBeGreaterThanOrEqual(p);
      expect(next).toBeLessThanOrEqual(PROGRESS_CAP);
      steps.push(next - p);
      p = next;
    }
    expect(p).toBe(PROGRESS_CAP);
    expect(steps[0]).toBeGreaterThan(steps[20]!);
    expect(progressStep(PROGRESS_CAP)).toBe(PROGRESS_CAP);
  });
});
