import { describe, expect, it } from 'vitest';
import { bytesLabel } from './bytes-format';

describe('bytesLabel', () => {
  it('should pick the unit that keeps the number short', () => {
    expect(bytesLabel('en', 0)).toBe('0 kB');
    expect(bytesLabel('en', 840)).toBe('0.8 kB');
    expect(bytesLabel('en', 1_000)).toBe('1 kB');
    expect(bytesLabel('en', 999_499)).toBe('999 kB');
    // Rounded up to a thousand, it is the next unit (issue 27: 'Storage shows 1,000 kB').
    expect(bytesLabel('en', 999_500)).toBe('1 MB');
    expect(bytesLabel('en', 999_999)).toBe('1 MB');
    expect(bytesLabel('en', 999_999_999)).toBe('1 GB');
    expect(bytesLabel('de', 999_999)).toBe('1 MB');
    expect(bytesLabel('en', 3_456_789)).toBe('3.5 MB');
    expect(bytesLabel('en', 245_000_000)).toBe('245 MB');
    expect(bytesLabel('en', 45_200_000_000)).toBe('45.2 GB');
  });
});
