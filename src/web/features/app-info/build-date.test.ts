import { describe, expect, it } from 'vitest';
import { buildDateLabel } from './build-date';

describe('buildDateLabel', () => {
  it("should write the build's day in full, as the spec writes 'September 1, 2025'", () => {
    expect(buildDateLabel('en', '2025-09-01')).toBe('September 1, 2025');
    expect(buildDateLabel('de', '2025-09-01')).toBe('1. September 2025');
  });

  it('should give nothing outside a build', () => {
    expect(buildDateLabel('en', '')).toBeNull();
  });
});
