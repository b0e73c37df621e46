import { describe, expect, it } from 'vitest';
import { countdownLabel } from './countdown';

describe('countdownLabel', () => {
  it('should show the time left as m:ss, rounding up to the second', () => {
    expect(countdownLabel('en', 120_000)).toBe('2:00');
    expect(countdownLabel('en', 61_001)).toBe('1:02');
    expect(countdownLabel('en', 9_000)).toBe('0:09');
    expect(countdownLabel('en', 0)).toBe('0:00');
  });

  it("should write the digits of the reader's language", () => {
    expect(countdownLabel('ar-EG', 65_000)).toBe('١:٠٥');
  });
});
