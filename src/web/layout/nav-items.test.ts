import { describe, expect, it } from 'vitest';
import { tabActive } from './nav-items';

describe('tabActive (secondary 2: bottom navigation)', () => {
  it.each([
    ['/', 'chats'],
    ['/chats', 'chats'],
    ['/status', 'status'],
    ['/videos', 'status'],
    ['/channels', 'channels'],
    ['/contacts', 'contacts'],
    ['/starred', 'more'],
    ['/storage', 'more'],
    ['/linked-devices', 'more'],
    ['/settings', 'more'],
    ['/nowhere', null],
  ])('should make %s activate %s', (path, tab) => {
    expect(tabActive(path)).toBe(tab);
  });
});
