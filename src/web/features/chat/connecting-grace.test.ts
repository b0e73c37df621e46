import { describe, expect, it } from 'vitest';
import {
  CONNECTING_GRACE_MS,
  connectingBannerShown,
  connectingGraceLeft,
} from './connecting-grace';

const first = { status: 'closed' as const, offline: false, hasOpened: false, graceOver: false };

describe('connecting banner', () => {
  it('should not show while the connection is open', () => {
    expect(connectingBannerShown({ ...first, status: 'open' })).toBe(false);
    expect(connectingBannerShown({ ...first, status: 'open', offline: true })).toBe(false);
  });

  it('should wait out the first connection grace before saying Connecting', () => {
    expect(connectingBannerShown(first)).toBe(false);
    expect(connectingBannerShown({ ...first, status: 'connecting' })).toBe(false);
    expect(connectingBannerShown({ ...first, graceOver: true })).toBe(true);
    expect(connectingGraceLeft(0)).toBe(CONNECTING_GRACE_MS);
    expect(connectingGraceLeft(400)).toBe(CONNECTING_GRACE_MS - 400);
    expect(connectingGraceLeft(CONNECTING_GRACE_MS + 1)).toBe(0);
  });

  it('should show a drop at once, and no network at once', () => {
    expect(connectingBannerShown({ ...first, status: 'connecting', hasOpened: true })).toBe(true);
    expect(connectingBannerShown({ ...first, offline: true })).toBe(true);
  });
});
