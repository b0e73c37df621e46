import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../../protocol';
import { messageHidden } from '../../db/schema';
import type { ChatWho } from '../../testing/chat-fixture';
import { CHAT_USER, chatFixture } from '../../testing/chat-fixture';
import { LiveClient } from '../../testing/live-client';
import { testLogin } from '../../testing/harness';

describe('delete for me (issue 31)', () => {
  let f: Awaited<ReturnType<typeof chatFixture>>;
  const live: LiveClient[] = [];
  const send = async (who: ChatWho, conversationId: string, content: string) =>
    (
      await f.inject(who, 'POST', '/api/messages', {
        conversationId,
        senderId: CHAT_USER[who],
        content,
      })
    ).json<Message>();
  const hide = (who: ChatWho, id: string) => f.inject(who, 'PUT', `/api/messages/${id}/hidden`);
  const page = async (who: ChatWho, conversationId: string) =>
    (await f.inject(who, 'GET', `/api/conversations/${conversationId}/messages`)).json<Message[]>();
  const stored = (userId: string, messageId: string) =>
    f.s.app.ctx.db
      .select()
      .from(messageHidden)
      .where(and(eq(messageHidden.userId, userId), eq(messageHidden.messageId, messageId)));

  beforeAll(async () => {
    f = await chatFixture('Hidden');
  });
  afterAll(async () => {
    for (const c of live) c.close();
    await f.s.close();
  });

  it("should take any message out of the reader's own view only, keeping its place", async () => {
    const before = await send('emma', f.group.id, 'Hola a todas');
    const old = await send('sofia', f.group.id, 'Mi número es 555-0101');
    const last = await send('camille', f.group.id, 'Noté, merci');
    const laptop = await LiveClient.open(f.s.url, await testLogin(f.s.app, 'u-emma'));
    live.push(laptop);
    const res = await hide('emma', old.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ messageId: old.id, hidden: true });
    expect(await stored('u-emma', old.id)).toHaveLength(1);
    // Her other devices hear of it.
    const told = await laptop.next('message_hidden', (e) => e.messageId === old.id);
    expect(told.conversationId).toBe(f.group.id);

    // Her pages keep its seq, with nothing of it; the others still have it whole.
    const hers = (await page('emma', f.group.id)).find((m) => m.id === old.id)!;
    expect(hers).toMatchObject({ seq: old.seq, content: '', metadata: null, hiddenForMe: true });
    expect(JSON.stringify(hers)).not.toContain('555');
    const sofias = (await page('sofia', f.group.id)).find((m) => m.id === old.id)!;
    expect(sofias.content).toBe('Mi número es 555-0101');
    expect(sofias.hiddenForMe).toBeUndefined();
    // Asked for alone (a reply's quote), the same.
    const one = await f.inject('emma', 'GET', `/api/messages/${old.id}`);
    expect(one.json<Message>()).toMatchObject({ content: '', hiddenForMe: true });

    // The newest one hidden: her list shows the newest she did not hide; theirs is unchanged.
    await hide('emma', last.id);
    const list = (await f.inject('emma', 'GET', '/api/conversations'))
      .json<Conversation[]>()
      .find((c) => c.id === f.group.id)!;
    expect(list.lastMessage?.id).toBe(before.id);
    const camilles = (await f.inject('camille', 'GET', '/api/conversations'))
      .json<Conversation[]>()
      .find((c) => c.id === f.group.id)!;
    expect(camilles.lastMessage?.id).toBe(last.id);
    // Twice is once.
    expect((await hide('emma', last.id)).statusCode).toBe(200);
    expect(await stored('u-emma', last.id)).toHaveLength(1);
  });

  it('should refuse a message of a chat the caller is not in, and store nothing', async () => {
    const theirs = await send('sofia', f.direct.id, 'Solo nosotras');
    const res = await hide('camille', theirs.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Message not found');
    expect(await stored('u-camille', theirs.id)).toHaveLength(0);
    expect((await hide('camille', 'no-such-message')).statusCode).toBe(404);
  });
});
