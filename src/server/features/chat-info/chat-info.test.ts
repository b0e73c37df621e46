import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMember, Conversation, Message } from '../../../protocol';
import { conversationMembers, conversations, messages, users } from '../../db/schema';
import type { ChatWho } from '../../testing/chat-fixture';
import { CHAT_USER, chatFixture } from '../../testing/chat-fixture';
import { testLogin } from '../../testing/harness';
import { LiveClient } from '../../testing/live-client';
import { objectCreate } from '../objects/service';

describe('Contact info and Leave group (core 2 chat view header menu)', () => {
  let f: Awaited<ReturnType<typeof chatFixture>>;
  const USER = CHAT_USER;
  const send = (who: ChatWho, conversationId: string, content: string, extra = {}) =>
    f.send(who, conversationId, content, extra);
  const photo = async (who: ChatWho, conversationId: string, extra = {}) => {
    const stored = await objectCreate(f.s.app.ctx, USER[who], {
      kind: 'image',
      bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f60' } })
        .png()
        .toBuffer(),
    });
    return send(who, conversationId, stored.url, {
      messageType: 'image',
      metadata: { objectRef: stored.ref },
      ...extra,
    });
  };
  const members = (who: ChatWho, conversationId: string) =>
    f.inject(who, 'GET', `/api/conversations/${conversationId}/members`);
  const memberIds = async (conversationId: string) =>
    (
      await f.s.app.ctx.db
        .select({ userId: conversationMembers.userId })
        .from(conversationMembers)
        .where(eq(conversationMembers.conversationId, conversationId))
    )
      .map((r) => r.userId)
      .sort();
  const listOf = async (who: ChatWho) =>
    (await f.inject(who, 'GET', '/api/conversations')).json<Conversation[]>();
  const leave = (who: ChatWho, conversationId: string) =>
    f.inject(who, 'POST', `/api/conversations/${conversationId}/leave`);

  beforeAll(async () => {
    f = await chatFixture('Book club');
  });
  afterAll(async () => {
    await f.phonesClose();
    await f.s.close();
  });

  it('should show the members with their profile and when each was last on', async () => {
    const seen = new Date('2026-03-01T09:30:00Z');
    await f.s.app.ctx.db.update(users).set({ lastSeenAt: seen }).where(eq(users.id, 'u-camille'));
    await f.phone('sofia');
    const res = await members('emma', f.group.id);
    expect(res.statusCode).toBe(200);
    const list = res.json<ChatMember[]>();
    // In the order they joined, then by id: the order of the conversation's participants.
    expect(list.map((m) => m.id)).toEqual(f.group.participants);
    expect(list.map((m) => m.id).sort()).toEqual(['u-camille', 'u-emma', 'u-sofia']);
    const byId = (all: ChatMember[], id: string) => all.find((m) => m.id === id)!;
    const sofia = byId(list, 'u-sofia');
    const camille = byId(list, 'u-camille');
    expect(sofia).toMatchObject({
      username: 'sofia',
      displayName: 'Sofía García',
      language: 'es',
      status: 'online',
      lastSeen: null,
      joinedAt: expect.any(String),
    });
    expect(camille).toMatchObject({
      displayName: 'Camille Dubois',
      status: 'offline',
      lastSeen: seen.toISOString(),
    });
    expect(camille.bio === null || typeof camille.bio === 'string').toBe(true);

    // Privacy 'Last seen' off: Camille shares none, and Emma with it off sees nobody's.
    const privacy = (id: string, lastSeen: boolean) =>
      f.s.app.ctx.db.update(users).set({ settings: { lastSeen } }).where(eq(users.id, id));
    const camilleSeenBy = async (who: ChatWho) =>
      byId((await members(who, f.group.id)).json<ChatMember[]>(), 'u-camille').lastSeen;
    await privacy('u-camille', false);
    expect(await camilleSeenBy('emma')).toBeNull();
    await privacy('u-camille', true);
    await privacy('u-emma', false);
    expect(await camilleSeenBy('emma')).toBeNull();
    expect(await camilleSeenBy('sofia')).toBe(seen.toISOString());
    await privacy('u-emma', true);
    await f.phonesClose();
  });

  it('should list the photos of the chat, newest first, a page at a time', async () => {
    const first = await photo('sofia', f.direct.id);
    await send('emma', f.direct.id, 'Nice!');
    const second = await photo('emma', f.direct.id);
    const burner = await photo('emma', f.direct.id, { isBurner: true });
    const unsent = await photo('sofia', f.direct.id);
    const del = await f.inject('sofia', 'DELETE', `/api/messages/${unsent.id}`, {
      userId: 'u-sofia',
    });
    expect(del.statusCode).toBeLessThan(300);
    // Another chat's photo is not this one's.
    await photo('emma', f.group.id);

    const res = await f.inject('emma', 'GET', `/api/conversations/${f.direct.id}/media`);
    expect(res.statusCode).toBe(200);
    const page = res.json<Message[]>();
    expect(page.map((m) => m.id)).toEqual([second.id, first.id]);
    expect(page.map((m) => m.id)).not.toContain(burner.id);
    expect(page[0]).toMatchObject({ messageType: 'image', content: second.content });

    const older = await f.inject(
      'emma',
      'GET',
      `/api/conversations/${f.direct.id}/media?beforeSeq=${second.seq}&limit=1`,
    );
    expect(older.json<Message[]>().map((m) => m.id)).toEqual([first.id]);
    const bad = await f.inject('emma', 'GET', `/api/conversations/${f.direct.id}/media?limit=999`);
    expect(bad.statusCode).toBe(400);
  });

  it('should show members and photos to members only', async () => {
    for (const path of ['members', 'media']) {
      const res = await f.inject('lukas', 'GET', `/api/conversations/${f.group.id}/${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ error: 'Conversation not found', code: 'conversationNotFound' });
    }
  });

  it('should refuse to leave a one-to-one chat, or a group one is not in, and change nothing', async () => {
    const direct = await leave('emma', f.direct.id);
    expect(direct.statusCode).toBe(400);
    expect(direct.json()).toEqual({ error: 'Only a group can be left', code: 'leaveOnlyGroups' });
    expect(await memberIds(f.direct.id)).toEqual(['u-emma', 'u-sofia']);

    const outsider = await leave('lukas', f.group.id);
    expect(outsider.statusCode).toBe(404);
    expect(await memberIds(f.group.id)).toEqual(['u-camille', 'u-emma', 'u-sofia']);
  });

  it('should take a member out of a group, tell the others live, and shut them out', async () => {
    const emmaPhone = await f.phone('emma');
    const sofiaPhone = await f.phone('sofia');
    const camillePhone = await f.phone('camille');
    const camilleLaptop = await LiveClient.open(f.s.url, await testLogin(f.s.app, 'u-camille'));
    try {
      const res = await leave('camille', f.group.id);
      expect(res.statusCode).toBe(204);
      expect(await memberIds(f.group.id)).toEqual(['u-emma', 'u-sofia']);

      const event = { type: 'member_left', conversationId: f.group.id, userId: 'u-camille' };
      expect(await emmaPhone.next('member_left')).toEqual(event);
      expect(await sofiaPhone.next('member_left')).toEqual(event);
      // Her own devices drop the group from their list.
      expect(await camillePhone.next('member_left')).toEqual(event);
      expect(await camilleLaptop.next('member_left')).toEqual(event);

      // Gone from her list; the others' lists no longer count her.
      expect((await listOf('camille')).map((c) => c.id)).not.toContain(f.group.id);
      const emmas = (await listOf('emma')).find((c) => c.id === f.group.id);
      expect(emmas?.participants).toEqual(['u-emma', 'u-sofia']);

      // Nothing of the group is hers any more: no reading, sending, searching or leaving again.
      const groupMessages = () =>
        f.s.app.ctx.db.select().from(messages).where(eq(messages.conversationId, f.group.id));
      const stored = await groupMessages();
      const read = await f.inject('camille', 'GET', `/api/conversations/${f.group.id}/messages`);
      expect(read.statusCode).toBe(404);
      const write = await f.inject('camille', 'POST', '/api/messages', {
        conversationId: f.group.id,
        senderId: 'u-camille',
        content: 'Still here?',
      });
      expect(write.statusCode).toBe(404);
      expect((await members('camille', f.group.id)).statusCode).toBe(404);
      expect((await leave('camille', f.group.id)).statusCode).toBe(404);
      expect(await groupMessages()).toEqual(stored);
      expect(await memberIds(f.group.id)).toEqual(['u-emma', 'u-sofia']);

      // New messages reach the members who stayed, not her (the members cache was told).
      const after = await send('emma', f.group.id, 'See you Thursday');
      await sofiaPhone.next('message', (e) => e.message.id === after.id);
      expect(await camillePhone.none('message')).toBe(true);
    } finally {
      await camilleLaptop.close();
      await f.phonesClose();
    }
  });

  it('should delete a group with its messages when its last member leaves', async () => {
    const made = await f.inject('emma', 'POST', '/api/conversations', {
      participants: ['u-sofia'],
      name: 'Last ones out',
      isGroup: true,
    });
    const group = made.json<Conversation>();
    await send('sofia', group.id, 'Anyone?');
    const rows = () =>
      f.s.app.ctx.db.select().from(conversations).where(eq(conversations.id, group.id));
    expect((await leave('emma', group.id)).statusCode).toBe(204);
    // Sofia still has it, history and all.
    expect(await rows()).toHaveLength(1);
    expect(
      (await f.inject('sofia', 'GET', `/api/conversations/${group.id}/messages`)).statusCode,
    ).toBe(200);

    expect((await leave('sofia', group.id)).statusCode).toBe(204);
    expect(await rows()).toEqual([]);
    const left = await f.s.app.ctx.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, group.id));
    expect(left).toEqual([]);
  });
});
