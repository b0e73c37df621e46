import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seededRandom } from '../../games/seeded-random';
import { dbRows } from '../db/rows';
import { paymentSettle } from '../features/payments/settle';
import { LiveClient } from '../testing/live-client';
import { routeTable } from '../testing/route-table';
import type { FuzzCase } from './cases';
import { casesGenerate, ROUTE_WEIGHTS } from './cases';
import type { DbDigest } from './db-digest';
import { dbDigest, dbDigestDiff } from './db-digest';
import { eventCount, frameData, framesGenerate, until } from './frames';
import type { FuzzFixture } from './fuzz-fixture';
import { actorRenew, fuzzFixture } from './fuzz-fixture';
import { gameProblems } from './game-replay';
import { IdPool } from './id-pool';
import { ledgerProblems, orphansFind } from './invariants';
import { ROUTE_INPUTS } from './route-inputs';
import type { CaseResult } from './runner';
import { casesRun } from './runner';

// Hoisted above the imports: the helper is imported from inside.
vi.mock('fastify', async (original) =>
  (await import('../testing/route-table')).fastifyRecording(original as never),
);

/** The base seed: the same seed generates the same requests and frames (FUZZ_SEED to change it). */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
/** Requests over HTTP and frames over the live connection, per run: 20,000 and more in all. */
const REQUESTS = 17_500;
const FRAMES = 3_000;
/**
 * Requests in flight at once: enough to overlap a request's work with the database's, and to
 * keep going past requests that wait on a timer (a read receipt waits for its batch's write).
 */
const CONCURRENCY = 8;
/** Refused requests between two digests of the database. */
const CHUNK = 100;
/** Receipts are stored within 2 s (receipts/buffer.ts): a quiet database has waited longer. */
const QUIET_MS = 2_500;

const seconds = (since: number) => Math.round((Date.now() - since) / 1000);

const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/**
 * The routes that read nothing from a request but who asks, every one of them: they get junk
 * bodies and queries only. A new route is added either to ROUTE_INPUTS with its schemas
 * (route-inputs.ts) or here.
 */
const WITHOUT_INPUT = [
  'GET /api/health',
  'GET /api/users',
  'DELETE /api/session',
  'GET /api/auth/passkeys',
  'DELETE /api/users/me/avatar',
  'GET /api/translate/languages',
  'GET /api/translation-settings',
  'GET /api/contact-lists',
  'GET /api/broadcast-lists',
  'GET /api/broadcasts',
  'GET /api/status-updates',
  'GET /api/music/recent',
  'GET /api/collaboration-requests',
  'GET /api/devices',
  'POST /api/device-links',
  'GET /api/settings',
  'GET /api/storage',
  'GET /api/push/key',
  'GET /api/export',
  'DELETE /api/account',
  // Fuzzed frame by frame over a real socket instead.
  'GET /ws',
];

/** The first results that match, each as its status, its request and the start of its answer. */
function byRoute(results: CaseResult[], match: (r: CaseResult) => boolean): string[] {
  const hit = results.filter(match);
  return hit.slice(0, 30).map((r) => `${r.status} ${r.request ?? r.route}\n    -> ${r.body ?? ''}`);
}

/** The routes that took longest in all, with their seconds. */
function slowest(results: CaseResult[]): string[] {
  const total = new Map<string, number>();
  for (const r of results) total.set(r.route, (total.get(r.route) ?? 0) + r.ms);
  return [...total.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([route, ms]) => `${route} ${(ms / 1000).toFixed(1)} s`)
    .concat(`all ${([...total.values()].reduce((a, b) => a + b, 0) / 1000).toFixed(0)} s`);
}

/** Counts of answers by kind and status class: "valid 2xx 1234, valid 4xx 99, ...". */
function histogram(results: CaseResult[]): string {
  const counts = new Map<string, number>();
  for (const r of results) {
    const key = `${r.kind} ${Math.floor(r.status / 100)}xx`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort()
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
}

/**
 * The fuzz of issue 18: requests generated from the protocol's zod schemas to every route
 * (valid, boundary and invalid ones, as the fixture's people, naming their real things or not),
 * and frames over a real live connection. No answer may be a 5xx, nothing may crash or be
 * logged as failed, a refused request may change nothing, and afterwards the ledger, the games
 * and the links between rows must hold.
 */
describe('fuzz: every route and the live connection (issue 18)', () => {
  let f: FuzzFixture;
  const pool = new IdPool();
  const crashes: string[] = [];
  const onRejection = (err: unknown) =>
    crashes.push(`unhandled rejection: ${(err as Error)?.stack ?? String(err)}`);
  const onException = (err: Error) => crashes.push(`uncaught exception: ${err.stack ?? err}`);
  let routes: string[] = [];
  let cases: FuzzCase[] = [];
  const sent = { requests: 0, frames: 0 };
  const started = Date.now();

  beforeAll(async () => {
    process.on('unhandledRejection', onRejection);
    process.on('uncaughtException', onException);
    f = await fuzzFixture();
    await pool.refresh(f.app.ctx.db);
    const t0 = Date.now();
    routes = [...new Set(routeTable.filter((r) => r.method !== 'HEAD').map(routeKey))];
    const fuzzed = routes.filter((r) => r !== 'GET /ws');
    const weight = fuzzed.reduce((sum, r) => sum + (ROUTE_WEIGHTS[r] ?? 1), 0);
    cases = casesGenerate(fuzzed, REQUESTS / weight, SEED, { png: f.png });
    console.log(
      `fuzz: server and fixture in ${seconds(started)} s, ${cases.length} cases generated in ${seconds(t0)} s`,
    );
  }, 120_000);

  afterAll(async () => {
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onException);
    await f?.s.close();
  });

  const ctx = () => ({
    f,
    pool,
    publicRoutes: new Set(routeTable.filter((r) => r.public).map(routeKey)),
    seed: SEED,
    concurrency: CONCURRENCY,
  });

  it('should know the inputs of every route, or list it as taking none', () => {
    const unmapped = routes.filter((r) => !(r in ROUTE_INPUTS));
    expect(unmapped.sort()).toEqual([...WITHOUT_INPUT].sort());
    // Nothing mapped that is not a route (renamed, or gone).
    expect(Object.keys(ROUTE_INPUTS).filter((r) => !routes.includes(r))).toEqual([]);
  });

  it('should answer valid and boundary requests to every route without a 5xx', async () => {
    const t0 = Date.now();
    const mixed = cases.filter((c) => c.kind !== 'invalid');
    // Shuffled, so that what one route makes is there for the others early on.
    const random = seededRandom(SEED);
    for (let i = mixed.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [mixed[i], mixed[j]] = [mixed[j]!, mixed[i]!];
    }
    const results = await casesRun(mixed, ctx());
    sent.requests += results.length;
    const reached = new Set(results.filter((r) => r.status < 300).map((r) => r.route));
    console.log(
      `fuzz seed ${SEED} on ${f.app.ctx.dbKind}: ${results.length} valid and boundary requests ` +
        `to ${new Set(mixed.map((c) => c.route)).size} routes (${reached.size} answered 2xx at ` +
        `least once) in ${seconds(t0)} s: ${histogram(results)}`,
    );
    const never = [...new Set(mixed.map((c) => c.route))].filter((r) => !reached.has(r));
    console.log(`fuzz: routes no generated request got a 2xx from: ${never.join(', ')}`);
    console.log(`fuzz: the slowest routes, in all: ${slowest(results).join(', ')}`);
    expect(byRoute(results, (r) => r.status >= 500)).toEqual([]);
  }, 600_000);

  it('should change nothing on requests the routes must refuse', async () => {
    const t0 = Date.now();
    const invalid = cases.filter((c) => c.kind === 'invalid');
    await quiet(f);
    await actorsSignedIn(f);
    let before = await dbStable(f);
    const changed: string[] = [];
    const results: CaseResult[] = [];
    let compared = 0;
    for (let at = 0; at < invalid.length; at += CHUNK) {
      const chunk = invalid.slice(at, at + CHUNK);
      const got = await casesRun(chunk, { ...ctx(), keep: (r) => r.status < 400 }, 1_000_000 + at);
      results.push(...got);
      await new Promise((r) => setTimeout(r, 50));
      const after = await dbDigest(f.app.ctx.db);
      // A chunk where something was accepted may change things: only refused chunks are compared.
      if (got.every((r) => r.status >= 400 && r.status < 500)) {
        compared++;
        const diff = dbDigestDiff(before, after);
        if (diff.length > 0) {
          changed.push(`requests ${at}-${at + chunk.length}: ${diff.join('; ')}`);
          changed.push(...chunk.slice(0, 5).map((c) => `  e.g. ${c.route} ${c.broken}`));
        }
      }
      before = after;
    }
    await new Promise((r) => setTimeout(r, QUIET_MS));
    const last = dbDigestDiff(before, await dbDigest(f.app.ctx.db));
    if (last.length > 0) changed.push(`after the last chunk: ${last.join('; ')}`);
    sent.requests += results.length;
    const chunks = Math.ceil(invalid.length / CHUNK);
    console.log(
      `fuzz: ${results.length} requests that must be refused, over ` +
        `${new Set(invalid.map((c) => c.route)).size} routes, in ${chunks} chunks ` +
        `(${compared} compared) in ${seconds(t0)} s: ${histogram(results)}`,
    );
    expect(byRoute(results, (r) => r.status >= 500)).toEqual([]);
    expect(byRoute(results, (r) => r.status < 400)).toEqual([]);
    expect(changed).toEqual([]);
  }, 600_000);

  it('should answer every refused frame with an error, crash on none, and still pong', async () => {
    const t0 = Date.now();
    const emma = f.actors[0]!;
    await actorRenew(f.app, emma);
    const client = await LiveClient.open(f.s.url, emma.cookie);
    const frames = framesGenerate(FRAMES, SEED);
    const data = frames.map((frame, i) => frameData(frame, emma.userId, pool, SEED + i));
    const refused = data.filter((d) => d.refused);
    const accepted = data.filter((d) => !d.refused);
    const unanswered: string[] = [];
    try {
      for (let at = 0; at < refused.length; at += 50) {
        const batch = refused.slice(at, at + 50);
        const errors = eventCount(client, 'error');
        for (const d of batch) client.socket.send(d.data);
        const answered = await until(
          () => eventCount(client, 'error') - errors >= batch.length,
          15_000,
        );
        if (!answered) {
          unanswered.push(
            `frames ${at}-${at + batch.length}: ${eventCount(client, 'error') - errors} errors`,
          );
        }
      }
      for (let at = 0; at < accepted.length; at += 50) {
        for (const d of accepted.slice(at, at + 50)) client.socket.send(d.data);
        const pongs = eventCount(client, 'pong');
        client.send({ type: 'ping' });
        await until(() => eventCount(client, 'pong') > pongs, 15_000);
      }
      sent.frames += data.length;
      const pongs = eventCount(client, 'pong');
      client.send({ type: 'ping' });
      expect(await until(() => eventCount(client, 'pong') > pongs, 15_000)).toBe(true);
      expect(client.socket.readyState).toBe(client.socket.OPEN);
    } finally {
      await client.close();
    }
    const failed = client.events.filter(
      (e) => e.type === 'error' && e.error === 'Something went wrong',
    );
    console.log(
      `fuzz: ${data.length} frames (${refused.length} to refuse, ${accepted.length} the schema ` +
        `takes) in ${seconds(t0)} s; ${eventCount(client, 'error')} errors answered`,
    );
    expect(unanswered).toEqual([]);
    expect(failed).toEqual([]);
  }, 300_000);

  it('should leave the ledger whole, every game as its rules make it, and no orphan rows', async () => {
    await quiet(f);
    const db = f.app.ctx.db;
    expect(await ledgerProblems(db)).toEqual({});
    expect(await gameProblems(db, f.frozen)).toEqual([]);
    expect(await orphansFind(db)).toEqual({});
    const [counts] = await dbRows<Record<string, number>>(
      db,
      sql`select (select count(*)::int from messages) as messages,
                 (select count(*)::int from games) as games,
                 (select count(*)::int from game_moves) as moves,
                 (select count(*)::int from payments) as payments,
                 (select count(*)::int from users) as users`,
    );
    console.log(`fuzz: afterwards ${JSON.stringify(counts)}`);
  }, 120_000);

  it('should log no failed request and raise no uncaught error, over 20,000 inputs', () => {
    const failures = f.log
      .filter((l) => l.level >= 50)
      .map((l) => `${l.msg ?? ''}: ${l.err?.stack ?? l.err?.message ?? ''}`);
    const refusedByDatabase = f.log.filter((l) => l.msg === 'value refused by the database');
    for (const l of refusedByDatabase.slice(0, 10)) {
      const text = l.err?.stack ?? l.err?.message ?? '';
      const [params, cause] = [/params: .*$/m, /caused by: .*$/m].map((re) => text.match(re)?.[0]);
      console.log(`refused by the database: ${params?.slice(0, 200)} ${cause ?? ''}`);
    }
    const total = sent.requests + sent.frames;
    console.log(
      `fuzz seed ${SEED}: ${sent.requests} requests and ${sent.frames} frames (${total}) on ` +
        `${f.app.ctx.dbKind} in ${seconds(started)} s; ` +
        `${refusedByDatabase.length} values refused by the database and answered 400`,
    );
    expect(failures).toEqual([]);
    expect(crashes).toEqual([]);
    expect(total).toBeGreaterThanOrEqual(20_000);
  });
});

/**
 * Lets the work that runs after an answer finish: payments still pending are settled, reading
 * windows of burner messages end, the sweeps run, and buffered receipts are stored.
 */
async function quiet(f: FuzzFixture): Promise<void> {
  const db = f.app.ctx.db;
  const pending = await dbRows<{ id: string }>(
    db,
    sql`select id from payments where status = 'pending'`,
  );
  for (const { id } of pending) await paymentSettle(f.app.ctx, id, null);
  await f.app.burner.sweep();
  await f.app.statuses.sweep();
  await f.app.unsentObjects.sweep();
  await f.app.sessionsExpired.sweep();
  await f.app.scheduled.sweep();
  // Downloads render in the background, saving their progress as they go.
  const rendering = async () =>
    (
      await dbRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from video_downloads where status in ('queued', 'rendering')`,
      )
    )[0]!.n;
  for (let waited = 0; (await rendering()) > 0 && waited < 120_000; waited += 250) {
    await new Promise((r) => setTimeout(r, 250));
  }
  await new Promise((r) => setTimeout(r, QUIET_MS));
  // Burner messages being read burn when their reading windows end, seconds from now, which
  // would change the database in the middle of a comparison: once the last receipts are stored,
  // end every window, as all the readers leaving their chats would, and burn what is then due.
  const now = f.app.ctx.clock.now().toISOString();
  await db.execute(sql`update burner_reads set burn_at = ${now}::timestamptz
    where burn_at > ${now}::timestamptz`);
  await f.app.burner.sweep();
}

/**
 * Every actor signed in again where the valid requests ended their session (the spare signing
 * out, or a sweep), before the digest is taken: otherwise the renewal that a refused request's
 * 401 starts would be read as that request changing the sessions.
 */
async function actorsSignedIn(f: FuzzFixture): Promise<void> {
  for (const actor of [...f.actors, f.spare]) {
    const res = await f.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: { cookie: actor.cookie },
    });
    if (res.statusCode === 401) await actorRenew(f.app, actor);
  }
}

/** A digest of the database once two in a row, half a second apart, agree. */
async function dbStable(f: FuzzFixture): Promise<DbDigest> {
  let digest = await dbDigest(f.app.ctx.db);
  for (let i = 0; i < 10; i++) {
    await new Promise((r) => setTimeout(r, 500));
    const again = await dbDigest(f.app.ctx.db);
    if (dbDigestDiff(digest, again).length === 0) return again;
    digest = again;
  }
  throw new Error('the database never stopped changing');
}
