import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, MessageStarState, StarredMessage } from '../../../protocol';
import { conversationMembers, messageStars } from '../../db/schema';
import type { ChatWho } from '../../testing/chat-fixture';
import { chatFixture } from '../../testing/chat-fixture';
import { testLogin } from '../../testing/harness';
import { LiveClient } from '../../testing/live-client';
import { objectCreate } from '../objects/service';

describe("starred messages (secondary 'Starred Messages', sections 3, 4 and 8)", () => {
  let f: Awaited<ReturnType<typeof chatFixture>>;
  const live: LiveClient[] = [];
  const USER: Record<ChatWho, string> = {
    emma: 'u-emma',
    sofia: 'u-sofia',
    camille: 'u-camille',
    lukas: 'u-lukas',
  };

  const send = async (
    who: ChatWho,
    conversationId: string,
    content: string,
    type = 'text',
    metadata?: object,
  ) =>
    (
      await f.inject(who, 'POST', '/api/messages', {
        conversationId,
        senderId: USER[who],
        content,
        messageType: type,
        metadata,
      })
    ).json<Message>();
  const star = (who: ChatWho, id: string) => f.inject(who, 'PUT', `/api/messages/${id}/star`);
  const unstar = (who: ChatWho, id: string) => f.inject(who, 'DELETE', `/api/messages/${id}/star`);
  const list = async (who: ChatWho) => {
    const res = await f.inject(who, 'GET', `/api/users/${USER[who]}/starred`);
    expect(res.statusCode).toBe(200);
    return res.json<StarredMessage[]>();
  };
  /** The stored star rows of one message, whoever made them. */
  const stored = (messageId: string) =>
    f.s.app.ctx.db.select().from(messageStars).where(eq(messageStars.messageId, messageId));
  const at = (iso: string) => {
    f.s.app.ctx.clock.now = () => new Date(iso);
  };

  beforeAll(async () => {
    f = await chatFixture('Trip');
  });
  afterAll(async () => {
    for (const c of live) c.close();
    await f.s.close();
  });

  it('should star a message for the member who asks, once, and tell only their devices', async () => {
    const m = await send('sofia', f.direct.id, 'Flight lands at 9');
    const emmaPhone = await LiveClient.open(f.s.url, f.cookies.emma);
    live.push(emmaPhone);
    at('2026-05-01T10:00:00Z');
    const first = await star('emma', m.id);
    expect(first.statusCode).toBe(200);
    expect(first.json<MessageStarState>()).toEqual({
      messageId: m.id,
      starred: true,
      starredAt: '2026-05-01T10:00:00.000Z',
    });
    const pushed = await emmaPhone.next('star_updated', (e) => e.messageId === m.id);
    expect(pushed).toMatchObject({ starred: true, starredAt: '2026-05-01T10:00:00.000Z' });

    // Idempotent: starring again keeps the first moment and one row.
    at('2026-05-01T11:00:00Z');
    expect((await star('emma', m.id)).json<MessageStarState>().starredAt).toBe(
      '2026-05-01T10:00:00.000Z',
    );
    const rows = await stored(m.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: 'u-emma' });

    // Sofia's list is her own: Emma's star is not in it.
    expect((await list('sofia')).map((s) => s.id)).not.toContain(m.id);

    expect((await unstar('emma', m.id)).json<MessageStarState>()).toEqual({
      messageId: m.id,
      starred: false,
      starredAt: null,
    });
    expect(await stored(m.id)).toHaveLength(0);
    // Unstarring twice is the same as once.
    expect((await unstar('emma', m.id)).statusCode).toBe(200);
    await emmaPhone.next('star_updated', (e) => e.messageId === m.id && !e.starred);
  });

  it("should tell the user's other devices, and nobody else", async () => {
    const m = await send('sofia', f.direct.id, 'Keys are under the mat');
    // Emma's laptop: a second session of hers. Sofía is in the chat too, but stars are private.
    const laptop = await LiveClient.open(f.s.url, await testLogin(f.s.app, 'u-emma'));
    const sofiaPhone = await LiveClient.open(f.s.url, f.cookies.sofia);
    live.push(laptop, sofiaPhone);
    await star('emma', m.id);
    expect(await laptop.next('star_updated', (e) => e.messageId === m.id)).toMatchObject({
      starred: true,
    });
    expect(await sofiaPhone.none('star_updated')).toBe(true);
  });

  it('should refuse outsiders with 404 and store nothing', async () => {
    const m = await send('emma', f.group.id, 'Group secret');
    const res = await star('lukas', m.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Message not found', code: 'messageNotFound' });
    expect((await star('lukas', 'no-such-message')).statusCode).toBe(404);
    expect(await stored(m.id)).toHaveLength(0);

    // Someone else's star cannot be taken away by an outsider either.
    await star('camille', m.id);
    expect((await unstar('lukas', m.id)).statusCode).toBe(404);
    expect(await stored(m.id)).toHaveLength(1);
  });

  it("should refuse another user's list with 403", async () => {
    const res = await f.inject('lukas', 'GET', '/api/users/u-emma/starred');
    expect(res.statusCode).toBe(403);
  });

  it('should list the spec entity, newest star first, with names, types and the language', async () => {
    const text = await send('sofia', f.direct.id, 'The cat is black and the house is big');
    const link = await send('camille', f.group.id, 'Look at https://example.org/trip?day=2 now');
    const photo = await objectCreate(f.s.app.ctx, 'u-sofia', {
      kind: 'image',
      bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fc0' } })
        .png()
        .toBuffer(),
    });
    const picture = await send('sofia', f.group.id, photo.url, 'image', { objectRef: photo.ref });
    at('2026-06-01T08:00:00Z');
    await star('emma', text.id);
    at('2026-06-01T09:00:00Z');
    await star('emma', link.id);
    at('2026-06-01T10:00:00Z');
    await star('emma', picture.id);

    const starred = (await list('emma')).filter((s) =>
      [text.id, link.id, picture.id].includes(s.id),
    );
    expect(starred.map((s) => s.id)).toEqual([picture.id, link.id, text.id]);
    expect(starred[2]).toEqual({
      id: text.id,
      content: 'The cat is black and the house is big',
      messageType: 'text',
      sourceType: 'text',
      senderId: 'u-sofia',
      senderName: 'Sofía García',
      senderAvatar: expect.any(String),
      // One-to-one: named after the other person.
      conversationId: f.direct.id,
      conversationName: 'Sofía García',
      createdAt: text.createdAt,
      starredAt: '2026-06-01T08:00:00.000Z',
      language: 'en',
      seq: text.seq,
      editedAt: null,
    });
    expect(starred[1]).toMatchObject({
      messageType: 'link',
      conversationName: 'Trip',
      senderName: 'Camille Dubois',
      linkPreview: { url: 'https://example.org/trip?day=2', title: 'example.org' },
    });
    expect(starred[0]).toMatchObject({
      messageType: 'image',
      sourceType: 'image',
      media: `/api/images/${photo.ref}`,
    });
  });

  it('should name a group without a name after the other members', async () => {
    const unnamed = (
      await f.inject('emma', 'POST', '/api/conversations', {
        participants: ['u-sofia', 'u-camille'],
      })
    ).json<{ id: string }>();
    const m = await send('camille', unnamed.id, 'Hello all');
    await star('emma', m.id);
    const found = (await list('emma')).find((s) => s.id === m.id);
    // In the order of the conversation's participants (joined, then id), as the chat list has it.
    expect(found?.conversationName).toBe('Camille Dubois, Sofía García');
  });

  it('should leave out unsent messages and conversations the user has left', async () => {
    const gone = await send('emma', f.direct.id, 'Oops, wrong chat');
    await star('emma', gone.id);
    await f.inject('emma', 'DELETE', `/api/messages/${gone.id}`, { userId: 'u-emma' });
    expect((await list('emma')).map((s) => s.id)).not.toContain(gone.id);
    // An unsent message cannot be starred again.
    expect((await star('sofia', gone.id)).statusCode).toBe(404);
    expect((await stored(gone.id)).filter((r) => r.userId === 'u-sofia')).toHaveLength(0);

    const m = await send('sofia', f.group.id, 'Before Camille left');
    await star('camille', m.id);
    expect((await list('camille')).map((s) => s.id)).toContain(m.id);
    const db = f.s.app.ctx.db;
    await db
      .delete(conversationMembers)
      .where(
        and(
          eq(conversationMembers.conversationId, f.group.id),
          eq(conversationMembers.userId, 'u-camille'),
        ),
      );
    await f.s.app.ctx.members.changed(f.group.id);
    expect((await list('camille')).map((s) => s.id)).not.toContain(m.id);
    // And, no longer a member, she cannot star there any more.
    const other = await send('sofia', f.group.id, 'After Camille left');
    expect((await star('camille', other.id)).statusCode).toBe(404);
    expect(await stored(other.id)).toEqual([]);
  });
});
