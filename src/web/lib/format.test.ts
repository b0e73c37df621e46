import { describe, expect, it } from 'vitest';
import { countLabel, dateSeparatorLabel, timeListLabel } from './format';

// Wednesday 12 March 2025, 15:30 local time.
const NOW = new Date(2025, 2, 12, 15, 30);
const at = (...args: [number, number, number, number?, number?]) =>
  new Date(args[0], args[1], args[2], args[3] ?? 0, args[4] ?? 0).toISOString();

describe('countLabel (core 9: large counts)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [1_000, '1000'],
    [1_001, '1.0K'],
    [1_540, '1.5K'],
    [999_999, '1000.0K'],
    [1_000_000, '1000.0K'],
    [1_000_001, '1.0M'],
    [2_345_678, '2.3M'],
  ])('should show %i as %s', (n, label) => {
    expect(countLabel(n)).toBe(label);
  });
});

describe('timeListLabel', () => {
  it('should show HH:MM for today', () => {
    expect(timeListLabel(at(2025, 2, 12, 9, 5), NOW)).toBe('09:05');
  });
  it('should show Yesterday for yesterday', () => {
    expect(timeListLabel(at(2025, 2, 11, 23, 59), NOW)).toBe('Yesterday');
  });
  it('should show the weekday within the week', () => {
    expect(timeListLabel(at(2025, 2, 8, 12), NOW)).toBe('Sat');
  });
  it('should show the date when older', () => {
    expect(timeListLabel(at(2025, 0, 20, 12), NOW)).toBe('Jan 20');
    expect(timeListLabel(at(2024, 11, 31, 12), NOW)).toBe('31/12/24');
  });
});

describe('dateSeparatorLabel', () => {
  it('should name today, yesterday, weekdays, then dates', () => {
    expect(dateSeparatorLabel(at(2025, 2, 12, 1), NOW)).toBe('Today');
    expect(dateSeparatorLabel(at(2025, 2, 11, 1), NOW)).toBe('Yesterday');
    expect(dateSeparatorLabel(at(2025, 2, 7, 1), NOW)).toBe('Friday');
    expect(dateSeparatorLabel(at(2025, 1, 2, 1), NOW)).toBe('Sun, Feb 2');
    expect(dateSeparatorLabel(at(2024, 1, 2, 1), NOW)).toBe('Fri, Feb 2, 2024');
  });
});
