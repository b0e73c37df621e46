import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatPreferences, Conversation } from '../../../protocol';
import { conversationMembers } from '../../db/schema';
import type { ChatWho } from '../../testing/chat-fixture';
import { chatFixture } from '../../testing/chat-fixture';
import { testLogin } from '../../testing/harness';
import { LiveClient } from '../../testing/live-client';

describe('chat menu Mute and Wallpaper (core 2 chat view header)', () => {
  let f: Awaited<ReturnType<typeof chatFixture>>;
  const USER: Record<ChatWho, string> = {
    emma: 'u-emma',
    sofia: 'u-sofia',
    camille: 'u-camille',
    lukas: 'u-lukas',
  };

  const put = (who: ChatWho, conversationId: string, body: unknown) =>
    f.inject(who, 'PUT', `/api/conversations/${conversationId}/preferences`, body);
  /** Every member's stored choices for one conversation, by user. */
  const stored = async (conversationId: string) => {
    const rows = await f.s.app.ctx.db
      .select({
        userId: conversationMembers.userId,
        muted: conversationMembers.muted,
        wallpaper: conversationMembers.wallpaper,
      })
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, conversationId));
    return Object.fromEntries(
      rows.map((r) => [r.userId, { muted: r.muted, wallpaper: r.wallpaper }]),
    );
  };
  const listed = async (who: ChatWho, conversationId: string) =>
    (await f.inject(who, 'GET', '/api/conversations'))
      .json<Conversation[]>()
      .find((c) => c.id === conversationId);

  beforeAll(async () => {
    f = await chatFixture('Weekend');
  });
  afterEach(async () => {
    await f.phonesClose();
    // Each test starts from the defaults.
    await f.s.app.ctx.db
      .update(conversationMembers)
      .set({ muted: false, wallpaper: null, pinnedAt: null });
  });
  afterAll(() => f.s.close());

  it('should mute a chat for the member who asks only, and list it so for them alone', async () => {
    const res = await put('emma', f.group.id, { muted: true });
    expect(res.statusCode).toBe(200);
    expect(res.json<ChatPreferences>()).toEqual({
      conversationId: f.group.id,
      muted: true,
      wallpaper: null,
      pinnedAt: null,
    });
    expect(await stored(f.group.id)).toEqual({
      'u-emma': { muted: true, wallpaper: null },
      'u-sofia': { muted: false, wallpaper: null },
      'u-camille': { muted: false, wallpaper: null },
    });
    // Per chat: her chat with Sofía is not muted.
    expect((await stored(f.direct.id))['u-emma']).toEqual({ muted: false, wallpaper: null });
    expect(await listed('emma', f.group.id)).toMatchObject({ muted: true, wallpaper: null });
    expect(await listed('emma', f.direct.id)).toMatchObject({ muted: false, wallpaper: null });
    expect(await listed('sofia', f.group.id)).toMatchObject({ muted: false, wallpaper: null });

    // Unmuting stores false again.
    expect((await put('emma', f.group.id, { muted: false })).json<ChatPreferences>().muted).toBe(
      false,
    );
    expect((await stored(f.group.id))['u-emma']).toEqual({ muted: false, wallpaper: null });
  });

  it('should keep a wallpaper per chat and per member, leaving Mute as it was', async () => {
    await put('emma', f.direct.id, { muted: true });
    const res = await put('emma', f.direct.id, { wallpaper: 'ocean' });
    expect(res.json<ChatPreferences>()).toEqual({
      conversationId: f.direct.id,
      muted: true,
      wallpaper: 'ocean',
      pinnedAt: null,
    });
    await put('sofia', f.direct.id, { wallpaper: 'peach' });
    await put('emma', f.group.id, { wallpaper: 'rose' });
    expect(await stored(f.direct.id)).toEqual({
      'u-emma': { muted: true, wallpaper: 'ocean' },
      'u-sofia': { muted: false, wallpaper: 'peach' },
    });
    expect((await stored(f.group.id))['u-emma']).toEqual({ muted: false, wallpaper: 'rose' });
    expect(await listed('emma', f.direct.id)).toMatchObject({ wallpaper: 'ocean' });
    expect(await listed('sofia', f.direct.id)).toMatchObject({ wallpaper: 'peach' });

    // null is the default background again.
    await put('emma', f.direct.id, { wallpaper: null });
    expect((await stored(f.direct.id))['u-emma']).toEqual({ muted: true, wallpaper: null });
  });

  it("should tell the member's other devices, and nobody else", async () => {
    const laptop = await LiveClient.open(f.s.url, await testLogin(f.s.app, USER.emma));
    const sofiaPhone = await f.phone('sofia');
    try {
      await put('emma', f.direct.id, { muted: true, wallpaper: 'mint' });
      expect(await laptop.next('chat_preferences_updated')).toEqual({
        type: 'chat_preferences_updated',
        conversationId: f.direct.id,
        muted: true,
        wallpaper: 'mint',
        pinnedAt: null,
      });
      expect(await sofiaPhone.none('chat_preferences_updated')).toBe(true);
    } finally {
      await laptop.close();
    }
  });

  it('should tell my other connection of a pin with its time, and of an unpin with null', async () => {
    const phone = await f.phone('emma');
    const laptop = await LiveClient.open(f.s.url, await testLogin(f.s.app, USER.emma));
    const sofiaPhone = await f.phone('sofia');
    const pinnedAt = async () => {
      const [row] = await f.s.app.ctx.db
        .select({ pinnedAt: conversationMembers.pinnedAt })
        .from(conversationMembers)
        .where(
          and(
            eq(conversationMembers.conversationId, f.group.id),
            eq(conversationMembers.userId, USER.emma),
          ),
        );
      return row!.pinnedAt?.toISOString() ?? null;
    };
    const clockNow = f.s.app.ctx.clock.now;
    try {
      f.s.app.ctx.clock.now = () => new Date('2026-07-02T08:30:00Z');
      expect((await put('emma', f.group.id, { pinned: true })).statusCode).toBe(200);
      const pinned = {
        type: 'chat_preferences_updated',
        conversationId: f.group.id,
        muted: false,
        wallpaper: null,
        pinnedAt: '2026-07-02T08:30:00.000Z',
      };
      expect(await laptop.next('chat_preferences_updated')).toEqual(pinned);
      expect(await phone.next('chat_preferences_updated')).toEqual(pinned);
      expect(await pinnedAt()).toBe('2026-07-02T08:30:00.000Z');

      expect((await put('emma', f.group.id, { pinned: false })).statusCode).toBe(200);
      expect(await laptop.next('chat_preferences_updated')).toEqual({ ...pinned, pinnedAt: null });
      expect(await phone.next('chat_preferences_updated')).toEqual({ ...pinned, pinnedAt: null });
      expect(await pinnedAt()).toBeNull();
      // A pin is Emma's own: the other members hear nothing of it.
      expect(await sofiaPhone.none('chat_preferences_updated')).toBe(true);
    } finally {
      f.s.app.ctx.clock.now = clockNow;
      await laptop.close();
    }
  });

  it('should refuse a non-member with 404 and change nothing', async () => {
    const before = await stored(f.group.id);
    const res = await put('lukas', f.group.id, { muted: true, wallpaper: 'sky' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Conversation not found', code: 'conversationNotFound' });
    expect(await stored(f.group.id)).toEqual(before);
    expect((await put('emma', 'no-such-chat', { muted: true })).statusCode).toBe(404);
  });

  it('should refuse bad input in words and change nothing', async () => {
    await put('emma', f.group.id, { muted: true, wallpaper: 'sky' });
    const cases: Array<[unknown, string]> = [
      [{}, 'Nothing to change: send muted or wallpaper'],
      [{ muted: 'yes' }, 'muted must be true or false'],
      [{ wallpaper: 'neon' }, 'Unknown wallpaper'],
      [{ wallpaper: 7 }, 'Unknown wallpaper'],
    ];
    for (const [body, error] of cases) {
      const res = await put('emma', f.group.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ error: string }>().error).toBe(error);
    }
    // Nobody else's choice can be set through this door: unknown fields are refused.
    const other = await put('emma', f.group.id, { muted: false, userId: 'u-sofia' });
    expect(other.statusCode).toBe(400);
    expect((await stored(f.group.id))['u-emma']).toEqual({ muted: true, wallpaper: 'sky' });
  });

  it('should need a session', async () => {
    const res = await f.s.app.inject({
      method: 'PUT',
      url: `/api/conversations/${f.group.id}/preferences`,
      payload: { muted: true },
    });
    expect(res.statusCode).toBe(401);
    const rows = await f.s.app.ctx.db
      .select()
      .from(conversationMembers)
      .where(and(eq(conversationMembers.muted, true)));
    expect(rows).toHaveLength(0);
  });

  it('should pin up to 3 chats at the top of the member’s own list, the newest pin first', async () => {
    const more = await Promise.all(
      ['Books', 'Climbing', 'Dinner'].map(
        async (name) =>
          (
            await f.inject('emma', 'POST', '/api/conversations', {
              participants: ['u-sofia', 'u-camille'],
              name,
            })
          ).json<Conversation>().id,
      ),
    );
    const at = (iso: string) => {
      f.s.app.ctx.clock.now = () => new Date(iso);
    };
    at('2026-07-01T10:00:00Z');
    expect(
      (await put('emma', f.direct.id, { pinned: true })).json<ChatPreferences>().pinnedAt,
    ).toBe('2026-07-01T10:00:00.000Z');
    at('2026-07-01T10:01:00Z');
    await put('emma', more[0]!, { pinned: true });
    at('2026-07-01T10:02:00Z');
    await put('emma', more[1]!, { pinned: true });
    // Pinning one again keeps its place.
    at('2026-07-01T10:03:00Z');
    expect(
      (await put('emma', f.direct.id, { pinned: true })).json<ChatPreferences>().pinnedAt,
    ).toBe('2026-07-01T10:00:00.000Z');
    const order = (await f.inject('emma', 'GET', '/api/conversations'))
      .json<Conversation[]>()
      .map((c) => c.id);
    expect(order.slice(0, 3)).toEqual([more[1], more[0], f.direct.id]);
    // Sofía's list is her own.
    expect((await listed('sofia', f.direct.id))?.pinnedAt).toBeUndefined();

    // A fourth is refused, and nothing changes.
    const fourth = await put('emma', more[2]!, { pinned: true });
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().error).toBe('You can pin up to 3 chats');
    const [row] = await f.s.app.ctx.db
      .select({ pinnedAt: conversationMembers.pinnedAt })
      .from(conversationMembers)
      .where(
        and(
          eq(conversationMembers.conversationId, more[2]!),
          eq(conversationMembers.userId, 'u-emma'),
        ),
      );
    expect(row!.pinnedAt).toBeNull();
    // Unpinning one makes room.
    expect(
      (await put('emma', more[0]!, { pinned: false })).json<ChatPreferences>().pinnedAt,
    ).toBeNull();
    expect((await put('emma', more[2]!, { pinned: true })).statusCode).toBe(200);
  });
});
