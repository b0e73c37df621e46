import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../../protocol';
import { conversations, messages } from '../../db/schema';
import type { TestServer } from '../../testing/harness';
import type { TwoInstances } from '../../testing/two-instances';
import { twoInstances } from '../../testing/two-instances';
import { LiveClient } from '../../testing/live-client';
import { BURNER_TTL_MS } from '../messages/send-row';

/**
 * Two instances sweep the same expired burner messages at the same moment: each is burnt once
 * (one change number each, one push each). Runs with DATABASE_URL and REDIS_URL (vitest.config.ts).
 */
describe('burner sweep on two instances (PostgreSQL + Redis)', () => {
  let pair: TwoInstances;
  let one: TestServer;
  let two: TestServer;
  let emma: string;
  let sofia: string;
  let conv: Conversation;

  beforeAll(async () => {
    pair = await twoInstances();
    ({ one, two, emma, sofia, conv } = pair);
  });
  afterAll(() => pair.close());

  it('should burn each expired message exactly once when both sweep at once', async () => {
    const COUNT = 150;
    const sent: Message[] = [];
    for (let i = 0; i < COUNT; i++) {
      const res = await one.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie: emma },
        payload: {
          conversationId: conv.id,
          senderId: 'u-emma',
          content: `burn ${i}`,
          isBurner: true,
        },
      });
      sent.push(res.json());
    }
    const watcher = await LiveClient.open(two.url, sofia);
    const later = new Date(Date.parse(sent.at(-1)!.createdAt) + BURNER_TTL_MS + 1_000);
    one.app.ctx.clock.now = () => later;
    two.app.ctx.clock.now = () => later;

    const [a, b] = await Promise.all([one.app.burner.sweep(), two.app.burner.sweep()]);
    expect(a + b).toBe(COUNT);

    const rows = await one.app.ctx.db
      .select({ content: messages.content, changeSeq: messages.changeSeq })
      .from(messages)
      .where(
        inArray(
          messages.id,
          sent.map((m) => m.id),
        ),
      );
    expect(rows.every((r) => r.content === '')).toBe(true);
    // One change number each: a message burnt twice would have taken two.
    expect(new Set(rows.map((r) => r.changeSeq)).size).toBe(COUNT);
    const [c] = await one.app.ctx.db
      .select({ lastChangeSeq: conversations.lastChangeSeq })
      .from(conversations)
      .where(eq(conversations.id, conv.id));
    expect(c!.lastChangeSeq).toBe(COUNT);

    const ids = new Set(sent.map((m) => m.id));
    for (let i = 0; i < COUNT; i++) {
      await watcher.next('message', (e) => ids.has(e.message.id) && e.message.deletedAt !== null);
    }
    expect(await watcher.none('message', 500)).toBe(true);
    await watcher.close();
  });
});
