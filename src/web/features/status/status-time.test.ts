import { describe, expect, it } from 'vitest';
import type { StatusUpdate } from '../../../protocol';
import { STATUS_TTL_MS } from '../../../protocol';
import { statusGroups, statusTimeLeft } from './status-time';

const NOW = new Date('2026-03-01T12:00:00Z');
const after = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('statusTimeLeft (spec secondary 2: Xh Ym left, or Ym left)', () => {
  it('should give whole hours and minutes, rounded down', () => {
    expect(statusTimeLeft(after(STATUS_TTL_MS), NOW)).toEqual({ hours: 24, minutes: 0 });
    expect(statusTimeLeft(after(STATUS_TTL_MS - 1), NOW)).toEqual({ hours: 23, minutes: 59 });
    expect(statusTimeLeft(after(5 * HOUR + 7 * MIN + 59_000), NOW)).toEqual({
      hours: 5,
      minutes: 7,
    });
    expect(statusTimeLeft(after(HOUR), NOW)).toEqual({ hours: 1, minutes: 0 });
  });

  it('should give minutes only under an hour, and 1m in the last minute', () => {
    expect(statusTimeLeft(after(HOUR - 1), NOW)).toEqual({ hours: 0, minutes: 59 });
    expect(statusTimeLeft(after(12 * MIN), NOW)).toEqual({ hours: 0, minutes: 12 });
    expect(statusTimeLeft(after(30_000), NOW)).toEqual({ hours: 0, minutes: 1 });
    expect(statusTimeLeft(after(1), NOW)).toEqual({ hours: 0, minutes: 1 });
  });

  it('should be null once expired, or for a date that is not one', () => {
    expect(statusTimeLeft(after(0), NOW)).toBeNull();
    expect(statusTimeLeft(after(-HOUR), NOW)).toBeNull();
    expect(statusTimeLeft('not a date', NOW)).toBeNull();
  });
});

describe('statusGroups', () => {
  const status = (id: string, userId: string, hasViewed: boolean, left = HOUR): StatusUpdate => ({
    id,
    userId,
    content: id,
    language: 'en',
    createdAt: after(left - STATUS_TTL_MS),
    expiresAt: after(left),
    views: 0,
    likes: 0,
    replies: 0,
    isLiked: false,
    author: { id: userId, username: userId, displayName: userId, avatar: null },
    hasViewed,
  });

  it('should put mine first, then friends not yet opened, then opened, keeping the order', () => {
    const feed = [
      status('a', 'u-sofia', false),
      status('b', 'u-emma', true),
      status('c', 'u-yuki', true),
      status('d', 'u-sofia', false),
      status('e', 'u-emma', true),
    ];
    const groups = statusGroups(feed, 'u-emma', NOW);
    expect(groups.mine.map((s) => s.id)).toEqual(['b', 'e']);
    expect(groups.recent.map((s) => s.id)).toEqual(['a', 'd']);
    expect(groups.viewed.map((s) => s.id)).toEqual(['c']);
  });

  it('should leave out what expired since the feed was read', () => {
    const feed = [status('a', 'u-sofia', false, -1), status('b', 'u-emma', true, -MIN)];
    expect(statusGroups(feed, 'u-emma', NOW)).toEqual({ mine: [], recent: [], viewed: [] });
  });
});
