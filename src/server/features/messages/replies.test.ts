import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../../protocol';
import { messages } from '../../db/schema';
import type { ChatWho } from '../../testing/chat-fixture';
import { CHAT_USER, chatFixture } from '../../testing/chat-fixture';
import { LiveClient } from '../../testing/live-client';
import { BURNER_READ_MIN_MS } from '../burner/reading';

describe('replies (issue 31)', () => {
  let f: Awaited<ReturnType<typeof chatFixture>>;
  const live: LiveClient[] = [];
  const send = (who: ChatWho, conversationId: string, content: string, replyTo?: string) =>
    f.inject(who, 'POST', '/api/messages', {
      conversationId,
      senderId: CHAT_USER[who],
      content,
      ...(replyTo ? { replyTo } : {}),
    });
  const stored = async (id: string) =>
    (await f.s.app.ctx.db.select().from(messages).where(eq(messages.id, id)))[0];
  const count = async (conversationId: string) =>
    (
      await f.s.app.ctx.db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, conversationId))
    ).length;

  beforeAll(async () => {
    f = await chatFixture('Replies');
  });
  afterAll(async () => {
    for (const c of live) c.close();
    await f.s.close();
  });

  it('should keep a reply as a reference to the message it answers, live to every member', async () => {
    const original = (await send('sofia', f.group.id, '¿Cenamos a las 8?')).json<Message>();
    const camille = await LiveClient.open(f.s.url, f.cookies.camille);
    live.push(camille);
    const res = await send('emma', f.group.id, 'Yes, perfect', original.id);
    expect(res.statusCode).toBe(201);
    const reply = res.json<Message>();
    expect(reply.replyTo).toBe(original.id);
    const pushed = await camille.next('message', (e) => e.message.id === reply.id);
    expect(pushed.message.replyTo).toBe(original.id);
    // Stored as the id only: none of the original's words are copied.
    const row = await stored(reply.id);
    expect(row!.replyTo).toBe(original.id);
    expect(JSON.stringify(row)).not.toContain('Cenamos');
    // The page carries it too.
    const page = (
      await f.inject('camille', 'GET', `/api/conversations/${f.group.id}/messages`)
    ).json<Message[]>();
    expect(page.find((m) => m.id === reply.id)!.replyTo).toBe(original.id);
    // A plain message has none.
    expect(page.find((m) => m.id === original.id)).not.toHaveProperty('replyTo');
  });

  it('should give a member the message a reply answers, as it is now, and nobody else', async () => {
    const original = (await send('sofia', f.direct.id, 'Vuelo a las 9')).json<Message>();
    const mine = await f.inject('emma', 'GET', `/api/messages/${original.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Message>()).toMatchObject({ id: original.id, content: 'Vuelo a las 9' });
    const outsider = await f.inject('camille', 'GET', `/api/messages/${original.id}`);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().error).toBe('Message not found');
    // Unsent: it stays there, emptied, so a quote can say 'Message unavailable'.
    await f.inject('sofia', 'DELETE', `/api/messages/${original.id}`, { userId: 'u-sofia' });
    expect(
      (await f.inject('emma', 'GET', `/api/messages/${original.id}`)).json<Message>(),
    ).toMatchObject({
      content: '',
      deletedAt: expect.any(String),
    });
  });

  it('should quote a burner original as unavailable once it burns, and keep the reply', async () => {
    const burner = (
      await f.inject('sofia', 'POST', '/api/messages', {
        conversationId: f.direct.id,
        senderId: 'u-sofia',
        content: 'Door code 4411',
        isBurner: true,
      })
    ).json<Message>();
    const res = await send('emma', f.direct.id, 'Got it', burner.id);
    expect(res.statusCode).toBe(201);
    const reply = res.json<Message>();
    expect(reply.replyTo).toBe(burner.id);

    // Emma reads it; once her reading window has passed, it burns.
    const read = await f.inject('emma', 'POST', `/api/conversations/${f.direct.id}/read`, {
      seq: burner.seq,
    });
    expect(read.statusCode).toBe(204);
    const readAt = Date.now();
    try {
      f.s.app.ctx.clock.now = () => new Date(readAt + BURNER_READ_MIN_MS + 1_000);
      expect(await f.s.app.burner.sweep()).toBe(1);
    } finally {
      f.s.app.ctx.clock.now = () => new Date();
    }

    // What a quote asks for says it is gone, to both, with none of its words.
    for (const who of ['emma', 'sofia'] as const) {
      const quoted = await f.inject(who, 'GET', `/api/messages/${burner.id}`);
      expect(quoted.statusCode).toBe(200);
      expect(quoted.json<Message>()).toMatchObject({
        id: burner.id,
        content: '',
        metadata: null,
        deletedAt: expect.any(String),
      });
      expect(quoted.body).not.toContain('4411');
    }
    const original = await stored(burner.id);
    expect(original).toMatchObject({ content: '', metadata: null });
    expect(original!.deletedAt).not.toBeNull();
    // The reply itself stays, still pointing at it.
    expect(await stored(reply.id)).toMatchObject({
      content: 'Got it',
      replyTo: burner.id,
      deletedAt: null,
    });
    const page = (
      await f.inject('sofia', 'GET', `/api/conversations/${f.direct.id}/messages`)
    ).json<Message[]>();
    expect(page.find((m) => m.id === reply.id)).toMatchObject({
      content: 'Got it',
      replyTo: burner.id,
    });
  });

  it('should refuse a reply to a message of another chat, or to none, and store nothing', async () => {
    const elsewhere = (await send('sofia', f.group.id, 'In the group')).json<Message>();
    const before = await count(f.direct.id);
    for (const replyTo of [elsewhere.id, 'no-such-message']) {
      const res = await send('emma', f.direct.id, 'Which one?', replyTo);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('The message you are replying to is not in this chat');
    }
    expect(await count(f.direct.id)).toBe(before);
    // Over the live connection, the same refusal.
    const emma = await LiveClient.open(f.s.url, f.cookies.emma);
    live.push(emma);
    emma.send({
      type: 'message',
      conversationId: f.direct.id,
      content: 'Live reply',
      clientId: 'live-reply-1',
      replyTo: elsewhere.id,
    });
    const refused = await emma.next('error', (e) => e.clientId === 'live-reply-1');
    expect(refused.error).toBe('The message you are replying to is not in this chat');
    expect(await count(f.direct.id)).toBe(before);
  });
});
