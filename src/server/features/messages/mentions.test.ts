import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../../protocol';
import { messages } from '../../db/schema';
import type { ChatWho } from '../../testing/chat-fixture';
import { chatFixture } from '../../testing/chat-fixture';

describe('mentions (issue 31)', () => {
  let f: Awaited<ReturnType<typeof chatFixture>>;

  const listed = async (who: ChatWho, id: string) =>
    (await f.inject(who, 'GET', '/api/conversations'))
      .json<Conversation[]>()
      .find((c) => c.id === id)!;
  const storedIn = (conversationId: string) =>
    f.s.app.ctx.db.select().from(messages).where(eq(messages.conversationId, conversationId));

  beforeAll(async () => {
    f = await chatFixture('Mentions');
  });
  afterAll(async () => {
    await f.phonesClose();
    await f.s.close();
  });

  it('should keep whom a message mentions, live, and say so in their list until read', async () => {
    const sofia = await f.phone('sofia');
    const m = await f.send('emma', f.group.id, '@sofia can you book?', {
      mentions: ['u-sofia', 'u-sofia'],
    });
    expect(m.mentions).toEqual(['u-sofia']);
    const [row] = (await storedIn(f.group.id)).filter((r) => r.id === m.id);
    expect(row!.mentions).toEqual(['u-sofia']);
    const pushed = await sofia.next('message', (e) => e.message.id === m.id);
    expect(pushed.message.mentions).toEqual(['u-sofia']);

    expect((await listed('sofia', f.group.id)).mentionedMe).toBe(true);
    expect((await listed('camille', f.group.id)).mentionedMe).toBeUndefined();
    const read = await f.inject('sofia', 'POST', `/api/conversations/${f.group.id}/read`, {
      seq: m.seq,
    });
    expect(read.statusCode).toBeLessThan(300);
    expect((await listed('sofia', f.group.id)).mentionedMe).toBeUndefined();
  });

  it('should refuse a mention of someone outside the chat, over HTTP and live, storing nothing', async () => {
    const before = (await storedIn(f.group.id)).length;
    const res = await f.inject('emma', 'POST', '/api/messages', {
      conversationId: f.group.id,
      senderId: 'u-emma',
      content: '@lukas hi',
      mentions: ['u-lukas'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Only members of this chat can be mentioned');

    const emma = await f.phone('emma');
    emma.send({
      type: 'message',
      conversationId: f.group.id,
      content: '@lukas hi',
      clientId: 'mention-outsider',
      mentions: ['u-lukas'],
    });
    const refused = await emma.next('error', () => true);
    expect(refused.error).toBe('Only members of this chat can be mentioned');
    expect((await storedIn(f.group.id)).length).toBe(before);
    expect(await listed('lukas', f.group.id)).toBeUndefined();
  });
});
