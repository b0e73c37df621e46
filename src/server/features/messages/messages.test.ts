import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../../protocol';
import { conversationMembers, conversations, messages } from '../../db/schema';
import { testLogin, testStart } from '../../testing/harness';
import { objectCreate } from '../objects/service';
import { messageSend } from './send';

type Started = Awaited<ReturnType<typeof testStart>>;

describe('messages (core 7 POST /api/messages, GET .../messages)', () => {
  let s: Started;
  let emma: string;
  let sofia: string;
  let marco: string;
  let conv: Conversation;

  const send = (cookie: string, payload: object) =>
    s.app.inject({ method: 'POST', url: '/api/messages', headers: { cookie }, payload });
  const page = (cookie: string, query = '') =>
    s.app.inject({
      method: 'GET',
      url: `/api/conversations/${conv.id}/messages${query}`,
      headers: { cookie },
    });
  /** Every stored message, conversation and membership, read from the tables. */
  const storedAll = async () => ({
    messages: await s.app.ctx.db.select().from(messages).orderBy(asc(messages.id)),
    conversations: await s.app.ctx.db.select().from(conversations).orderBy(asc(conversations.id)),
    members: await s.app.ctx.db
      .select()
      .from(conversationMembers)
      .orderBy(asc(conversationMembers.conversationId), asc(conversationMembers.userId)),
  });

  beforeAll(async () => {
    s = await testStart();
    emma = await testLogin(s.app, 'u-emma');
    sofia = await testLogin(s.app, 'u-sofia');
    marco = await testLogin(s.app, 'u-marco');
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: emma },
      payload: { participants: ['u-sofia'] },
    });
    conv = res.json();
  });
  afterAll(() => s.close());

  it('should store a message with the next seq and return it', async () => {
    const res = await send(emma, {
      conversationId: conv.id,
      senderId: 'u-emma',
      content: 'Hola Sofía',
      messageType: 'text',
    });
    expect(res.statusCode).toBe(201);
    const m: Message = res.json();
    expect(m).toMatchObject({
      conversationId: conv.id,
      senderId: 'u-emma',
      content: 'Hola Sofía',
      seq: 1,
    });
    const next = await send(sofia, {
      conversationId: conv.id,
      senderId: 'u-sofia',
      content: '¡Hola!',
    });
    expect(next.json().seq).toBe(2);
    const list: Message[] = (await page(sofia)).json();
    expect(list.map((x) => x.content)).toEqual(['Hola Sofía', '¡Hola!']);
    // What a send answers is exactly what a later read finds.
    expect(list[0]).toEqual(m);
    expect(list[1]).toEqual(next.json());
  });

  it('should return the first message for a retried clientId, never a duplicate', async () => {
    const payload = {
      conversationId: conv.id,
      senderId: 'u-emma',
      content: 'once',
      clientId: 'retry-1',
    };
    const first = await send(emma, payload);
    expect(first.statusCode).toBe(201);
    const again = await send(emma, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const all: Message[] = (await page(emma, '?afterSeq=0')).json();
    expect(all.filter((m) => m.clientId === 'retry-1')).toHaveLength(1);
  });

  it('should store concurrent retries of one send exactly once', async () => {
    const payload = {
      conversationId: conv.id,
      senderId: 'u-emma',
      content: 'burst',
      clientId: 'burst-1',
    };
    const replies = await Promise.all(Array.from({ length: 8 }, () => send(emma, payload)));
    const ids = new Set(replies.map((r) => r.json().id));
    expect(ids.size).toBe(1);
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const all: Message[] = (await page(emma, '?afterSeq=0')).json();
    expect(all.filter((m) => m.clientId === 'burst-1')).toHaveLength(1);
    // No gaps: seq runs 1..n.
    expect(all.map((m) => m.seq)).toEqual(all.map((_, i) => i + 1));
  });

  it('should give seqs without gaps or repeats to concurrent senders', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(i % 2 ? emma : sofia, {
          conversationId: conv.id,
          senderId: i % 2 ? 'u-emma' : 'u-sofia',
          content: `c${i}`,
        }),
      ),
    );
    const all: Message[] = (await page(emma, '?afterSeq=0')).json();
    expect(all.map((m) => m.seq)).toEqual(all.map((_, i) => i + 1));
  });

  it('should settle each send of a group commit on its own: stored, retried or refused', async () => {
    const other: Conversation = (
      await s.app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: { cookie: emma },
        payload: { participants: ['u-marco'] },
      })
    ).json();
    const before: Message[] = (await page(emma, '?afterSeq=0')).json();
    const ctx = s.app.ctx;
    const text = (conversationId: string, content: string, clientId?: string) => ({
      conversationId,
      content,
      messageType: 'text' as const,
      clientId,
    });
    // Pushed together: the first commits alone, the rest wait and commit as one batch.
    const burst = await Promise.allSettled([
      messageSend(ctx, 'u-emma', text(conv.id, 'b0')),
      messageSend(ctx, 'u-emma', text(conv.id, 'b1', 'mix-1')),
      messageSend(ctx, 'u-marco', text(conv.id, 'not a member')),
      messageSend(ctx, 'u-emma', text(other.id, 'to marco')),
      messageSend(ctx, 'u-emma', text(conv.id, 'b1', 'mix-1')),
      messageSend(ctx, 'u-sofia', text(conv.id, 'b2')),
      messageSend(ctx, 'u-marco', text(other.id, 'to emma')),
      messageSend(ctx, 'u-emma', text(conv.id, 'once', 'retry-1')),
    ]);
    const value = (i: number) =>
      (burst[i] as PromiseFulfilledResult<Awaited<ReturnType<typeof messageSend>>>).value;
    expect(burst.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect((burst[2] as PromiseRejectedResult).reason.message).toBe('Conversation not found');
    // The same clientId twice in one batch: one message; a clientId stored earlier: the first one.
    expect(value(1).created).toBe(true);
    expect(value(4)).toEqual({ message: value(1).message, created: false });
    expect(value(7).created).toBe(false);
    expect(value(7).message.content).toBe('once');
    // Each conversation's seqs stay contiguous, in the order the sends arrived.
    const after: Message[] = (await page(emma, '?afterSeq=0')).json();
    expect(after.slice(before.length).map((m) => m.content)).toEqual(['b0', 'b1', 'b2']);
    expect(after.map((m) => m.seq)).toEqual(after.map((_, i) => i + 1));
    const side: Message[] = (
      await s.app.inject({
        method: 'GET',
        url: `/api/conversations/${other.id}/messages`,
        headers: { cookie: marco },
      })
    ).json();
    expect(side.map((m) => [m.seq, m.content])).toEqual([
      [1, 'to marco'],
      [2, 'to emma'],
    ]);
  });

  it('should page with beforeSeq, afterSeq and limit, always ascending', async () => {
    const newest: Message[] = (await page(emma, '?limit=3')).json();
    const last = newest[newest.length - 1]!.seq;
    expect(newest.map((m) => m.seq)).toEqual([last - 2, last - 1, last]);
    const older: Message[] = (await page(emma, `?beforeSeq=${last - 2}&limit=2`)).json();
    expect(older.map((m) => m.seq)).toEqual([last - 4, last - 3]);
    const after: Message[] = (await page(emma, `?afterSeq=${last - 1}`)).json();
    expect(after.map((m) => m.seq)).toEqual([last]);
    expect((await page(emma, '?limit=0')).statusCode).toBe(400);
    expect((await page(emma, '?limit=abc')).statusCode).toBe(400);
  });

  it('should send a burner message with a 24 hour expiry (core 4)', async () => {
    const res = await send(emma, {
      conversationId: conv.id,
      senderId: 'u-emma',
      content: 'poof',
      isBurner: true,
      messageType: 'text',
    });
    const m: Message = res.json();
    expect(m.isBurner).toBe(true);
    expect(m.messageType).toBe('burner');
    const hours = (Date.parse(m.expiresAt!) - Date.parse(m.createdAt)) / 3_600_000;
    expect(hours).toBe(24);
  });

  it.each([
    [{ content: '   ' }, 'Message cannot be empty'],
    [{ content: '' }, 'Message cannot be empty'],
    [{ content: 'x'.repeat(10_001) }, 'Message must be at most 10000 characters'],
    [
      { content: 'hi', messageType: 'fax' },
      expect.stringMatching(/^Invalid option: expected one of/),
    ],
    [{ content: 'hi', clientId: 'has spaces' }, 'clientId must be letters, digits, - or _'],
    [{ content: 'nul\u0000byte' }, 'Message cannot contain NUL characters'],
    [{ content: 'hi', metadata: { note: 'a\u0000b' } }, 'Metadata cannot contain NUL characters'],
  ])('should refuse bad input %j with a 400 and store nothing', async (bad, text) => {
    const before = await storedAll();
    const res = await send(emma, { conversationId: conv.id, senderId: 'u-emma', ...bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(text);
    expect(await storedAll()).toEqual(before);
  });

  it('should refuse to send as another user (403) and store nothing', async () => {
    const before = await storedAll();
    const res = await send(emma, {
      conversationId: conv.id,
      senderId: 'u-sofia',
      content: 'I am Sofía',
    });
    expect(res.statusCode).toBe(403);
    expect(await storedAll()).toEqual(before);
    const forged = await s.app.ctx.db
      .select()
      .from(messages)
      .where(eq(messages.content, 'I am Sofía'));
    expect(forged).toEqual([]);
  });

  it('should hide a conversation from a non-member: read and write are 404', async () => {
    const before = await storedAll();
    expect((await page(marco)).statusCode).toBe(404);
    const res = await send(marco, {
      conversationId: conv.id,
      senderId: 'u-marco',
      content: 'let me in',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Conversation not found', code: 'conversationNotFound' });
    const read = await s.app.inject({
      method: 'POST',
      url: `/api/conversations/${conv.id}/read`,
      headers: { cookie: marco },
      payload: { seq: 1 },
    });
    expect(read.statusCode).toBe(404);
    expect(await storedAll()).toEqual(before);
  });

  it('should answer 404 for a conversation that does not exist, and store nothing', async () => {
    const before = await storedAll();
    const res = await send(emma, { conversationId: 'nope', senderId: 'u-emma', content: 'hello?' });
    expect(res.statusCode).toBe(404);
    expect(await storedAll()).toEqual(before);
  });

  it('should store each message with the language detected when it was sent', async () => {
    const sent = async (
      cookie: string,
      senderId: string,
      content: string,
      messageType = 'text',
      metadata?: object,
    ) =>
      (
        await send(cookie, { conversationId: conv.id, senderId, content, messageType, metadata })
      ).json().language;
    expect(await sent(emma, 'u-emma', 'Je suis en retard, le train est encore bloqué')).toBe('fr');
    expect(await sent(sofia, 'u-sofia', '明天的会议几点开始？')).toBe('zh');
    // Too short to tell: the sender's own language (Sofia's is Spanish, Emma's English).
    expect(await sent(sofia, 'u-sofia', 'ok')).toBe('es');
    expect(await sent(emma, 'u-emma', 'ok')).toBe('en');
    // A picture is not words; its caption is (issue 12), and has the caption's language.
    const photo = async () =>
      objectCreate(s.app.ctx, 'u-emma', {
        kind: 'image',
        bytes: await sharp({
          create: { width: 4, height: 4, channels: 3, background: '#fff' },
        })
          .png()
          .toBuffer(),
      });
    const bare = await photo();
    expect(await sent(emma, 'u-emma', bare.url, 'image', { objectRef: bare.ref })).toBeNull();
    const captioned = await photo();
    expect(
      await sent(emma, 'u-emma', captioned.url, 'image', {
        objectRef: captioned.ref,
        caption: 'Voilà la maison de mes parents, au bord de la mer',
      }),
    ).toBe('fr');
    // Over the live connection's batch path too, and as the page shows it later.
    const live = await messageSend(s.app.ctx, 'u-sofia', {
      conversationId: conv.id,
      content: 'Acabo de llegar a casa, dame diez minutos',
      messageType: 'text',
      clientId: 'lang-1',
    });
    expect(live.message.language).toBe('es');
    const stored: Message[] = (await page(emma)).json();
    expect(stored.find((m) => m.id === live.message.id)?.language).toBe('es');
  });
});
