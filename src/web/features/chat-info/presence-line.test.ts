import { describe, expect, it } from 'vitest';
import { presenceLine } from './presence-line';

const texts = {
  online: 'online',
  offline: 'offline',
  lastSeen: (ago: string) => `last seen ${ago}`,
};
const now = new Date('2026-05-02T12:00:00Z');

describe('presenceLine', () => {
  it("should say online, when they were last on ('Xh ago', 'Xd ago'), or offline", () => {
    expect(presenceLine({ status: 'online', lastSeen: null }, 'en', now, texts)).toBe('online');
    expect(
      presenceLine({ status: 'offline', lastSeen: '2026-05-02T09:00:00Z' }, 'en', now, texts),
    ).toBe('last seen 3h ago');
    expect(
      presenceLine({ status: 'offline', lastSeen: '2026-04-29T12:00:00Z' }, 'en', now, texts),
    ).toBe('last seen 3d ago');
    expect(presenceLine({ status: 'away', lastSeen: null }, 'en', now, texts)).toBe('offline');
  });
});
