import { describe, expect, it } from 'vitest';
import { timeAgo } from './starred-time';

describe('timeAgo', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  it.each([
    ['2026-03-10T11:59:30.000Z', null],
    ['2026-03-10T11:59:00.000Z', '1 minute ago'],
    ['2026-03-10T11:15:00.000Z', '45 minutes ago'],
    ['2026-03-10T09:00:00.000Z', '3 hours ago'],
    ['2026-03-09T12:00:00.000Z', '1 day ago'],
    ['2026-01-01T12:00:00.000Z', '2 months ago'],
    ['2024-03-01T12:00:00.000Z', '2 years ago'],
  ])('should say %s is %s', (iso, expected) => {
    expect(timeAgo('en', iso, now)).toBe(expected);
  });

  it('should say it in the app language', () => {
    expect(timeAgo('es', '2026-03-10T11:15:00.000Z', now)).toBe('hace 45 minutos');
    expect(timeAgo('de', '2026-03-10T09:00:00.000Z', now)).toBe('vor 3 Stunden');
  });
});
