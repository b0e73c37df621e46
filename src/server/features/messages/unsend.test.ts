import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message, Payment } from '../../../protocol';
import { UNSEND_WINDOW_MS } from '../../../protocol';
import { messages } from '../../db/schema';
import { LiveClient } from '../../testing/live-client';
import { testLogin, testStart } from '../../testing/harness';
import { messageUnsend } from './unsend';

type Started = Awaited<ReturnType<typeof testStart>>;

describe('unsending a message (core 4, 5, 7 DELETE /api/messages/{id})', () => {
  let s: Started;
  let emma: string;
  let sofia: string;
  let conv: Conversation;
  const live: LiveClient[] = [];

  const inject = (
    cookie: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => s.app.inject({ method, url, headers: { cookie }, payload });
  const sendAs = async (cookie: string, senderId: string, content: string): Promise<Message> =>
    (
      await inject(cookie, 'POST', '/api/messages', { conversationId: conv.id, senderId, content })
    ).json();
  const unsend = (cookie: string, id: string, userId: string) =>
    inject(cookie, 'DELETE', `/api/messages/${id}`, { userId });
  const page = async (query = ''): Promise<Message[]> =>
    (await inject(sofia, 'GET', `/api/conversations/${conv.id}/messages${query}`)).json();
  /** The stored row of a message, read from the table. */
  const row = async (id: string) =>
    (await s.app.ctx.db.select().from(messages).where(eq(messages.id, id)))[0];

  beforeAll(async () => {
    s = await testStart();
    emma = await testLogin(s.app, 'u-emma');
    sofia = await testLogin(s.app, 'u-sofia');
    conv = (await inject(emma, 'POST', '/api/conversations', { participants: ['u-sofia'] })).json();
  });
  afterAll(async () => {
    for (const c of live) await c.close();
    await s.close();
  });

  it('should empty the message for everyone, keeping its place, and tell their devices', async () => {
    const watcher = await LiveClient.open(s.url, sofia);
    live.push(watcher);
    const sent = await sendAs(emma, 'u-emma', 'Oops, wrong chat');
    const res = await unsend(emma, sent.id, 'u-emma');
    expect(res.statusCode).toBe(200);
    const unsent = res.json<Message>();
    expect(unsent).toMatchObject({ id: sent.id, seq: sent.seq, content: '', metadata: null });
    expect(unsent.deletedAt).not.toBeNull();
    expect(unsent.changeSeq).toBeGreaterThan(0);
    const pushed = await watcher.next(
      'message',
      (e) => e.message.id === sent.id && !!e.message.deletedAt,
    );
    expect(pushed.message.content).toBe('');
    const held = (await page()).find((m) => m.id === sent.id);
    expect(held).toMatchObject({ content: '', deletedAt: unsent.deletedAt });
    // Asked again: the same answer, nothing more changed.
    expect((await unsend(emma, sent.id, 'u-emma')).json<Message>()).toEqual(unsent);
  });

  it('should let only the sender unsend, and only within 2 minutes', async () => {
    const sent = await sendAs(emma, 'u-emma', 'Hasta luego');
    const stored = await row(sent.id);
    expect(stored).toMatchObject({ content: 'Hasta luego', deletedAt: null });
    const bySofia = await unsend(sofia, sent.id, 'u-sofia');
    expect(bySofia.statusCode).toBe(403);
    expect(bySofia.json().error).toBe('Only the sender can unsend a message');
    expect((await unsend(sofia, sent.id, 'u-emma')).statusCode).toBe(403);
    const marco = await testLogin(s.app, 'u-marco');
    expect((await unsend(marco, sent.id, 'u-marco')).statusCode).toBe(404);
    expect((await unsend(emma, 'no-such-message', 'u-emma')).statusCode).toBe(404);
    expect((await inject(emma, 'DELETE', `/api/messages/${sent.id}`)).statusCode).toBe(400);

    const late = new Date(Date.parse(sent.createdAt) + UNSEND_WINDOW_MS + 1_000);
    await expect(messageUnsend(s.app.ctx, 'u-emma', sent.id, late)).rejects.toThrow(
      'Messages can only be unsent within 2 minutes',
    );
    expect((await page()).find((m) => m.id === sent.id)?.content).toBe('Hasta luego');
    expect(await row(sent.id)).toEqual(stored);
  });

  it('should keep payment messages, which stand for money that moved', async () => {
    const made = await inject(emma, 'POST', '/api/payments', {
      fromUserId: 'u-emma',
      toUserId: 'u-sofia',
      amount: 1,
      conversationId: conv.id,
    });
    const payment = made.json<Payment>();
    const card = (await page()).find((m) => m.metadata?.paymentId === payment.id)!;
    const stored = await row(card.id);
    expect(stored).toMatchObject({ messageType: 'payment', deletedAt: null });
    const res = await unsend(emma, card.id, 'u-emma');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('This message cannot be unsent');
    // Still there as it was; only its status is the settlement's to change, later.
    expect(await row(card.id)).toMatchObject({
      content: stored!.content,
      deletedAt: null,
      changeSeq: stored!.changeSeq,
    });
  });

  it('should give a device that was away every edit and unsend, in the order they happened', async () => {
    const before = Math.max(0, ...(await page('?changedAfter=0')).map((m) => m.changeSeq ?? 0));
    const first = await sendAs(emma, 'u-emma', 'See you at five');
    const second = await sendAs(emma, 'u-emma', 'Bring the cake');
    await inject(emma, 'PUT', `/api/messages/${first.id}/edit`, {
      userId: 'u-emma',
      content: 'See you at six',
    });
    await unsend(emma, second.id, 'u-emma');
    const changes = await page(`?changedAfter=${before}`);
    expect(changes.map((m) => [m.id, m.content])).toEqual([
      [first.id, 'See you at six'],
      [second.id, ''],
    ]);
    expect(changes[1]!.changeSeq).toBeGreaterThan(changes[0]!.changeSeq!);
    const after = await page(`?changedAfter=${changes[0]!.changeSeq}`);
    expect(after.map((m) => m.id)).toEqual([second.id]);
  });
});
