import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../../protocol';
import { Member, history, login as loginAt } from '../../faults/member';
import { waitFor } from '../../testing/processes';
import { ServerProcess } from '../../testing/server-process';

/** Each sender sends one message per tick: three senders, 120 messages a second in all. */
const TICK_MS = 25;

/** The default install, as `npm start` runs it: no DATABASE_URL, no Redis, data in DATA_DIR. */
const DEFAULT_INSTALL = { DATABASE_URL: '', REDIS_URL: '', SEED_DEMO: '1' };

const login = (server: ServerProcess, userId: string) => loginAt(server.url, userId);

/**
 * The server process killed with SIGKILL while people send, on the default install: its
 * PostgreSQL is left running with no owner. The next start stops it, opens the same data, and
 * every message that was acknowledged is there, once.
 */
describe('the default install, its server killed with SIGKILL mid-send', () => {
  const dir = mkdtempSync(join(tmpdir(), 'allo-kill-'));
  let server: ServerProcess | undefined;
  const members: Member[] = [];
  afterAll(async () => {
    for (const m of members) m.close();
    // A clean stop, which also stops the database it started.
    if (server?.alive) {
      server.child.kill('SIGTERM');
      await new Promise((r) => server!.child.once('exit', r));
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('should find every acknowledged message after the next start', async () => {
    server = await ServerProcess.start({ ...DEFAULT_INSTALL, DATA_DIR: dir });
    const senders = ['u-emma', 'u-sofia', 'u-lukas'];
    const cookies = new Map<string, string>();
    for (const id of senders) cookies.set(id, await login(server, id));
    const res = await fetch(`${server.url}/api/conversations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies.get('u-emma')! },
      body: JSON.stringify({ participants: ['u-sofia', 'u-lukas'], name: 'kill' }),
    });
    const group = ((await res.json()) as Conversation).id;
    for (const id of senders) {
      const m = new Member(id, cookies.get(id)!, [group]);
      await m.connect(server.url);
      members.push(m);
    }
    const load = setInterval(() => {
      for (const m of members) if (m.connected) m.sendNext();
    }, TICK_MS);
    const acked = () =>
      members.flatMap((m) =>
        [...m.sends].filter(([, s]) => s.ack).map(([clientId, s]) => ({ clientId, ...s })),
      );
    try {
      await waitFor('100 acks before the kill', async () => acked().length >= 100, 20_000);
      // A burst lands on the kill: some of it committed, some not, none of it acknowledged.
      for (const m of members) for (let i = 0; i < 5; i++) m.sendNext();
      await delay(3);
    } finally {
      clearInterval(load);
    }
    const postmaster = Number.parseInt(
      readFileSync(join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]!,
    );
    await server.kill();
    const acknowledged = acked();
    const unacknowledged = members.flatMap((m) => [...m.sends.values()].filter((s) => !s.ack));
    // The database outlived its owner: that is the case the next start must handle.
    expect(() => process.kill(postmaster, 0)).not.toThrow();

    server = await ServerProcess.start({ ...DEFAULT_INSTALL, DATA_DIR: dir });
    expect(server.output).toContain(`left running by a server that ended (pid ${postmaster})`);
    const stored = await history(server.url, await login(server, 'u-emma'), group);
    const byClientId = new Map(stored.map((m) => [m.clientId, m]));
    for (const s of acknowledged) {
      expect(byClientId.get(s.clientId), s.clientId).toMatchObject({
        id: s.ack!.id,
        seq: s.ack!.seq,
      });
    }
    // Whatever else was stored came from the burst, once each, and the seqs have no gap.
    expect(stored.map((m) => m.seq)).toEqual(stored.map((_m, i) => i + 1));
    expect(new Set(stored.map((m) => m.clientId)).size).toBe(stored.length);
    expect(stored.length).toBeLessThanOrEqual(acknowledged.length + unacknowledged.length);
    console.log(
      `server kill on the default install: ${acknowledged.length} acknowledged, all found; ` +
        `${stored.length - acknowledged.length} of ${unacknowledged.length} unacknowledged were stored`,
    );
  }, 90_000);
});
