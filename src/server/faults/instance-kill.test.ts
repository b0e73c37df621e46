import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../protocol';
import type { TestBackend } from '../testing/harness';
import { testBackend } from '../testing/harness';
import { redisDropPrefix, waitFor } from '../testing/processes';
import { ServerProcess } from '../testing/server-process';
import { Member, history, login as loginAt } from './member';

/** Each sender sends one message per tick: four senders, 160 messages a second in all. */
const TICK_MS = 25;

const login = (server: ServerProcess, userId: string) => loginAt(server.url, userId);

async function createGroup(server: ServerProcess, cookie: string, participants: string[]) {
  const res = await fetch(`${server.url}/api/conversations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ participants, name: 'load' }),
  });
  return ((await res.json()) as Conversation).id;
}

/**
 * ARCHITECTURE "Scale-out": two real server processes on one PostgreSQL and one Redis; one is
 * killed with SIGKILL while four people send. Its clients reopen on the survivor (what a load
 * balancer does), resync with afterSeq and retry what was not acknowledged, with the same
 * clientIds. Nothing acknowledged may be lost, nothing stored twice, no seq skipped.
 */
describe('two instances, one killed with SIGKILL under load', () => {
  let backend: TestBackend;
  let doomed: ServerProcess | undefined;
  let survivor: ServerProcess | undefined;
  const members: Member[] = [];

  beforeAll(async () => {
    backend = await testBackend();
    const env = {
      DATABASE_URL: backend.config.databaseUrl!,
      REDIS_URL: backend.config.redisUrl!,
      REDIS_PREFIX: backend.config.redisPrefix,
    };
    [doomed, survivor] = await Promise.all([
      ServerProcess.start({ ...env, SEED_DEMO: '1' }),
      ServerProcess.start({ ...env, SEED_DEMO: '0' }),
    ]);
  });
  afterAll(async () => {
    for (const m of members) m.close();
    await doomed?.kill();
    await survivor?.kill();
    if (backend) {
      await backend.drop();
      await redisDropPrefix(backend.config.redisUrl!, backend.config.redisPrefix);
    }
  });

  it('should lose no acknowledged message, store none twice and skip no seq', async () => {
    const [a, b] = [doomed!, survivor!];
    const onA = ['u-emma', 'u-camille', 'u-yuki'];
    const onB = ['u-sofia', 'u-lukas', 'u-layla'];
    const cookies = new Map<string, string>();
    for (const id of onA) cookies.set(id, await login(a, id));
    for (const id of onB) cookies.set(id, await login(b, id));
    const everyone = await createGroup(a, cookies.get('u-emma')!, [...onA, ...onB].slice(1));
    const four = await createGroup(b, cookies.get('u-sofia')!, ['u-emma', 'u-camille', 'u-lukas']);
    const inFour = new Set(['u-emma', 'u-camille', 'u-sofia', 'u-lukas']);
    for (const id of [...onA, ...onB]) {
      const m = new Member(id, cookies.get(id)!, inFour.has(id) ? [everyone, four] : [everyone]);
      await m.connect(onA.includes(id) ? a.url : b.url);
      members.push(m);
    }
    const byId = (id: string) => members.find((m) => m.userId === id)!;
    const senders = ['u-emma', 'u-camille', 'u-sofia', 'u-lukas'].map(byId);
    const moved = onA.map(byId);

    // Load: every sender that is connected sends one message per tick.
    const load = setInterval(() => {
      for (const s of senders) if (s.connected) s.sendNext();
    }, TICK_MS);
    try {
      const pending = () => senders.flatMap((s) => [...s.sends.values()].filter((x) => !x.ack));
      const acked = () => senders.reduce((n, s) => n + s.sends.size, 0) - pending().length;
      await waitFor('60 acks before the kill', async () => acked() >= 60);

      // The kill lands on sends in flight: a burst on the doomed instance, a few ms to let part
      // of it reach the database (committed there, maybe, but never acknowledged).
      for (const m of senders.filter((s) => moved.includes(s))) {
        for (let i = 0; i < 5; i++) m.sendNext();
      }
      await delay(3);
      const inFlight = pending().length;
      const killedAt = Date.now();
      await a.kill();
      // The load balancer's part: clients of the dead instance reopen on the survivor, resync
      // from their first hole, then retry what was never acknowledged, with the same clientIds.
      const times = await Promise.all(
        moved.map(async (m) => {
          await waitFor(`${m.userId} to notice`, async () => !m.connected, 5_000);
          await waitFor(`${m.userId} to reconnect`, () => m.connect(b.url).then(() => true), 5_000);
          const reconnected = Date.now() - killedAt;
          await m.resync(b.url);
          m.retryUnacked();
          return { reconnected, resynced: Date.now() - killedAt };
        }),
      );
      await delay(1_000);
      clearInterval(load);

      // Every send ends acknowledged (retried while not), within a bound.
      await waitFor(
        'every send acknowledged',
        async () => {
          for (const s of senders) s.retryUnacked();
          await delay(200);
          return pending().length === 0;
        },
        15_000,
      );
      await delay(300);
      const sends = senders.flatMap((s) =>
        [...s.sends.entries()].map(([clientId, x]) => ({ clientId, sender: s.userId, ...x })),
      );
      // Acknowledged on the first try means published before the ack: every member holds it
      // already, from a push or from its resync after the reconnect.
      for (const m of members) {
        for (const x of sends) {
          if (x.tries !== 1 || !m.conversations.includes(x.conversationId)) continue;
          expect(
            m.view.get(x.conversationId)?.get(x.ack!.seq)?.id,
            `${m.userId} ${x.clientId}`,
          ).toBe(x.ack!.id);
        }
      }

      // What the server stored: every send exactly once, at the seq its ack gave, seqs 1..n.
      const stored = new Map<string, Message[]>();
      for (const id of [everyone, four])
        stored.set(id, await history(b.url, cookies.get('u-emma')!, id));
      for (const [id, list] of stored) {
        expect(list.map((m) => m.seq)).toEqual(list.map((_m, i) => i + 1));
        const keys = list.map((m) => `${m.senderId}/${m.clientId}`);
        expect(new Set(keys).size, `duplicates in ${id}`).toBe(keys.length);
        expect(list.length).toBe(sends.filter((x) => x.conversationId === id).length);
      }
      for (const x of sends) {
        const m = stored.get(x.conversationId)!.find((s) => s.clientId === x.clientId);
        expect(m, x.clientId).toMatchObject({ id: x.ack!.id, seq: x.ack!.seq, senderId: x.sender });
      }

      const holes = members.reduce(
        (n, m) =>
          n +
          m.conversations.reduce(
            (k, id) =>
              k + stored.get(id)!.filter((x) => m.view.get(id)?.get(x.seq)?.id !== x.id).length,
            0,
          ),
        0,
      );
      console.log(
        `instance kill: ${sends.length} sends, ${inFlight} unacknowledged at the kill, ` +
          `${sends.filter((x) => x.tries > 1).length} retried; reconnect after ${Math.max(...times.map((t) => t.reconnected))} ms, ` +
          `resync done after ${Math.max(...times.map((t) => t.resynced))} ms; ${holes} holes filled by a later resync`,
      );

      // A member resyncs from its first hole (a message committed by the dead instance but never
      // pushed leaves one): then it holds exactly the stored history, with no problems on the way.
      for (const m of members) {
        await m.resync(b.url);
        expect(m.problems).toEqual([]);
        for (const id of m.conversations) {
          const held = [...m.view.get(id)!.values()].sort((x, y) => x.seq - y.seq);
          expect(
            held.map((x) => x.id),
            `${m.userId} in ${id}`,
          ).toEqual(stored.get(id)!.map((x) => x.id));
        }
      }
      expect(b.alive).toBe(true);
      expect((await fetch(`${b.url}/api/health`)).status).toBe(200);
    } finally {
      clearInterval(load);
    }
  }, 60_000);
});
