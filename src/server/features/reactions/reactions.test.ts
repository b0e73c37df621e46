import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../../protocol';
import { conversations, messages } from '../../db/schema';
import type { ChatWho } from '../../testing/chat-fixture';
import { CHAT_USER, chatFixture } from '../../testing/chat-fixture';
import { LiveClient } from '../../testing/live-client';
import { burnerSweep } from '../burner/burn';

describe('reactions (issue 31)', () => {
  let f: Awaited<ReturnType<typeof chatFixture>>;
  const live: LiveClient[] = [];

  const send = async (who: ChatWho, conversationId: string, content: string, burner = false) =>
    (
      await f.inject(who, 'POST', '/api/messages', {
        conversationId,
        senderId: CHAT_USER[who],
        content,
        messageType: burner ? 'burner' : 'text',
        ...(burner ? { isBurner: true } : {}),
      })
    ).json<Message>();
  const react = (who: ChatWho, id: string, emoji: unknown) =>
    f.inject(who, 'PUT', `/api/messages/${id}/reaction`, { emoji });
  const unreact = (who: ChatWho, id: string) =>
    f.inject(who, 'DELETE', `/api/messages/${id}/reaction`);
  /** The stored reactions of a message and its conversation's newest reaction. */
  const stored = async (id: string) => {
    const [m] = await f.s.app.ctx.db.select().from(messages).where(eq(messages.id, id));
    const [c] = await f.s.app.ctx.db
      .select({ last: conversations.lastReaction })
      .from(conversations)
      .where(eq(conversations.id, m!.conversationId));
    return { reactions: m!.reactions, last: c!.last, changeSeq: m!.changeSeq };
  };
  const listed = async (who: ChatWho, id: string) =>
    (await f.inject(who, 'GET', '/api/conversations'))
      .json<Conversation[]>()
      .find((c) => c.id === id)!;
  const at = (iso: string) => {
    f.s.app.ctx.clock.now = () => new Date(iso);
  };

  beforeAll(async () => {
    f = await chatFixture('Reactions');
  });
  afterAll(async () => {
    for (const c of live) c.close();
    await f.s.close();
  });

  it('should keep one reaction per person, replaced by the next, live on every member', async () => {
    const m = await send('emma', f.group.id, 'Dinner at 8?');
    const camille = await LiveClient.open(f.s.url, f.cookies.camille);
    live.push(camille);
    at('2026-06-01T10:00:00Z');
    const first = await react('sofia', m.id, '👍');
    expect(first.statusCode).toBe(200);
    expect(first.json<Message>().reactions).toEqual([{ userId: 'u-sofia', emoji: '👍' }]);
    const pushed = await camille.next(
      'message',
      (e) => e.message.id === m.id && !!e.message.reactions,
    );
    expect(pushed.message.reactions).toEqual([{ userId: 'u-sofia', emoji: '👍' }]);
    const last = await camille.next('reaction', (e) => e.conversationId === f.group.id);
    expect(last.lastReaction).toMatchObject({
      userId: 'u-sofia',
      emoji: '👍',
      at: '2026-06-01T10:00:00.000Z',
    });
    expect(last.lastReaction!.message.id).toBe(m.id);

    // Camille too; then Sofía changes hers: it replaces it, and keeps Camille's first.
    await react('camille', m.id, '❤️');
    const changed = await react('sofia', m.id, '😂');
    expect(changed.json<Message>().reactions).toEqual([
      { userId: 'u-camille', emoji: '❤️' },
      { userId: 'u-sofia', emoji: '😂' },
    ]);
    const row = await stored(m.id);
    expect(row.reactions).toEqual(changed.json<Message>().reactions);
    expect(row.last).toMatchObject({ userId: 'u-sofia', emoji: '😂', messageId: m.id });

    // The list says it, for every member; the message's page carries the reactions.
    const list = await listed('emma', f.group.id);
    expect(list.lastReaction).toMatchObject({ userId: 'u-sofia', emoji: '😂' });
    expect(list.lastReaction!.message).toMatchObject({ id: m.id, content: 'Dinner at 8?' });
    const page = (await f.inject('emma', 'GET', `/api/conversations/${f.group.id}/messages`)).json<
      Message[]
    >();
    expect(page.find((x) => x.id === m.id)!.reactions).toHaveLength(2);
  });

  it('should take a reaction back, and the list line with it when it was the newest', async () => {
    const m = await send('sofia', f.direct.id, 'Bring the map');
    await react('emma', m.id, '🙏');
    expect((await listed('sofia', f.direct.id)).lastReaction?.emoji).toBe('🙏');
    const before = await stored(m.id);
    const back = await unreact('emma', m.id);
    expect(back.statusCode).toBe(200);
    expect(back.json<Message>().reactions).toBeUndefined();
    const after = await stored(m.id);
    expect(after.reactions).toBeNull();
    expect(after.last).toBeNull();
    // A change like an edit: a device that was away asks for it after the number it holds.
    expect(after.changeSeq).toBeGreaterThan(before.changeSeq);
    const changes = (
      await f.inject(
        'sofia',
        'GET',
        `/api/conversations/${f.direct.id}/messages?changedAfter=${before.changeSeq}`,
      )
    ).json<Message[]>();
    expect(changes.map((x) => x.id)).toContain(m.id);
    expect((await listed('sofia', f.direct.id)).lastReaction).toBeUndefined();
    // Taking back again changes nothing.
    expect((await unreact('emma', m.id)).statusCode).toBe(200);
    expect((await stored(m.id)).changeSeq).toBe(after.changeSeq);
  });

  it('should refuse what is not one emoji, and change nothing', async () => {
    const m = await send('sofia', f.direct.id, 'Two tickets');
    for (const emoji of ['', 'ok', '👍👍', '👍 ', 'a👍', 42, null, '\u0000', '🇫']) {
      const res = await react('emma', m.id, emoji);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Reaction must be one emoji');
    }
    expect((await stored(m.id)).reactions).toBeNull();
    // Skin tones, flags and joined sequences are one emoji.
    for (const emoji of ['👍🏽', '🇯🇵', '👩‍👩‍👧', '❤️']) {
      expect((await react('emma', m.id, emoji)).statusCode).toBe(200);
    }
    expect((await stored(m.id)).reactions).toEqual([{ userId: 'u-emma', emoji: '❤️' }]);
  });

  it('should hide the message from a non-member, and refuse an unsent one', async () => {
    const m = await send('sofia', f.direct.id, 'Just us');
    const res = await react('camille', m.id, '👍');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Message not found');
    expect((await unreact('camille', m.id)).statusCode).toBe(404);
    expect((await stored(m.id)).reactions).toBeNull();

    at(new Date().toISOString());
    const gone = await send('sofia', f.direct.id, 'Oops');
    await react('emma', gone.id, '😮');
    const unsent = await f.inject('sofia', 'DELETE', `/api/messages/${gone.id}`, {
      userId: 'u-sofia',
    });
    expect(unsent.json()).toMatchObject({ id: gone.id });
    // Its reactions and the list's line went with it.
    expect(await stored(gone.id)).toMatchObject({ reactions: null, last: null });
    const refused = await react('emma', gone.id, '👍');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('This message cannot be reacted to');
    expect((await stored(gone.id)).reactions).toBeNull();
  });

  it('should let the reactions of a burner message burn with it', async () => {
    at(new Date().toISOString());
    const m = await send('emma', f.direct.id, 'Self-destructs', true);
    await react('sofia', m.id, '😢');
    expect((await stored(m.id)).last).toMatchObject({ messageId: m.id });
    // Read, then past its time: the sweep burns it.
    await f.inject('sofia', 'POST', `/api/conversations/${f.direct.id}/read`, { seq: m.seq });
    at(new Date(Date.now() + 24 * 3600_000).toISOString());
    await burnerSweep(f.s.app.ctx);
    expect(await stored(m.id)).toMatchObject({ reactions: null, last: null });
  });
});
