import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../db/schema';
import { redisCommandClient, redisReady } from '../realtime/redis-client';
import type { TwoInstances } from '../testing/two-instances';
import { twoInstances } from '../testing/two-instances';
import type { Hit } from './user-limits';
import { USER_LIMITS } from '../kernel/limit-table';
import { RedisCounter, UserLimits } from './user-limits';

describe('per-person limits across two instances (Redis)', () => {
  let t: TwoInstances;
  beforeAll(async () => {
    // Ten sends at once, then one every 6 s: the test's own pace does not matter.
    t = await twoInstances({ userLimits: { send: { max: 10, windowMs: 60_000, burst: 10 } } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('should count a person once, whichever instance they reach', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const server = i % 2 === 0 ? t.one : t.two;
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie: t.emma },
        payload: { conversationId: t.conv.id, senderId: 'u-emma', content: `hello ${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
    const [row] = await t.one.app.ctx.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.senderId, 'u-emma'));
    expect(Number(row!.n)).toBe(10);
  });

  it("should allow a burst, then one each time another is due, on Redis's clock", async () => {
    const redis = redisCommandClient(process.env.REDIS_URL!, () => undefined);
    await redisReady(redis);
    const counter = new RedisCounter(redis, `allo-test-cell-${Date.now()}`);
    // Ten a second on average, three at once.
    const limit = { max: 10, windowMs: 1_000, burst: 3 };
    try {
      const hits: Hit[] = [];
      for (let i = 0; i < 4; i++) hits.push(await counter.hit('send:u-emma', limit));
      expect(hits.slice(0, 3).every((h) => h.allowed)).toBe(true);
      expect(hits[3]!.allowed).toBe(false);
      // The fourth is due one interval (100 ms) after the first.
      expect(hits[3]!.retryMs).toBeGreaterThan(0);
      expect(hits[3]!.retryMs).toBeLessThanOrEqual(100);
      expect((await counter.hit('send:u-sofia', limit)).allowed).toBe(true);
      await new Promise((r) => setTimeout(r, hits[3]!.retryMs + 5));
      expect((await counter.hit('send:u-emma', limit)).allowed).toBe(true);
      expect((await counter.hit('send:u-emma', limit)).allowed).toBe(false);
    } finally {
      redis.disconnect();
    }
  });

  it('should let a send through, uncounted, when Redis is slow to count it', async () => {
    const url = process.env.REDIS_URL!;
    const counting = redisCommandClient(url, () => undefined);
    const admin = redisCommandClient(url, () => undefined);
    await Promise.all([redisReady(counting), redisReady(admin)]);
    const seen: unknown[] = [];
    const limits = new UserLimits(
      new RedisCounter(counting, 'allo-test-slow'),
      USER_LIMITS,
      (err) => seen.push(err),
    );
    try {
      // Writes wait while the server is paused, as they would on a Redis that hangs.
      await admin.call('CLIENT', 'PAUSE', '3000', 'WRITE');
      await limits.take('u-emma', 'send');
      expect(seen).toEqual([new Error('count not answered in time')]);
    } finally {
      await admin.call('CLIENT', 'UNPAUSE');
      counting.disconnect();
      admin.disconnect();
    }
  });
});
