import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../db/schema';
import type { TwoInstances } from '../testing/two-instances';
import { twoInstances } from '../testing/two-instances';

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
});
