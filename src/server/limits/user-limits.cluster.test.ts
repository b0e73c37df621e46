import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../db/schema';
import { redisCommandClient, redisReady } from '../realtime/redis-client';
import type { TwoInstances } from '../testing/two-instances';
import { twoInstances } from '../testing/two-instances';
import { RedisCounter, UserLimits, USER_LIMITS } from './user-limits';

describe('per-person limits across two instances (Redis)', () => {
  let t: TwoInstances;
  beforeAll(async () => {
    // Ten sends per 10 s.
    t = await twoInstances({ rateLimitScale: 1 / 30 });
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
