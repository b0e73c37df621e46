import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../../protocol';
import { conversationsApplyPreferences } from './preferences-cache';

const conv = (id: string, over: Partial<Conversation> = {}): Conversation => ({
  id,
  name: null,
  isGroup: false,
  participants: ['u-emma', 'u-sofia'],
  updatedAt: '2026-05-01T10:00:00.000Z',
  ...over,
});

describe('conversationsApplyPreferences', () => {
  it("should set one chat's Mute and Wallpaper and leave the others alone", () => {
    const list = [conv('a'), conv('b', { muted: false, wallpaper: null })];
    const next = conversationsApplyPreferences(list, {
      conversationId: 'b',
      muted: true,
      wallpaper: 'ocean',
    });
    expect(next[1]).toMatchObject({ id: 'b', muted: true, wallpaper: 'ocean' });
    expect(next[0]).toBe(list[0]);
    expect(list[1]).toMatchObject({ muted: false, wallpaper: null });
  });

  it('should give the same list back when nothing changes or the chat is unknown', () => {
    const list = [conv('a')];
    expect(
      conversationsApplyPreferences(list, { conversationId: 'a', muted: false, wallpaper: null }),
    ).toBe(list);
    expect(
      conversationsApplyPreferences(list, { conversationId: 'x', muted: true, wallpaper: null }),
    ).toBe(list);
  });
});
