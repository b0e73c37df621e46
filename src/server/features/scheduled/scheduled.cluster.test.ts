import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, ScheduledMessage } from '../../../protocol';
import { messages, scheduledMessages } from '../../db/schema';
import type { TestServer } from '../../testing/harness';
import type { TwoInstances } from '../../testing/two-instances';
import { twoInstances } from '../../testing/two-instances';
import { LiveClient } from '../../testing/live-client';

/**
 * Two instances on one PostgreSQL and one Redis, both sweeping at the same moment: every
 * scheduled message goes out once. Runs only when DATABASE_URL and REDIS_URL are set
 * (vitest.config.ts), like the cluster suite.
 */
describe('Send Later on two instances (core 4 scheduled message)', () => {
  let pair: TwoInstances;
  let one: TestServer;
  let two: TestServer;
  let emma: string;
  let sofia: string;
  let conv: Conversation;
  let offset = 0;
  const now = () => new Date(Date.now() + offset);

  beforeAll(async () => {
    pair = await twoInstances();
    ({ one, two, emma, sofia, conv } = pair);
    one.app.ctx.clock.now = now;
    two.app.ctx.clock.now = now;
  });
  afterAll(() => pair.close());

  it('should run on PostgreSQL and Redis', async () => {
    const health = (await two.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(health).toMatchObject({ database: 'postgres', bus: 'redis' });
  });

  it('should deliver each due message exactly once while both instances sweep at once', async () => {
    const sofiaPhone = await LiveClient.open(two.url, sofia);
    const ROUNDS = 15;
    const PER_ROUND = 4;
    const ids: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const batch: ScheduledMessage[] = [];
      for (let i = 0; i < PER_ROUND; i++) {
        const res = await (i % 2 ? two : one).app.inject({
          method: 'POST',
          url: '/api/scheduled-messages',
          headers: { cookie: emma },
          payload: {
            conversationId: conv.id,
            content: `round ${round} #${i}`,
            sendAt: new Date(now().getTime() + 60_000).toISOString(),
          },
        });
        expect(res.statusCode).toBe(201);
        batch.push(res.json());
      }
      offset += 60_000;
      // Both instances find the same rows due at the same moment, several times over.
      await Promise.all([
        one.app.scheduled.sweep(),
        two.app.scheduled.sweep(),
        one.app.scheduled.sweep(),
        two.app.scheduled.sweep(),
      ]);
      ids.push(...batch.map((b) => b.id));
    }
    const db = one.app.ctx.db;
    const rows = await db
      .select()
      .from(scheduledMessages)
      .where(inArray(scheduledMessages.id, ids));
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    const sent = await db.select().from(messages).where(eq(messages.conversationId, conv.id));
    expect(sent).toHaveLength(ids.length);
    expect(new Set(sent.map((m) => m.clientId))).toEqual(
      new Set(ids.map((id) => `scheduled-${id}`)),
    );
    for (const r of rows)
      expect(sent.find((m) => m.id === r.messageId)?.clientId).toBe(`scheduled-${r.id}`);
    // Sofía, on the other instance, got each of them live, once.
    await expect
      .poll(() => sofiaPhone.events.filter((e) => e.type === 'message').length)
      .toBe(ids.length);
    await sofiaPhone.close();
  });
});
