import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../protocol';
import { SCHEDULED_LEASE_MS, SCHEDULED_SWEEP_EVERY_MS } from '../features/scheduled/scheduler';
import type { TestBackend } from '../testing/harness';
import { testBackend } from '../testing/harness';
import { redisDropPrefix, waitFor } from '../testing/processes';
import { ServerProcess } from '../testing/server-process';

/** Enough messages that sending them all takes the doomed instance a while to finish. */
const COUNT = 60;
/**
 * From scheduling to the moment: time to schedule them all first, with room for a loaded
 * machine (60 requests took over 4 s while other suites filled both cores, and the last ones
 * were then refused as in the past).
 */
const LEAD_MS = 15_000;

async function call(server: ServerProcess, path: string, cookie: string, body: object) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * Send Later when an instance dies at the moment its messages fall due (SIGKILL, no graceful
 * shutdown): whatever it had claimed, sent or marked, the survivor sends the rest, and every
 * scheduled message ends up in the chat exactly once.
 */
describe('Send Later: an instance killed while sending its due messages', () => {
  let backend: TestBackend;
  let doomed: ServerProcess | undefined;
  let survivor: ServerProcess | undefined;
  let db: pg.Client;

  beforeAll(async () => {
    backend = await testBackend();
    const env = {
      DATABASE_URL: backend.config.databaseUrl!,
      REDIS_URL: backend.config.redisUrl!,
      REDIS_PREFIX: backend.config.redisPrefix,
    };
    doomed = await ServerProcess.start({ ...env, SEED_DEMO: '1' });
    survivor = await ServerProcess.start({ ...env, SEED_DEMO: '0' });
    db = new pg.Client({ connectionString: backend.config.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await doomed?.kill();
    await survivor?.kill();
    if (backend) {
      await backend.drop();
      await redisDropPrefix(backend.config.redisUrl!, backend.config.redisPrefix);
    }
  });

  it(
    'should deliver every scheduled message exactly once',
    async () => {
      const a = doomed!;
      const res = await fetch(`${a.url}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: 'u-emma' }),
      });
      const cookie = res.headers.getSetCookie()[0]!.split(';')[0]!;
      const conv = (await call(a, '/api/conversations', cookie, {
        participants: ['u-sofia'],
      })) as Conversation;
      const sendAt = new Date(Date.now() + LEAD_MS);
      for (let i = 0; i < COUNT; i++) {
        await call(a, '/api/scheduled-messages', cookie, {
          conversationId: conv.id,
          content: `scheduled ${i}`,
          sendAt: sendAt.toISOString(),
        });
      }
      // The doomed instance's timer fires at the moment: kill it while it works through them.
      await delay(sendAt.getTime() - Date.now() + 40);
      await a.kill();
      const state = await db.query<{ claimed: string; sent: string }>(
        `select count(*) filter (where status = 'pending' and updated_at >= send_at) as claimed,
                count(*) filter (where status = 'sent') as sent
           from scheduled_messages`,
      );
      // What the kill left (logged, as it varies with the machine's speed).
      console.info('scheduled-kill: at the kill', state.rows[0]);

      const done = async () => {
        const r = await db.query(
          `select count(*)::int as n from scheduled_messages where status = 'sent'`,
        );
        return r.rows[0].n === COUNT;
      };
      // The survivor's periodic sweep takes what was never claimed; what the dead instance had
      // claimed waits out its lease first.
      await waitFor(
        'every message sent',
        done,
        SCHEDULED_SWEEP_EVERY_MS + SCHEDULED_LEASE_MS + 10_000,
      );

      const rows = await db.query<{ client_id: string; n: number }>(
        `select client_id, count(*)::int as n from messages where conversation_id = $1 group by client_id`,
        [conv.id],
      );
      expect(rows.rows).toHaveLength(COUNT);
      expect(rows.rows.every((r) => r.n === 1 && r.client_id.startsWith('scheduled-'))).toBe(true);
      const linked = await db.query<{ n: number }>(
        `select count(*)::int as n from scheduled_messages s
           join messages m on m.id = s.message_id and m.client_id = 'scheduled-' || s.id`,
      );
      expect(linked.rows[0]!.n).toBe(COUNT);
    },
    SCHEDULED_SWEEP_EVERY_MS + SCHEDULED_LEASE_MS + 40_000,
  );
});
