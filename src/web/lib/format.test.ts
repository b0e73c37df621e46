import { describe, expect, it } from 'vitest';
import {
  agoLabel,
  countLabel,
  dateSeparatorLabel,
  dateTimeLabel,
  moneyLabel,
  timeHm,
  timeListLabel,
} from './format';

// Wednesday 12 March 2025, 15:30 local time.
const NOW = new Date(2025, 2, 12, 15, 30);
const at = (...args: [number, number, number, number?, number?]) =>
  new Date(args[0], args[1], args[2], args[3] ?? 0, args[4] ?? 0).toISOString();

describe('countLabel (secondary 9: large counts)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [1_000, '1,000'],
    [1_001, '1.0K'],
    [1_540, '1.5K'],
    [1_000_001, '1.0M'],
    [2_345_678, '2.3M'],
  ])('should show %i as %s in English', (n, label) => {
    expect(countLabel('en', n)).toBe(label);
  });
  it("should use the language's own abbreviations, or none", () => {
    expect(countLabel('es', 2_345_678)).toBe('2,3\u00a0M');
    expect(countLabel('ja', 1_540)).toBe('1,540');
    expect(countLabel('ja', 25_000)).toBe('2.5万');
  });
});

describe('timeListLabel', () => {
  it('should show HH:MM for today', () => {
    expect(timeListLabel('en', at(2025, 2, 12, 9, 5), NOW)).toBe('09:05');
  });
  it('should show Yesterday for yesterday', () => {
    expect(timeListLabel('en', at(2025, 2, 11, 23, 59), NOW)).toBe('Yesterday');
    expect(timeListLabel('es', at(2025, 2, 11, 23, 59), NOW)).toBe('Ayer');
    expect(timeListLabel('ja', at(2025, 2, 11, 23, 59), NOW)).toBe('昨日');
  });
  it('should show the weekday within the week', () => {
    expect(timeListLabel('en', at(2025, 2, 8, 12), NOW)).toBe('Sat');
    expect(timeListLabel('ja', at(2025, 2, 8, 12), NOW)).toBe('土');
  });
  it('should show the date when older', () => {
    expect(timeListLabel('en', at(2025, 0, 20, 12), NOW)).toBe('Jan 20');
    expect(timeListLabel('ja', at(2025, 0, 20, 12), NOW)).toBe('1月20日');
    expect(timeListLabel('en', at(2024, 11, 31, 12), NOW)).toBe('12/31/24');
    expect(timeListLabel('fr', at(2024, 11, 31, 12), NOW)).toBe('31/12/24');
  });
});

describe('dateSeparatorLabel', () => {
  it('should name today, yesterday, weekdays, then dates', () => {
    expect(dateSeparatorLabel('en', at(2025, 2, 12, 1), NOW)).toBe('Today');
    expect(dateSeparatorLabel('en', at(2025, 2, 11, 1), NOW)).toBe('Yesterday');
    expect(dateSeparatorLabel('en', at(2025, 2, 7, 1), NOW)).toBe('Friday');
    expect(dateSeparatorLabel('en', at(2025, 1, 2, 1), NOW)).toBe('Sun, Feb 2');
    expect(dateSeparatorLabel('en', at(2024, 1, 2, 1), NOW)).toBe('Fri, Feb 2, 2024');
  });
  it('should read as Japanese dates for a Japanese reader', () => {
    expect(dateSeparatorLabel('ja', at(2025, 2, 12, 1), NOW)).toBe('今日');
    expect(dateSeparatorLabel('ja', at(2025, 2, 7, 1), NOW)).toBe('金曜日');
    expect(dateSeparatorLabel('ja', at(2024, 1, 2, 1), NOW)).toBe('2024年2月2日(金)');
  });
});

describe('agoLabel and moneyLabel', () => {
  it("should say 'Xh ago' under a day and 'Xd ago' after, in the reader's language", () => {
    expect(agoLabel('en', at(2025, 2, 12, 13, 30), NOW)).toBe('2h ago');
    expect(agoLabel('en', at(2025, 2, 9, 15, 30), NOW)).toBe('3d ago');
    expect(agoLabel('es', at(2025, 2, 12, 13, 30), NOW)).toBe('hace 2 h');
    // Words, not a bare minus sign.
    expect(agoLabel('fr', at(2025, 2, 12, 13, 30), NOW)).toMatch(/^il y a 2\sh$/);
    expect(agoLabel('ru', at(2025, 2, 12, 13, 30), NOW)).toMatch(/^2\sч назад$/);
  });
  it('should show cents as dollars with 2 decimals', () => {
    expect(moneyLabel('en', 123_456)).toBe('$1,234.56');
    expect(moneyLabel('de', 123_456)).toBe('1.234,56\u00a0$');
    // Right to left, 'US$' stays whole: isolated as one left-to-right unit, not read as '$US'.
    expect(moneyLabel('ar', 100_000)).toMatch(/^\u200f1,000\.00\s\u2066US\$\u2069$/);
  });
});

describe('dateTimeLabel', () => {
  it("should write the time of day on the bubbles' clock in every language", () => {
    const iso = new Date(2026, 10, 24, 21, 5).toISOString();
    for (const locale of ['en', 'es', 'fr', 'de', 'ja', 'ar', 'zh', 'hi', 'pt', 'ru', 'it', 'ko'])
      expect(dateTimeLabel(locale, iso)).toContain(timeHm(locale, new Date(iso)));
    expect(dateTimeLabel('en', iso)).toBe('Nov 24, 2026, 21:05');
  });
});
