import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../protocol';
import type { TestServer } from '../testing/harness';
import type { TwoInstances } from '../testing/two-instances';
import { testLogin } from '../testing/harness';
import { twoInstances } from '../testing/two-instances';
import { LiveClient } from '../testing/live-client';

/**
 * ARCHITECTURE "Scale-out": two instances on one PostgreSQL and one Redis deliver to each
 * other's sockets. This file runs only when DATABASE_URL and REDIS_URL are set (vitest.config.ts);
 * .ci/run checks that it did.
 */
describe('two instances on PostgreSQL + Redis', () => {
  let pair: TwoInstances;
  let one: TestServer;
  let two: TestServer;
  let emma: string;
  let sofia: string;
  let conv: Conversation;

  beforeAll(async () => {
    pair = await twoInstances();
    ({ one, two, emma, sofia, conv } = pair);
  });
  afterAll(() => pair.close());

  it('should run on PostgreSQL and Redis', async () => {
    const health = (await two.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(health).toMatchObject({ database: 'postgres', bus: 'redis' });
  });

  it('should deliver messages, typing and presence between sockets on different instances', async () => {
    const b = await LiveClient.open(two.url, sofia);
    const a = await LiveClient.open(one.url, emma);
    expect(
      await b.next('presence', (e) => e.userId === 'u-emma' && e.status === 'online'),
    ).toMatchObject({ type: 'presence', userId: 'u-emma', status: 'online' });

    const sent: Message = (
      await one.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie: emma },
        payload: { conversationId: conv.id, senderId: 'u-emma', content: 'across instances' },
      })
    ).json();
    expect((await b.next('message', (e) => e.message.id === sent.id)).message).toEqual(sent);

    b.send({ type: 'join', userId: 'u-sofia', conversationId: conv.id });
    await b.next('joined');
    b.send({ type: 'typing', isTyping: true });
    expect(await a.next('typing')).toMatchObject({ userId: 'u-sofia', isTyping: true });
    b.send({ type: 'message', content: 'and back', clientId: 'back-1' });
    const ack = await b.next('ack');
    await a.next('message', (e) => e.message.id === ack.message.id);

    // Online is what any instance sees.
    const users = (await two.app.inject({ method: 'GET', url: '/api/users' })).json();
    expect(users.find((u: { id: string }) => u.id === 'u-emma').status).toBe('online');
    await a.close();
    expect(
      await b.next('presence', (e) => e.userId === 'u-emma' && e.status === 'offline'),
    ).toMatchObject({ type: 'presence', userId: 'u-emma', status: 'offline' });
    await b.close();
  });

  it('should store a send retried on both instances at once exactly once', async () => {
    const send = (server: TestServer, clientId: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie: emma },
        payload: {
          conversationId: conv.id,
          senderId: 'u-emma',
          content: `race ${clientId}`,
          clientId,
        },
      });
    const ids = Array.from({ length: 20 }, (_, i) => `race-${i}`);
    // Both instances read "not sent yet" and write; the unique index lets one win, and the
    // other falls back to the one-message path, which returns the winner.
    const replies = await Promise.all(ids.flatMap((id) => [send(one, id), send(two, id)]));
    for (let i = 0; i < ids.length; i++) {
      const [a, b] = [replies[2 * i]!, replies[2 * i + 1]!];
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
      expect(a.json().id).toBe(b.json().id);
    }
    const all: Message[] = (
      await one.app.inject({
        method: 'GET',
        url: `/api/conversations/${conv.id}/messages?afterSeq=0`,
        headers: { cookie: emma },
      })
    ).json();
    for (const id of ids) expect(all.filter((m) => m.clientId === id)).toHaveLength(1);
    expect(all.map((m) => m.seq)).toEqual(all.map((_, i) => i + 1));
  });

  it('should end a session on every instance at once when it signs out on one', async () => {
    const cookie = await testLogin(one.app, 'u-marco');
    // Instance one has the session cached and a live connection open with it.
    expect(
      (await one.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } }))
        .statusCode,
    ).toBe(200);
    const live = await LiveClient.open(one.url, cookie);
    const closed = new Promise<number>((r) => live.socket.once('close', (code) => r(code)));
    await two.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie } });
    expect(await closed).toBe(4401);
    expect(
      (await one.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } }))
        .statusCode,
    ).toBe(401);
  });

  it('should resubscribe after Redis drops the subscriber connection', async () => {
    const b = await LiveClient.open(two.url, sofia);
    const admin = new Redis(process.env.REDIS_URL!);
    const clients = (await admin.client('LIST')) as string;
    const ids = clients
      .split('\n')
      .filter((l) => l.includes(`name=${pair.backend.config.redisPrefix}-sub`))
      .map((l) => /id=(\d+)/.exec(l)![1]!);
    expect(ids).toHaveLength(2);
    for (const id of ids) await admin.client('KILL', 'ID', id);
    let delivered = false;
    // Reconnection takes a moment; a message sent meanwhile is still stored and found on resync.
    for (let i = 0; i < 50 && !delivered; i++) {
      const sent: Message = (
        await one.app.inject({
          method: 'POST',
          url: '/api/messages',
          headers: { cookie: emma },
          payload: { conversationId: conv.id, senderId: 'u-emma', content: `after kill ${i}` },
        })
      ).json();
      delivered = await b
        .next('message', (e) => e.message.id === sent.id, 200)
        .then(() => true)
        .catch(() => false);
    }
    expect(delivered).toBe(true);
    admin.disconnect();
    await b.close();
  });
});
