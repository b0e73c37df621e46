import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message, Receipt } from '../../../protocol';
import { conversationMembers } from '../../db/schema';
import type { ChatWho } from '../../testing/chat-fixture';
import { chatFixture } from '../../testing/chat-fixture';
import type { LiveClient } from '../../testing/live-client';

type Fixture = Awaited<ReturnType<typeof chatFixture>>;

describe('read receipts (issue 11, core 3)', () => {
  let f: Fixture;
  const open = (who: ChatWho) => f.phone(who);
  const send = async (who: ChatWho, conversationId: string, content: string): Promise<Message> =>
    (
      await f.inject(who, 'POST', '/api/messages', {
        conversationId,
        senderId: `u-${who}`,
        content,
      })
    ).json();
  const stored = async (conversationId: string, userId: string) => {
    const [row] = await f.s.app.ctx.db
      .select({
        delivered: conversationMembers.deliveredSeq,
        read: conversationMembers.lastReadSeq,
      })
      .from(conversationMembers)
      .where(
        and(
          eq(conversationMembers.conversationId, conversationId),
          eq(conversationMembers.userId, userId),
        ),
      );
    return row;
  };
  const receiptsSeenBy = async (who: ChatWho, conversationId: string): Promise<Receipt[]> => {
    const list: Conversation[] = (await f.inject(who, 'GET', '/api/conversations')).json();
    return list.find((c) => c.id === conversationId)!.receipts!;
  };
  /** The next pushed position of `userId` (in `conversationId` when given) that `where` accepts. */
  const nextPosition = async (
    client: LiveClient,
    userId: string,
    where: (r: Receipt) => boolean = () => true,
    conversationId?: string,
  ): Promise<Receipt> => {
    const mine = (e: { conversationId: string; receipts: Receipt[] }) =>
      conversationId === undefined || e.conversationId === conversationId
        ? e.receipts.find((r) => r.userId === userId && where(r))
        : undefined;
    return mine(await client.next('receipt', (e) => mine(e) !== undefined))!;
  };
  const privacy = (who: ChatWho, readReceipts: boolean) =>
    f.inject(who, 'PUT', `/api/users/u-${who}/privacy`, { readReceipts });

  beforeAll(async () => {
    f = await chatFixture('Receipts group');
  });
  afterAll(async () => {
    await f.phonesClose();
    await f.s.close();
  });

  it('should push a reported position live to the other member and keep it readable', async () => {
    const emma = await open('emma');
    const sofia = await open('sofia');
    const m1 = await send('emma', f.direct.id, 'Hola');
    const m2 = await send('emma', f.direct.id, '¿Qué tal?');
    await sofia.next('message', (e) => e.message.id === m2.id);

    sofia.send({ type: 'receipt', conversationId: f.direct.id, deliveredSeq: m2.seq });
    expect(await emma.next('receipt')).toEqual({
      type: 'receipt',
      conversationId: f.direct.id,
      receipts: [{ userId: 'u-sofia', deliveredSeq: m2.seq, readSeq: 0 }],
    });
    sofia.send({ type: 'receipt', conversationId: f.direct.id, readSeq: m1.seq });
    expect(await nextPosition(emma, 'u-sofia')).toMatchObject({
      deliveredSeq: m2.seq,
      readSeq: m1.seq,
    });
    // Sofía's other devices hear it too (her badge clears there).
    expect(await nextPosition(sofia, 'u-sofia', (r) => r.readSeq === m1.seq)).toMatchObject({
      userId: 'u-sofia',
      deliveredSeq: m2.seq,
      readSeq: m1.seq,
    });
    // A fresh fetch holds what the events said.
    expect((await receiptsSeenBy('emma', f.direct.id)).find((r) => r.userId === 'u-sofia')).toEqual(
      { userId: 'u-sofia', deliveredSeq: m2.seq, readSeq: m1.seq },
    );
    expect(await stored(f.direct.id, 'u-sofia')).toEqual({ delivered: m2.seq, read: m1.seq });
  });

  it('should never move a position back, past the last message, or leave delivered below read', async () => {
    const conv = (
      await f.inject('emma', 'POST', '/api/conversations', {
        participants: ['u-sofia', 'u-camille'],
        name: 'Positions',
      })
    ).json<Conversation>();
    const emma = await open('emma');
    for (const text of ['a', 'b', 'c']) await send('emma', conv.id, text);
    const camille = await open('camille');

    camille.send({ type: 'receipt', conversationId: conv.id, readSeq: 2 });
    await nextPosition(emma, 'u-camille', (r) => r.readSeq === 2, conv.id);
    // Read implies delivered.
    expect(await stored(conv.id, 'u-camille')).toEqual({ delivered: 2, read: 2 });
    camille.send({ type: 'receipt', conversationId: conv.id, readSeq: 1, deliveredSeq: 1 });
    camille.send({ type: 'receipt', conversationId: conv.id, deliveredSeq: 999, readSeq: 999 });
    await nextPosition(emma, 'u-camille', (r) => r.readSeq === 3, conv.id);
    expect(await stored(conv.id, 'u-camille')).toEqual({ delivered: 3, read: 3 });
    // Going back is no change: nothing pushed, nothing stored.
    camille.send({ type: 'receipt', conversationId: conv.id, readSeq: 1 });
    expect(await emma.none('receipt', 300)).toBe(true);
    expect(await stored(conv.id, 'u-camille')).toEqual({ delivered: 3, read: 3 });

    // The HTTP door follows the same rule.
    const post = (seq: number) =>
      f.inject('sofia', 'POST', `/api/conversations/${conv.id}/read`, { seq });
    expect((await post(50)).statusCode).toBe(204);
    expect(await stored(conv.id, 'u-sofia')).toEqual({ delivered: 3, read: 3 });
    expect((await post(0)).statusCode).toBe(204);
    expect(await stored(conv.id, 'u-sofia')).toEqual({ delivered: 3, read: 3 });
    expect(await nextPosition(emma, 'u-sofia')).toMatchObject({
      readSeq: 3,
    });
    // Unread counts use the same position.
    const sofiaList: Conversation[] = (await f.inject('sofia', 'GET', '/api/conversations')).json();
    expect(sofiaList.find((c) => c.id === conv.id)!.unreadCount).toBe(0);
    await send('emma', conv.id, 'd');
    const after: Conversation[] = (await f.inject('sofia', 'GET', '/api/conversations')).json();
    expect(after.find((c) => c.id === conv.id)!.unreadCount).toBe(1);
  });

  it('should refuse a report from a non-member and store nothing', async () => {
    const lukas = await open('lukas');
    const before = await stored(f.direct.id, 'u-lukas');
    expect(before).toBeUndefined();
    lukas.send({ type: 'receipt', conversationId: f.direct.id, readSeq: 1 });
    expect(await lukas.next('error')).toMatchObject({ error: 'Conversation not found' });
    expect(await stored(f.direct.id, 'u-lukas')).toBeUndefined();
    const post = await f.inject('lukas', 'POST', `/api/conversations/${f.direct.id}/read`, {
      seq: 1,
    });
    expect(post.statusCode).toBe(404);
    // Bad shapes are refused in words.
    lukas.send({ type: 'receipt', conversationId: f.direct.id, readSeq: -1 });
    expect((await lukas.next('error')).error).toBeTruthy();
    const rows = await f.s.app.ctx.db
      .select()
      .from(conversationMembers)
      .where(eq(conversationMembers.userId, 'u-lukas'));
    expect(rows).toHaveLength(0);
  });

  it("should refuse a position past any seq over HTTP as live, without failing another's report", async () => {
    const m = await send('emma', f.group.id, 'Who reads this?');
    // Both within one write window: a position the database cannot hold used to fail the whole
    // window's write, so Sofía's good report was refused with Camille's bad one.
    const [good, bad] = await Promise.all([
      f.inject('sofia', 'POST', `/api/conversations/${f.group.id}/read`, { seq: m.seq }),
      f.inject('camille', 'POST', `/api/conversations/${f.group.id}/read`, { seq: 2 ** 31 }),
    ]);
    expect(bad.statusCode).toBe(400);
    expect(good.statusCode).toBe(204);
    expect((await stored(f.group.id, 'u-sofia'))!.read).toBe(m.seq);
  });

  it('should hide reads both ways when a member turns read receipts off, delivered still flowing', async () => {
    expect((await f.inject('sofia', 'GET', '/api/users/u-sofia/privacy')).json()).toEqual({
      readReceipts: true,
    });
    // Only for oneself, and only a boolean.
    expect(
      (await f.inject('emma', 'PUT', '/api/users/u-sofia/privacy', { readReceipts: false }))
        .statusCode,
    ).toBe(403);
    expect(
      (await f.inject('sofia', 'PUT', '/api/users/u-sofia/privacy', { readReceipts: 'no' }))
        .statusCode,
    ).toBe(400);
    expect((await f.inject('sofia', 'GET', '/api/users/u-sofia/privacy')).json()).toEqual({
      readReceipts: true,
    });
    const off = await privacy('sofia', false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ readReceipts: false });

    const emma = await open('emma');
    const sofia = await open('sofia');
    const mine = await send('emma', f.direct.id, 'Private reading');
    const hers = await send('sofia', f.direct.id, 'Private reply');
    sofia.send({ type: 'receipt', conversationId: f.direct.id, readSeq: hers.seq });
    // Emma learns it arrived, never that it was read.
    expect(await nextPosition(emma, 'u-sofia')).toMatchObject({
      deliveredSeq: hers.seq,
      readSeq: 0,
    });
    expect(await stored(f.direct.id, 'u-sofia')).toEqual({ delivered: hers.seq, read: hers.seq });
    expect((await receiptsSeenBy('emma', f.direct.id)).find((r) => r.userId === 'u-sofia')).toEqual(
      { userId: 'u-sofia', deliveredSeq: hers.seq, readSeq: 0 },
    );
    // And Sofía sees nobody's reads, while her own stays hers.
    emma.send({ type: 'receipt', conversationId: f.direct.id, readSeq: hers.seq });
    expect(await nextPosition(sofia, 'u-emma')).toMatchObject({
      deliveredSeq: hers.seq,
      readSeq: 0,
    });
    const sofiaSees = await receiptsSeenBy('sofia', f.direct.id);
    expect(sofiaSees.find((r) => r.userId === 'u-emma')).toMatchObject({ readSeq: 0 });
    expect(sofiaSees.find((r) => r.userId === 'u-sofia')).toMatchObject({ readSeq: hers.seq });
    expect(mine.seq).toBeLessThan(hers.seq);

    // Back on: the stored truth shows again.
    await privacy('sofia', true);
    expect(
      (await receiptsSeenBy('emma', f.direct.id)).find((r) => r.userId === 'u-sofia'),
    ).toMatchObject({ readSeq: hers.seq });
  });

  it('should store reports that arrive together in one write and push them as one event', async () => {
    const emma = await open('emma');
    const sofia = await open('sofia');
    const camille = await open('camille');
    const last = await send('emma', f.group.id, 'Together');
    await sofia.next('message', (e) => e.message.id === last.id);
    await camille.next('message', (e) => e.message.id === last.id);
    // Both read it within one window; Sofía also reports an older position in between.
    sofia.send({ type: 'receipt', conversationId: f.group.id, readSeq: last.seq });
    camille.send({ type: 'receipt', conversationId: f.group.id, deliveredSeq: last.seq });
    sofia.send({ type: 'receipt', conversationId: f.group.id, deliveredSeq: 1 });
    const event = await emma.next('receipt', (e) => e.conversationId === f.group.id);
    expect(event.receipts).toEqual(
      expect.arrayContaining([
        { userId: 'u-sofia', deliveredSeq: last.seq, readSeq: last.seq },
        { userId: 'u-camille', deliveredSeq: last.seq, readSeq: 0 },
      ]),
    );
    expect(event.receipts).toHaveLength(2);
    expect(await emma.none('receipt', 400)).toBe(true);
    expect(await stored(f.group.id, 'u-sofia')).toEqual({ delivered: last.seq, read: last.seq });
    expect(await stored(f.group.id, 'u-camille')).toEqual({ delivered: last.seq, read: 0 });
  });

  it('should tell the author of what was read and the reader, and leave the rest of the group out', async () => {
    const emma = await open('emma');
    const sofia = await open('sofia');
    const sofiaTablet = await open('sofia');
    const camille = await open('camille');
    const hers = await send('emma', f.group.id, 'Only mine is passed over');
    await camille.next('message', (e) => e.message.id === hers.id);
    sofia.send({ type: 'receipt', conversationId: f.group.id, readSeq: hers.seq });
    // Emma's tick moves; Sofía's other device clears its badge.
    expect(await nextPosition(emma, 'u-sofia', (r) => r.readSeq === hers.seq)).toBeTruthy();
    expect(await nextPosition(sofiaTablet, 'u-sofia', (r) => r.readSeq === hers.seq)).toBeTruthy();
    // Camille has no message in what Sofía passed over: nothing she sees changed.
    expect(await camille.none('receipt', 600)).toBe(true);
    // Her own message, read next, does reach her.
    const camilles = await send('camille', f.group.id, 'And mine');
    sofia.send({ type: 'receipt', conversationId: f.group.id, readSeq: camilles.seq });
    expect(await nextPosition(camille, 'u-sofia', (r) => r.readSeq === camilles.seq)).toBeTruthy();
    expect(await stored(f.group.id, 'u-sofia')).toEqual({
      delivered: camilles.seq,
      read: camilles.seq,
    });
  });
});
