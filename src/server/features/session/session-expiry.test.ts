import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLOSE_REASON_DEVICE_REMOVED, CLOSE_UNAUTHORISED } from '../../../protocol';
import { sessions } from '../../db/schema';
import { testStart } from '../../testing/harness';
import { LiveClient } from '../../testing/live-client';
import {
  SESSIONS_PER_USER_MAX,
  SESSION_EXTEND_EVERY_MS,
  SESSION_MAX_AGE_S,
  sessionTouch,
  tokenHash,
} from './service';
import { sessionsExpiredSweep } from './sweeper';

type Started = Awaited<ReturnType<typeof testStart>>;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const MAX_AGE_MS = SESSION_MAX_AGE_S * 1000;

describe('sessions: sliding expiry, purge and a cap per user (issue 18)', () => {
  let s: Started;
  const live: LiveClient[] = [];
  const realNow = () => new Date();
  const at = (ms: number) => {
    s.app.ctx.clock.now = () => new Date(ms);
  };
  const cookieOf = (token: string) => `allo_session=${token}`;
  /** A session started by the store, as sign-in does (without its rate limit). */
  const start = async (userId: string) => (await s.app.ctx.sessions.create(userId)).token;
  const me = (token: string) =>
    s.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: cookieOf(token) } });
  const row = async (token: string) =>
    (
      await s.app.ctx.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, tokenHash(token)))
    )[0];
  const allRows = () => s.app.ctx.db.select().from(sessions);
  const rowsOf = (userId: string) =>
    s.app.ctx.db.select().from(sessions).where(eq(sessions.userId, userId));

  beforeAll(async () => {
    s = await testStart();
  });
  afterEach(async () => {
    s.app.ctx.clock.now = realNow;
    await Promise.all(live.splice(0).map((c) => c.close()));
  });
  afterAll(() => s.close());

  it('should keep a session used on day 29 alive on day 45, and end it 30 days after its last use', async () => {
    const day0 = Date.parse('2031-03-01T09:00:00Z');
    at(day0);
    const used = await start('u-emma');
    const unused = await start('u-emma');
    expect((await row(used))!.expiresAt.getTime()).toBe(day0 + MAX_AGE_MS);

    at(day0 + 29 * DAY);
    const day29 = await me(used);
    expect(day29.statusCode).toBe(200);
    // Each answer gives the cookie its 30 days again, so the browser keeps it as long.
    expect(day29.cookies.find((c) => c.name === 'allo_session')).toMatchObject({
      value: used,
      maxAge: SESSION_MAX_AGE_S,
    });
    // The extension is written behind the answer.
    await vi.waitFor(async () =>
      expect((await row(used))!.expiresAt.getTime()).toBe(day0 + 29 * DAY + MAX_AGE_MS),
    );

    // Used again within the hour: 'last active' moves, the expiry is not rewritten.
    const soon = day0 + 29 * DAY + SESSION_EXTEND_EVERY_MS / 2;
    at(soon);
    expect((await me(used)).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await row(used))!.lastSeenAt.getTime()).toBe(soon));
    expect((await row(used))!.expiresAt.getTime()).toBe(day0 + 29 * DAY + MAX_AGE_MS);

    const day45 = day0 + 45 * DAY;
    at(day45);
    expect((await me(used)).statusCode).toBe(200);
    // The one never used ended 30 days after it began.
    expect((await me(unused)).statusCode).toBe(401);
    await vi.waitFor(async () =>
      expect((await row(used))!.expiresAt.getTime()).toBe(day45 + MAX_AGE_MS),
    );

    at(day45 + MAX_AGE_MS);
    expect((await me(used)).statusCode).toBe(401);
    // A late write (a socket closing) does not bring it back.
    await sessionTouch(s.app.ctx.db, tokenHash(used), new Date(day45 + MAX_AGE_MS + MINUTE));
    expect(await row(used)).toMatchObject({
      lastSeenAt: new Date(day45),
      expiresAt: new Date(day45 + MAX_AGE_MS),
    });
    at(day45 + MAX_AGE_MS + MINUTE);
    expect((await me(used)).statusCode).toBe(401);
  });

  it('should purge expired sessions only, in bites that instances sweeping at once share', async () => {
    const t0 = Date.parse('2032-06-01T12:00:00Z');
    const expired: string[] = [];
    at(t0);
    for (let i = 0; i < 5; i++) expired.push(await start(i % 2 ? 'u-sofia' : 'u-lukas'));
    at(t0 + 10 * DAY);
    const alive = [await start('u-sofia'), await start('u-lukas')];
    at(t0 + 10 * DAY + MINUTE);
    // Used on day 10, so alive past day 30 too.
    const revived = expired.shift()!;
    expect((await me(revived)).statusCode).toBe(200);
    alive.push(revived);
    await vi.waitFor(async () =>
      expect((await row(revived))!.expiresAt.getTime()).toBe(t0 + 10 * DAY + MINUTE + MAX_AGE_MS),
    );

    const sweepAt = t0 + MAX_AGE_MS + MINUTE;
    at(sweepAt);
    const before = await allRows();
    const due = before.filter((r) => r.expiresAt.getTime() <= sweepAt).map((r) => r.idHash);
    expect(due).toEqual(expect.arrayContaining(expired.map(tokenHash)));
    for (const token of alive) expect(due).not.toContain(tokenHash(token));

    // Three sweeps at once, two rows a bite, then the sweeper itself for what is left.
    const counts = await Promise.all([1, 2, 3].map(() => sessionsExpiredSweep(s.app.ctx, 2)));
    const rest = await s.app.sessionsExpired.sweep();
    // Every due row deleted once, by one of them.
    expect(counts.reduce((a, b) => a + b, 0) + rest).toBe(due.length);
    const after = await allRows();
    expect(after).toHaveLength(before.length - due.length);
    expect(after.map((r) => r.idHash).sort()).toEqual(
      before
        .map((r) => r.idHash)
        .filter((h) => !due.includes(h))
        .sort(),
    );
    for (const token of alive) expect((await me(token)).statusCode).toBe(200);
    // Nothing more is due: another sweep deletes nothing.
    expect(await s.app.sessionsExpired.sweep()).toBe(0);
    expect(await allRows()).toHaveLength(after.length);
  });

  it('should make no session for a user who is gone, and say so', async () => {
    // An account deleted while one of its devices signs in: a refusal, never a broken row.
    await expect(s.app.ctx.sessions.create('u-nobody-here')).rejects.toMatchObject({
      status: 404,
      message: 'User not found',
    });
    const rows = await s.app.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, 'u-nobody-here'));
    expect(rows).toEqual([]);
  });

  it('should end the least recently used session of a user over the cap, closing its sockets', async () => {
    const t0 = Date.now() - DAY;
    const tokens: string[] = [];
    let lruSocket: LiveClient | undefined;
    for (const r of await rowsOf('u-camille')) await s.app.ctx.sessions.endByHash(r.idHash);
    for (let i = 0; i < SESSIONS_PER_USER_MAX; i++) {
      at(t0 + i * MINUTE);
      tokens.push(await start('u-camille'));
      if (i === 1) {
        // Opened as it began: within the touch interval, so it does not count as a later use.
        lruSocket = await LiveClient.open(s.url, cookieOf(tokens[1]!));
        live.push(lruSocket);
      }
    }
    const [first, lru] = [tokens[0]!, tokens[1]!];
    // The first session is used later on, so the second is now the least recently used.
    at(t0 + 30 * MINUTE);
    expect((await me(first)).statusCode).toBe(200);
    await vi.waitFor(async () =>
      expect((await row(first))!.lastSeenAt.getTime()).toBe(t0 + 30 * MINUTE),
    );
    const othersOf = async () =>
      (await allRows())
        .filter((r) => r.userId !== 'u-camille')
        .map((r) => r.idHash)
        .sort();
    const othersBefore = await othersOf();
    expect(await rowsOf('u-camille')).toHaveLength(SESSIONS_PER_USER_MAX);
    const closedLru = new Promise<{ code: number; reason: string }>((resolve) =>
      lruSocket!.socket.once('close', (code, reason) =>
        resolve({ code, reason: reason.toString() }),
      ),
    );

    at(t0 + 31 * MINUTE);
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { userId: 'u-camille' },
    });
    expect(res.statusCode).toBe(200);
    const newest = res.cookies.find((c) => c.name === 'allo_session')!.value;

    const mine = await rowsOf('u-camille');
    expect(mine).toHaveLength(SESSIONS_PER_USER_MAX);
    expect(mine.map((r) => r.idHash).sort()).toEqual(
      [...tokens.filter((t) => t !== lru), newest].map(tokenHash).sort(),
    );
    expect(await closedLru).toEqual({
      code: CLOSE_UNAUTHORISED,
      reason: CLOSE_REASON_DEVICE_REMOVED,
    });
    expect((await me(lru)).statusCode).toBe(401);
    expect((await me(first)).statusCode).toBe(200);
    expect((await me(newest)).statusCode).toBe(200);
    // Nobody else's sessions were touched.
    expect(await othersOf()).toEqual(othersBefore);
  });
});
