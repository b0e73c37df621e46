import { count, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../protocol';
import { messages } from '../db/schema';
import { chatFixture } from '../testing/chat-fixture';
import { LIVE_ACTIONS, routeActionOf, scaledLimits } from './route-limits';
import type { Limit } from '../kernel/limit-table';
import { USER_LIMITS } from '../kernel/limit-table';
import type { Counter, Hit } from './user-limits';
import { MemoryCounter, RedisCounter, UserLimits, retryText } from './user-limits';

/** One instance's limits on the clock given, with `send` set as the test needs. */
function limitsWith(
  send: Limit,
  shared: Counter | null,
  clock: () => number = Date.now,
  onError?: (err: unknown) => void,
): UserLimits {
  return new UserLimits(shared, { ...USER_LIMITS, send }, onError, clock);
}

describe('per-person limits: the counting', () => {
  it('should allow a burst, then one each time another is due, whoever else acts', async () => {
    let now = 1_000;
    const counter = new MemoryCounter(() => now);
    // Five a second on average, three at once.
    const limit = { max: 5, windowMs: 1_000, burst: 3 };
    const hits = async (key: string, n: number) => {
      const out: Hit[] = [];
      for (let i = 0; i < n; i++) out.push(await counter.hit(key, limit));
      return out.map((h) => (h.allowed ? 'ok' : h.retryMs));
    };
    expect(await hits('send:u-emma', 4)).toEqual(['ok', 'ok', 'ok', 200]);
    expect(await hits('send:u-sofia', 1)).toEqual(['ok']);
    now += 150;
    expect(await hits('send:u-emma', 1)).toEqual([50]);
    now += 50;
    expect(await hits('send:u-emma', 2)).toEqual(['ok', 200]);
    // Quiet for a while, the whole burst is back, and no more.
    now += 5_000;
    expect(await hits('send:u-emma', 4)).toEqual(['ok', 'ok', 'ok', 200]);
  });

  it('should refuse past the limit with 429 and when to try again, and only that person', async () => {
    let now = 0;
    const clock = () => now;
    const limits = limitsWith({ max: 2, windowMs: 10_000, burst: 2 }, null, clock);
    await limits.take('u-emma', 'send');
    now += 2_500;
    await limits.take('u-emma', 'send');
    // Two at once are allowed, then one every 5 s: the next is due 5 s after the first.
    const refused = await limits.take('u-emma', 'send').catch((err: unknown) => err);
    expect(refused).toMatchObject({
      status: 429,
      message: 'Rate limit exceeded, retry in 3 seconds',
      coded: { code: 'rateLimited', params: { after: '3 seconds' } },
    });
    await expect(limits.take('u-sofia', 'send')).resolves.toBeUndefined();
    await expect(limits.take('u-emma', 'typing')).resolves.toBeUndefined();
    now += 2_500;
    await expect(limits.take('u-emma', 'send')).resolves.toBeUndefined();
    await expect(limits.take('u-emma', 'send')).rejects.toMatchObject({ status: 429 });
  });

  it('should count here first, and ask the shared counter only what this instance allows', async () => {
    let now = 0;
    const clock = () => now;
    const shared = new MemoryCounter(clock);
    const asked: string[] = [];
    const counter: Counter = {
      hit: (key, limit) => (asked.push(key), shared.hit(key, limit)),
    };
    const limits = limitsWith({ max: 1, windowMs: 10_000, burst: 1 }, counter, clock);
    await limits.take('u-emma', 'send');
    const refused = limits.take('u-emma', 'send');
    // Known at once, before anything is awaited.
    expect(limits.refusedFor('u-emma', 'send')).toBe(10_000);
    await expect(refused).rejects.toMatchObject({ status: 429 });
    now += 4_000;
    for (let i = 0; i < 100; i++) {
      await expect(limits.take('u-emma', 'send')).rejects.toMatchObject({
        message: 'Rate limit exceeded, retry in 6 seconds',
      });
    }
    // Only the one allowed was asked of the shared counter.
    expect(asked).toEqual(['send:u-emma']);
    expect(limits.refusedFor('u-emma', 'typing')).toBe(0);
    expect(limits.refusedFor('u-sofia', 'send')).toBe(0);
    now += 6_000;
    expect(limits.refusedFor('u-emma', 'send')).toBe(0);
    await expect(limits.take('u-emma', 'send')).resolves.toBeUndefined();
    expect(asked).toHaveLength(2);
  });

  it('should refuse what the shared counter refuses, as another instance counted it', async () => {
    let now = 0;
    const clock = () => now;
    const shared = new MemoryCounter(clock);
    const send = { max: 2, windowMs: 10_000, burst: 2 };
    const other = limitsWith(send, shared, clock);
    const here = limitsWith(send, shared, clock);
    await other.take('u-emma', 'send');
    await other.take('u-emma', 'send');
    now += 2_500;
    // This instance has counted nothing; the shared count is full until 5 s.
    await expect(here.take('u-emma', 'send')).rejects.toMatchObject({
      message: 'Rate limit exceeded, retry in 3 seconds',
    });
    expect(here.refusedFor('u-emma', 'send')).toBe(2_500);
    now += 2_500;
    expect(here.refusedFor('u-emma', 'send')).toBe(0);
    await expect(here.take('u-emma', 'send')).resolves.toBeUndefined();
  });

  it("should let the action through when the shared count cannot be had, up to this instance's", async () => {
    // A real client that never connects: Redis is away.
    const away = new Redis({ lazyConnect: true });
    const seen: unknown[] = [];
    const send = { max: 5, windowMs: 60_000, burst: 5 };
    const limits = limitsWith(send, new RedisCounter(away, 'allo-test'), Date.now, (err) =>
      seen.push(err),
    );
    for (let i = 0; i < 5; i++) await limits.take('u-emma', 'send');
    expect(seen).toEqual(Array.from({ length: 5 }, () => new Error('Redis is wait')));
    await expect(limits.take('u-emma', 'send')).rejects.toMatchObject({ status: 429 });
    expect(seen).toHaveLength(5);
  });

  it('should scale every limit, never below one', () => {
    expect(scaledLimits(2).send).toEqual({ max: 200, windowMs: 10_000, burst: 600 });
    expect(scaledLimits(0.001).payment).toMatchObject({ max: 1, burst: 1 });
    const set = { max: 10, windowMs: 60_000, burst: 10 };
    expect(scaledLimits(1_000, { send: set })).toMatchObject({
      send: set,
      typing: { max: 60_000 },
    });
  });

  it('should say when to try again in whole seconds', () => {
    expect([retryText(0), retryText(900), retryText(1_001), retryText(60_000)]).toEqual([
      '1 second',
      '1 second',
      '2 seconds',
      '60 seconds',
    ]);
  });

  it('should count every change and no read', () => {
    expect(routeActionOf('POST', '/api/messages')).toBe('send');
    expect(routeActionOf('PUT', '/api/games/:id/move')).toBe('game');
    expect(routeActionOf('PATCH', '/api/settings')).toBe('write');
    expect(routeActionOf('GET', '/api/messages')).toBeNull();
    expect(LIVE_ACTIONS.message).toBe('send');
    expect(LIVE_ACTIONS['ice-candidate']).toBe('callSignal');
  });
});

/** Small limits with the next one a long way off, so a test's own pace does not matter. */
const TEST_LIMITS = {
  send: { max: 10, windowMs: 60_000, burst: 10 },
  typing: { max: 2, windowMs: 60_000, burst: 2 },
  connect: { max: 4, windowMs: 60_000, burst: 4 },
};

describe('per-person limits on the server', () => {
  // Ten sends, two typing events and four connections, all at once or spread over a minute.
  let f: Awaited<ReturnType<typeof chatFixture>>;
  beforeAll(async () => {
    f = await chatFixture('Limits', { userLimits: TEST_LIMITS });
  });
  afterAll(async () => {
    await f.phonesClose();
    await f.s.close();
  });

  const sentBy = async (userId: string): Promise<number> => {
    const [row] = await f.s.app.ctx.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.senderId, userId));
    return Number(row!.n);
  };

  it('should count HTTP and live sends together, and store nothing past the limit', async () => {
    const before = await sentBy('u-emma');
    const phone = await f.phone('emma');
    for (let i = 0; i < 5; i++) await f.send('emma', f.direct.id, `http ${i}`);
    for (let i = 0; i < 5; i++) {
      phone.send({
        type: 'message',
        conversationId: f.direct.id,
        content: `live ${i}`,
        clientId: `ok-${i}`,
      });
      await phone.next('ack', (e) => e.clientId === `ok-${i}`);
    }

    phone.send({
      type: 'message',
      conversationId: f.direct.id,
      content: 'one too many',
      clientId: 'over',
    });
    const refusedLive = await phone.next('error', (e) => e.clientId === 'over');
    expect(refusedLive).toMatchObject({ code: 'rateLimited' });
    expect(refusedLive.error).toMatch(/^Rate limit exceeded, retry in \d+ seconds?$/);
    const refusedHttp = await f.inject('emma', 'POST', '/api/messages', {
      conversationId: f.direct.id,
      senderId: 'u-emma',
      content: 'and another',
    });
    expect(refusedHttp.statusCode).toBe(429);
    expect(refusedHttp.json<ErrorBody>().code).toBe('rateLimited');
    // The next send is due 6 s after the first of the ten.
    expect(Number(refusedHttp.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refusedHttp.headers['retry-after'])).toBeLessThanOrEqual(6);

    expect(await sentBy('u-emma')).toBe(before + 10);
    // Sofía's sends are her own count.
    await f.send('sofia', f.direct.id, 'still here');
    expect(await sentBy('u-sofia')).toBeGreaterThan(0);
  });

  it('should drop typing past its limit, telling only the typist', async () => {
    const typist = await f.phone('camille');
    const reader = await f.phone('sofia');
    for (let i = 0; i < 3; i++) {
      typist.send({ type: 'typing', conversationId: f.group.id, isTyping: i % 2 === 0 });
    }
    expect(await typist.next('error')).toMatchObject({ code: 'rateLimited' });
    for (let i = 0; i < 2; i++) await reader.next('typing', (e) => e.userId === 'u-camille');
    expect(await reader.none('typing', 500)).toBe(true);
  });

  it('should stop reading a socket past its limit until the next is due, without closing it', async () => {
    // Lukas is in neither chat: his sends are counted, then refused as not found.
    const flooder = await f.phone('lukas');
    let closed = false;
    flooder.socket.once('close', () => (closed = true));
    const frame = (i: number) => ({
      type: 'message' as const,
      conversationId: f.group.id,
      content: `flood ${i}`,
      clientId: `f-${i}`,
    });
    for (let i = 0; i < 10; i++) flooder.send(frame(i));
    for (let i = 0; i < 10; i++) {
      expect(await flooder.next('error', (e) => e.clientId === `f-${i}`)).toMatchObject({
        code: 'conversationNotFound',
      });
    }
    for (let i = 10; i < 40; i++) flooder.send(frame(i));
    expect(await flooder.next('error', (e) => e.clientId === 'f-10')).toMatchObject({
      code: 'rateLimited',
    });
    // Paused: a ping is not even read, yet the socket stays open...
    flooder.send({ type: 'ping' });
    expect(await flooder.none('pong', 1_500)).toBe(true);
    // ...and of the thirty over the limit, the first is answered, and at most one more read
    // with it before the pause; the rest are dropped unanswered.
    const answered = flooder.events.filter((e) => e.type === 'error' || e.type === 'ack');
    expect(answered.length).toBeLessThanOrEqual(1);
    expect(answered.every((e) => e.type === 'error' && e.code === 'rateLimited')).toBe(true);
    expect(closed).toBe(false);
    // ...and it is read again once the next send is due (6 s after the first; frames not yet
    // read then may take that send and pause it once more).
    await flooder.next('pong', () => true, 20_000);
    expect(closed).toBe(false);
  }, 30_000);

  it("should refuse a person's live connections past their limit, and nobody else's", async () => {
    // Camille has one open already; four a minute at this scale.
    for (let i = 0; i < 3; i++) await f.phone('camille');
    await expect(f.phone('camille')).rejects.toThrow('refused 429');
    await f.phone('sofia');
  });
});
