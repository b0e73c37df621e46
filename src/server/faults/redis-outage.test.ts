import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message, User } from '../../protocol';
import type { TestBackend, TestServer } from '../testing/harness';
import { testBackend, testLogin, testServer } from '../testing/harness';
import { LiveClient } from '../testing/live-client';
import { RedisProcess, waitFor } from '../testing/processes';
import { Member, history } from './member';

const TICK_MS = 25;
/** Longest a send may wait for its ack while Redis is down: it commits, only the push is lost. */
const ACK_BOUND_MS = 1_000;

/**
 * Two instances on one PostgreSQL and a private redis-server, which is killed (SIGKILL) while
 * both send, and started again, empty, on the same port. Sends keep committing and answering
 * meanwhile; afterwards the instances deliver to each other again, presence is right again, and
 * a resync recovers every push lost in between.
 */
describe('Redis killed and restarted under load', () => {
  let redis: RedisProcess | undefined;
  let backend: TestBackend | undefined;
  const servers: TestServer[] = [];
  const members: Member[] = [];
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    redis = await RedisProcess.start();
    backend = await testBackend({ redisUrl: redis.url });
    servers.push(await testServer(backend.config));
    servers.push(await testServer({ ...backend.config, seedDemo: false }));
  });
  afterAll(async () => {
    for (const m of members) m.close();
    for (const c of clients) c.socket.terminate();
    for (const s of servers) await s.close();
    await backend?.drop();
    await redis?.kill();
  });

  it('should keep committing while Redis is down and deliver across instances once it is back', async () => {
    const [one, two] = servers as [TestServer, TestServer];
    const emmaCookie = await testLogin(one.app, 'u-emma');
    const sofiaCookie = await testLogin(two.app, 'u-sofia');
    const conv: Conversation = (
      await one.app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: { cookie: emmaCookie },
        payload: { participants: ['u-sofia'] },
      })
    ).json();
    const emma = new Member('u-emma', emmaCookie, [conv.id]);
    const sofia = new Member('u-sofia', sofiaCookie, [conv.id]);
    members.push(emma, sofia);
    await sofia.connect(two.url);
    await emma.connect(one.url);
    await sofia.client!.next('presence', (e) => e.userId === 'u-emma' && e.status === 'online');

    /** Sends over HTTP on one; true when the push reached the other's socket within 300 ms. */
    const crosses = async (from: Member, server: TestServer, to: Member, text: string) => {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie: from.cookie },
        payload: { conversationId: conv.id, senderId: from.userId, content: text },
      });
      const sent = res.json<Message>();
      await waitFor('push', async () => to.view.get(conv.id)?.get(sent.seq)?.id === sent.id, 300);
      return true;
    };
    expect(await crosses(emma, one, sofia, 'before')).toBe(true);

    const load = setInterval(() => {
      for (const m of [emma, sofia]) if (m.connected) m.sendNext();
    }, TICK_MS);
    try {
      await delay(500);
      const downAt = Date.now();
      await redis!.kill();
      await delay(200);

      // Sends commit and answer while Redis is down: over HTTP, and over the live connections.
      const started = Date.now();
      const res = await one.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie: emmaCookie },
        payload: { conversationId: conv.id, senderId: 'u-emma', content: 'while down' },
      });
      const httpMs = Date.now() - started;
      expect(res.statusCode).toBe(201);
      expect(httpMs).toBeLessThan(ACK_BOUND_MS);
      // Signing in, the user list and a new live connection still work (presence from what
      // each instance knows itself).
      const camilleCookie = await testLogin(one.app, 'u-camille');
      const camille = await LiveClient.open(one.url, camilleCookie);
      clients.push(camille);
      const users = await two.app.inject({ method: 'GET', url: '/api/users' });
      expect(users.statusCode).toBe(200);
      expect(users.json<User[]>().find((u) => u.id === 'u-sofia')?.status).toBe('online');
      await delay(800);

      const restartedAt = Date.now();
      await redis!.restart();
      // Both ways: each instance's publisher and subscriber are back.
      await waitFor('one -> two', () => crosses(emma, one, sofia, 'probe'), 10_000);
      const oneToTwo = Date.now() - restartedAt;
      await waitFor('two -> one', () => crosses(sofia, two, emma, 'probe'), 10_000);
      const resubscribed = Date.now() - restartedAt;
      await delay(300);
      clearInterval(load);

      const sends = [emma, sofia].flatMap((m) => [...m.sends.values()]);
      const during = sends.filter((s) => s.sentAt! >= downAt && s.sentAt! < restartedAt);
      await waitFor('every ack', async () => sends.every((s) => s.ack), 5_000);
      const slowest = Math.max(...during.map((s) => s.ackedAt! - s.sentAt!));
      expect(during.length).toBeGreaterThan(20);
      expect(slowest).toBeLessThan(ACK_BOUND_MS);

      // Presence after the restart: Redis came back empty and each instance told it again who
      // is connected there; a change is pushed across instances again.
      const online = async (server: TestServer, id: string) =>
        (await server.app.inject({ method: 'GET', url: '/api/users' }))
          .json<User[]>()
          .find((u) => u.id === id)?.status === 'online';
      await waitFor('sofia online seen from one', () => online(one, 'u-sofia'), 5_000);
      expect(await online(two, 'u-emma')).toBe(true);
      emma.close();
      await sofia.client!.next('presence', (e) => e.userId === 'u-emma' && e.status === 'offline');
      expect(await online(two, 'u-emma')).toBe(false);
      await emma.connect(one.url);
      await sofia.client!.next('presence', (e) => e.userId === 'u-emma' && e.status === 'online');

      // Pushes lost while Redis was down come back with a resync; nothing stored is missing.
      const holes = (await history(two.url, sofiaCookie, conv.id)).filter(
        (m) => sofia.view.get(conv.id)?.get(m.seq)?.id !== m.id,
      ).length;
      await sofia.resync(two.url);
      const stored = await history(two.url, sofiaCookie, conv.id);
      expect(stored.map((m) => m.seq)).toEqual(stored.map((_m, i) => i + 1));
      const held = [...sofia.view.get(conv.id)!.values()].sort((x, y) => x.seq - y.seq);
      expect(held.map((m) => m.id)).toEqual(stored.map((m) => m.id));
      for (const s of sends) expect(stored.find((m) => m.id === s.ack!.id)).toBeTruthy();
      expect(emma.problems).toEqual([]);
      expect(sofia.problems).toEqual([]);

      for (const s of servers) {
        expect((await s.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      }
      console.log(
        `redis outage: ${during.length} sends while down, slowest ack ${slowest} ms, HTTP send ${httpMs} ms; ` +
          `delivery back ${oneToTwo} ms (one -> two) and ${resubscribed} ms (both ways) after the restart; ` +
          `${holes} pushes lost and recovered by resync`,
      );
    } finally {
      clearInterval(load);
    }
  }, 60_000);
});
