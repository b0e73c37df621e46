import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BroadcastAnalytics,
  BroadcastList,
  BroadcastSubscriber,
  Conversation,
  RecentBroadcast,
} from '../../../protocol';
import { broadcastReadPercent } from '../../../protocol';
import {
  broadcastDeliveries,
  broadcastLists,
  broadcastSubscriptions,
  broadcasts,
  conversationMembers,
  messages,
} from '../../db/schema';
import { LiveClient } from '../../testing/live-client';
import { testLogin, testStart } from '../../testing/harness';

type Started = Awaited<ReturnType<typeof testStart>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Lists = { mine: BroadcastList[]; subscribed: BroadcastList[] };

describe("broadcast lists (secondary 'Broadcast Messages', sections 3, 4, 5, 6)", () => {
  let s: Started;
  const cookies: Record<string, string> = {};
  const who = ['u-emma', 'u-sofia', 'u-marco', 'u-yuki', 'u-layla', 'u-lukas'] as const;
  const live: LiveClient[] = [];

  const call = (user: string, method: Method, url: string, payload?: object) =>
    s.app.inject({ method, url, headers: { cookie: cookies[user]! }, payload });
  const create = async (user: string, payload: object) => {
    const res = await call(user, 'POST', '/api/broadcast-lists', payload);
    expect(res.statusCode).toBe(201);
    return res.json<BroadcastList>();
  };
  const lists = async (user: string) =>
    (await call(user, 'GET', '/api/broadcast-lists')).json<Lists>();
  const discover = async (user: string, q = '') =>
    (await call(user, 'GET', `/api/broadcast-lists/discover?q=${encodeURIComponent(q)}`)).json<
      BroadcastList[]
    >();
  const subscribe = (user: string, id: string) =>
    call(user, 'PUT', `/api/broadcast-lists/${id}/subscription`);
  const subscribers = async (listId: string) =>
    (
      await s.app.ctx.db
        .select({ userId: broadcastSubscriptions.userId })
        .from(broadcastSubscriptions)
        .where(eq(broadcastSubscriptions.listId, listId))
    )
      .map((r) => r.userId)
      .sort();
  const recent = async (user: string) =>
    (await call(user, 'GET', '/api/broadcasts')).json<RecentBroadcast[]>();
  /** Emma's messages in a conversation, as stored. */
  const fromEmma = (conversationId: string) =>
    s.app.ctx.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, 'u-emma')));
  const directWithEmma = async (user: string) => {
    const list = (await call(user, 'GET', '/api/conversations')).json<Conversation[]>();
    return list.find((c) => !c.isGroup && c.participants.includes('u-emma'));
  };

  beforeAll(async () => {
    s = await testStart();
    for (const id of who) cookies[id] = await testLogin(s.app, id);
  });
  afterAll(async () => {
    for (const c of live) await c.close();
    await s.close();
  });

  it('should create a list: trimmed, General, subscribed, no subscribers, no broadcasts', async () => {
    const list = await create('u-emma', { name: '  Team news ', description: ' Weekly ' });
    expect(list).toMatchObject({
      name: 'Team news',
      description: 'Weekly',
      subscriberCount: 0,
      category: 'General',
      isSubscribed: true,
      totalBroadcasts: 0,
      lastBroadcast: null,
      createdBy: 'u-emma',
      creatorName: 'Emma Johnson',
    });
    const [row] = await s.app.ctx.db
      .select()
      .from(broadcastLists)
      .where(eq(broadcastLists.id, list.id));
    expect(row).toMatchObject({ ownerId: 'u-emma', name: 'Team news', category: 'General' });
    expect((await lists('u-emma')).mine.map((l) => l.id)).toEqual([list.id]);

    const blank = await call('u-emma', 'POST', '/api/broadcast-lists', { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ error: string }>().error).toBe('List name is required');
    const category = await call('u-emma', 'POST', '/api/broadcast-lists', {
      name: 'x',
      category: 'Gossip',
    });
    expect(category.statusCode).toBe(400);
    expect((await lists('u-emma')).mine).toHaveLength(1);
  });

  it('should let others discover, subscribe and unsubscribe, and tell the owner live', async () => {
    const list = await create('u-emma', {
      name: 'Tech tips',
      description: 'Gadgets and apps',
      category: 'Technology',
    });
    const emmaPhone = await LiveClient.open(s.url, cookies['u-emma']!);
    live.push(emmaPhone);
    // Found by name, description or category, in any case; not by the owner herself.
    for (const q of ['TECH TIPS', 'gadgets', 'technology'])
      expect((await discover('u-sofia', q)).map((l) => l.id)).toContain(list.id);
    expect((await discover('u-sofia', 'zzz')).map((l) => l.id)).not.toContain(list.id);
    expect((await discover('u-emma')).map((l) => l.id)).not.toContain(list.id);

    const res = await subscribe('u-sofia', list.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<BroadcastList>()).toMatchObject({ isSubscribed: true, subscriberCount: 1 });
    await emmaPhone.next('broadcasts_changed');
    expect(await subscribers(list.id)).toEqual(['u-sofia']);
    expect((await lists('u-sofia')).subscribed.map((l) => l.id)).toEqual([list.id]);
    expect((await discover('u-sofia', 'tech')).map((l) => l.id)).not.toContain(list.id);
    // Twice is once; my own list is mine already.
    await subscribe('u-sofia', list.id);
    expect(await subscribers(list.id)).toEqual(['u-sofia']);
    const own = await subscribe('u-emma', list.id);
    expect(own.statusCode).toBe(400);
    expect(own.json<{ error: string }>().error).toBe('You cannot subscribe to your own list');
    expect(await subscribers(list.id)).toEqual(['u-sofia']);

    const off = await call('u-sofia', 'DELETE', `/api/broadcast-lists/${list.id}/subscription`);
    expect(off.statusCode).toBe(200);
    expect(off.json<BroadcastList>()).toMatchObject({ isSubscribed: false, subscriberCount: 0 });
    expect(await subscribers(list.id)).toEqual([]);
    expect((await lists('u-sofia')).subscribed).toEqual([]);
  });

  it('should let only the owner edit, delete, see subscribers and analytics', async () => {
    const list = await create('u-marco', { name: 'Calcio' });
    await subscribe('u-sofia', list.id);
    for (const [method, url, payload] of [
      ['PATCH', `/api/broadcast-lists/${list.id}`, { name: 'Mine' }],
      ['DELETE', `/api/broadcast-lists/${list.id}`, undefined],
      ['GET', `/api/broadcast-lists/${list.id}/subscribers`, undefined],
      ['GET', `/api/broadcast-lists/${list.id}/analytics`, undefined],
      ['DELETE', `/api/broadcast-lists/${list.id}/subscribers/u-marco`, undefined],
    ] as const) {
      const res = await call('u-sofia', method, url, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json<{ error: string }>().error).toBe('Only the list owner can do this');
    }
    const [row] = await s.app.ctx.db
      .select()
      .from(broadcastLists)
      .where(eq(broadcastLists.id, list.id));
    expect(row?.name).toBe('Calcio');
    expect(await subscribers(list.id)).toEqual(['u-sofia']);

    const edited = await call('u-marco', 'PATCH', `/api/broadcast-lists/${list.id}`, {
      name: 'Football',
      category: 'Work',
    });
    expect(edited.json<BroadcastList>()).toMatchObject({ name: 'Football', category: 'Work' });
    const subs = await call('u-marco', 'GET', `/api/broadcast-lists/${list.id}/subscribers`);
    expect(subs.json<BroadcastSubscriber[]>().map((u) => u.username)).toEqual(['sofia']);
    await call('u-marco', 'DELETE', `/api/broadcast-lists/${list.id}/subscribers/u-sofia`);
    expect(await subscribers(list.id)).toEqual([]);

    expect((await call('u-marco', 'DELETE', `/api/broadcast-lists/${list.id}`)).statusCode).toBe(
      204,
    );
    const gone = await s.app.ctx.db
      .select()
      .from(broadcastLists)
      .where(eq(broadcastLists.id, list.id));
    expect(gone).toEqual([]);
  });

  describe('a broadcast', () => {
    let a: BroadcastList;
    let b: BroadcastList;
    let sent: RecentBroadcast;

    beforeAll(async () => {
      a = await create('u-emma', { name: 'Family' });
      b = await create('u-emma', { name: 'Friends' });
      for (const user of ['u-sofia', 'u-yuki', 'u-layla']) await subscribe(user, a.id);
      for (const user of ['u-yuki', 'u-marco']) await subscribe(user, b.id);
      // Layla blocks Emma after subscribing: she gets nothing from her.
      await call('u-layla', 'POST', '/api/blocked-users', { userId: 'u-emma' });
      // Emma and Sofía already talk; Yuki and Marco have no chat with Emma yet.
      await call('u-emma', 'POST', '/api/conversations', { participants: ['u-sofia'] });
    });

    it('should count each recipient once, never the sender or someone blocked', async () => {
      const res = await call('u-emma', 'GET', `/api/broadcasts/recipients?listIds=${a.id},${b.id}`);
      expect(res.json()).toEqual({ recipientCount: 3 });
      const other = await create('u-lukas', { name: 'Not yours' });
      const notMine = await call('u-emma', 'GET', `/api/broadcasts/recipients?listIds=${other.id}`);
      expect(notMine.statusCode).toBe(404);
    });

    it("should go once into each recipient's one-to-one chat with the sender, live", async () => {
      const yukiPhone = await LiveClient.open(s.url, cookies['u-yuki']!);
      const sofiaPhone = await LiveClient.open(s.url, cookies['u-sofia']!);
      live.push(yukiPhone, sofiaPhone);
      const sofiaChat = (await directWithEmma('u-sofia'))!;
      const res = await call('u-emma', 'POST', '/api/broadcasts', {
        content: '  Dinner on Sunday at 7!  ',
        listIds: [a.id, b.id, a.id],
        clientId: 'bc-1',
      });
      expect(res.statusCode).toBe(201);
      sent = res.json<RecentBroadcast>();
      expect(sent).toMatchObject({
        content: 'Dinner on Sunday at 7!',
        listIds: [a.id, b.id],
        listNames: ['Family', 'Friends'],
        listName: 'Family',
        senderName: 'Emma Johnson',
        recipientCount: 3,
        readCount: 0,
        mediaType: 'text',
      });

      const pushed = await yukiPhone.next('message', (e) => e.message.senderId === 'u-emma');
      expect(pushed.message.content).toBe('Dinner on Sunday at 7!');
      await sofiaPhone.next('message', (e) => e.message.conversationId === sofiaChat.id);
      await sofiaPhone.next('broadcasts_changed');

      // Into the chat Sofía already had with Emma; a new one-to-one chat for Yuki and Marco.
      expect((await fromEmma(sofiaChat.id)).map((m) => m.content)).toEqual([
        'Dinner on Sunday at 7!',
      ]);
      for (const user of ['u-yuki', 'u-marco']) {
        const chat = (await directWithEmma(user))!;
        expect(chat.participants.sort()).toEqual(['u-emma', user].sort());
        expect((await fromEmma(chat.id)).map((m) => m.content)).toEqual(['Dinner on Sunday at 7!']);
      }
      // Layla blocked Emma: no chat, no message.
      expect(await directWithEmma('u-layla')).toBeUndefined();

      const deliveries = await s.app.ctx.db
        .select()
        .from(broadcastDeliveries)
        .where(eq(broadcastDeliveries.broadcastId, sent.id));
      expect(deliveries.map((d) => d.recipientId).sort()).toEqual(['u-marco', 'u-sofia', 'u-yuki']);
      for (const d of deliveries) {
        const [m] = await fromEmma(d.conversationId);
        expect(m!.seq).toBe(d.seq);
      }
    });

    it('should send nothing twice when retried with the same clientId', async () => {
      const again = await call('u-emma', 'POST', '/api/broadcasts', {
        content: 'Dinner on Sunday at 7!',
        listIds: [a.id, b.id],
        clientId: 'bc-1',
      });
      expect(again.statusCode).toBe(201);
      expect(again.json<RecentBroadcast>().id).toBe(sent.id);
      const rows = await s.app.ctx.db
        .select()
        .from(broadcasts)
        .where(eq(broadcasts.senderId, 'u-emma'));
      expect(rows).toHaveLength(1);
      for (const user of ['u-sofia', 'u-yuki', 'u-marco'])
        expect(await fromEmma((await directWithEmma(user))!.id)).toHaveLength(1);
    });

    it("should refuse an empty message, no lists, or someone else's list, and store nothing", async () => {
      const other = await create('u-lukas', { name: 'Lukas news' });
      for (const [payload, status, error] of [
        [{ content: '   ', listIds: [a.id], clientId: 'bc-x' }, 400, 'Message cannot be empty'],
        [{ content: 'Hi', listIds: [], clientId: 'bc-x' }, 400, 'Select at least one list'],
        [{ content: 'Hi', listIds: [other.id], clientId: 'bc-x' }, 404, 'Broadcast list not found'],
      ] as const) {
        const res = await call('u-emma', 'POST', '/api/broadcasts', payload);
        expect(res.statusCode).toBe(status);
        expect(res.json<{ error: string }>().error).toBe(error);
      }
      expect(await recent('u-emma')).toHaveLength(1);
      // Recent is the sender's own: nobody else sees Emma's broadcasts or counts.
      expect(await recent('u-sofia')).toEqual([]);
    });

    it('should show the lists its count and time, for the owner and subscribers', async () => {
      const mine = (await lists('u-emma')).mine.find((l) => l.id === a.id)!;
      expect(mine).toMatchObject({ totalBroadcasts: 1, lastBroadcast: sent.sentAt });
      const theirs = (await lists('u-sofia')).subscribed.find((l) => l.id === a.id)!;
      expect(theirs).toMatchObject({ totalBroadcasts: 1, subscriberCount: 3 });
    });

    it('should count reads from read receipts, as the privacy rule shows them', async () => {
      const readChat = async (user: string) => {
        const chat = (await directWithEmma(user))!;
        const [m] = await fromEmma(chat.id);
        const res = await call(user, 'POST', `/api/conversations/${chat.id}/read`, { seq: m!.seq });
        expect(res.statusCode).toBe(204);
      };
      const readCount = async () => (await recent('u-emma'))[0]!.readCount;
      /** The recipient's stored read position reached the broadcast's message. */
      const storedRead = async (user: string) => {
        const [d] = await s.app.ctx.db
          .select({
            seq: broadcastDeliveries.seq,
            conversationId: broadcastDeliveries.conversationId,
          })
          .from(broadcastDeliveries)
          .where(
            and(
              eq(broadcastDeliveries.broadcastId, sent.id),
              eq(broadcastDeliveries.recipientId, user),
            ),
          );
        const [m] = await s.app.ctx.db
          .select({ read: conversationMembers.lastReadSeq })
          .from(conversationMembers)
          .where(
            and(
              eq(conversationMembers.conversationId, d!.conversationId),
              eq(conversationMembers.userId, user),
            ),
          );
        return m!.read >= d!.seq;
      };

      await readChat('u-sofia');
      await expect.poll(readCount).toBe(1);
      // Yuki shares no reads: hers is not counted.
      await call('u-yuki', 'PUT', '/api/users/u-yuki/privacy', { readReceipts: false });
      await readChat('u-yuki');
      await readChat('u-marco');
      // Both reads are stored (Yuki's too: only its showing is private), and one is counted.
      await expect
        .poll(async () => [await storedRead('u-yuki'), await storedRead('u-marco')])
        .toEqual([true, true]);
      expect(await readCount()).toBe(2);
      const latest = (await recent('u-emma'))[0]!;
      expect(broadcastReadPercent(latest.readCount, latest.recipientCount)).toBe(67);

      const stats = await call('u-emma', 'GET', `/api/broadcast-lists/${a.id}/analytics`);
      expect(stats.json<BroadcastAnalytics>()).toMatchObject({
        subscriberCount: 3,
        totalBroadcasts: 1,
        recipientCount: 3,
        readCount: 2,
      });

      // Emma shares no reads either: she sees nobody's.
      await call('u-emma', 'PUT', '/api/users/u-emma/privacy', { readReceipts: false });
      expect(await readCount()).toBe(0);
      await call('u-emma', 'PUT', '/api/users/u-emma/privacy', { readReceipts: true });
      expect(await readCount()).toBe(2);
    });
  });

  it('should round the read percentage (spec secondary 5)', () => {
    expect(broadcastReadPercent(0, 0)).toBe(0);
    expect(broadcastReadPercent(1, 3)).toBe(33);
    expect(broadcastReadPercent(2, 3)).toBe(67);
    expect(broadcastReadPercent(1, 8)).toBe(13);
    expect(broadcastReadPercent(3, 3)).toBe(100);
  });
});
