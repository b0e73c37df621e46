import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message, StatusReplyResult, StatusUpdate } from '../../../protocol';
import { messages } from '../../db/schema';
import { statusFixture } from './fixture';

describe("status updates live, and replies in the author's chat (secondary 'Status updates')", () => {
  let f: Awaited<ReturnType<typeof statusFixture>>;
  beforeAll(async () => {
    f = await statusFixture();
  });
  afterAll(() => f.close());

  const conversationsOf = async (who: 'emma' | 'sofia' | 'camille' | 'lukas') =>
    (await f.inject(who, 'GET', `/api/conversations?userId=u-${who}`)).json<Conversation[]>();

  it('should tell the author and friends of a new or deleted status, and nobody else', async () => {
    const emma = await f.phone('emma');
    const sofia = await f.phone('sofia');
    const lukas = await f.phone('lukas');
    const status = await f.posted('emma', { content: 'Live from the beach' });
    expect(await sofia.next('statuses_changed', (e) => e.statusId === status.id)).toMatchObject({
      type: 'statuses_changed',
      statusId: status.id,
    });
    expect(await emma.next('statuses_changed', (e) => e.statusId === status.id)).toMatchObject({
      type: 'statuses_changed',
      statusId: status.id,
    });
    expect(await lukas.none('statuses_changed')).toBe(true);

    expect((await f.act('emma', 'DELETE', status.id)).statusCode).toBe(204);
    await sofia.next('statuses_changed', (e) => e.statusId === status.id);
    expect(await lukas.none('statuses_changed')).toBe(true);
  });

  it('should tell the author of a view and a like, and the count has changed for them', async () => {
    const emma = await f.phone('emma');
    const status = await f.posted('emma', { content: 'Rate my cake' });
    await emma.next('statuses_changed', (e) => e.statusId === status.id);
    const camille = await f.phone('camille');

    await f.act('sofia', 'POST', status.id, '/view');
    await emma.next('statuses_changed', (e) => e.statusId === status.id);
    expect((await f.feed('emma')).find((s) => s.id === status.id)?.views).toBe(1);

    await f.act('sofia', 'POST', status.id, '/like');
    await emma.next('statuses_changed', (e) => e.statusId === status.id);
    expect((await f.feed('emma')).find((s) => s.id === status.id)).toMatchObject({
      likes: 1,
      views: 1,
    });
    // Another friend is not told of Sofía's like: it is between her and the author.
    expect(await camille.none('statuses_changed')).toBe(true);
  });

  it('should send a reply as a message quoting the status into their one-to-one chat', async () => {
    const emma = await f.phone('emma');
    const status = await f.posted('emma', { content: 'Which colour for the door?' });
    await emma.next('statuses_changed', (e) => e.statusId === status.id);

    const res = await f.act('sofia', 'POST', status.id, '/reply', {
      content: 'Blue, obviously',
      clientId: 'status-reply-1',
    });
    expect(res.statusCode).toBe(201);
    const reply = res.json<StatusReplyResult>();
    expect(reply.status).toMatchObject({ id: status.id, replies: 1, views: 1 });

    // The message reached Emma live, in the one-to-one chat the two of them share.
    const pushed = await emma.next('message', (e) => e.message.id === reply.messageId);
    expect(pushed.message).toMatchObject({
      conversationId: reply.conversationId,
      senderId: 'u-sofia',
      content: 'Blue, obviously',
      messageType: 'text',
      metadata: {
        statusReply: {
          statusId: status.id,
          authorId: 'u-emma',
          content: 'Which colour for the door?',
          photo: false,
        },
      },
    });
    const chat = (await conversationsOf('emma')).find((c) => c.id === reply.conversationId)!;
    expect(chat.isGroup).toBe(false);
    expect([...chat.participants].sort()).toEqual(['u-emma', 'u-sofia']);
    await emma.next('statuses_changed', (e) => e.statusId === status.id);

    // A retry with the same clientId is the same message, counted once.
    const again = await f.act('sofia', 'POST', status.id, '/reply', {
      content: 'Blue, obviously',
      clientId: 'status-reply-1',
    });
    expect(again.json<StatusReplyResult>().messageId).toBe(reply.messageId);
    expect((await f.stored(status.id))?.replyCount).toBe(1);
    const stored = await f.s.app.ctx.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, reply.conversationId));
    expect(stored.filter((m) => m.content === 'Blue, obviously')).toHaveLength(1);
    expect((await f.feed('emma')).find((s) => s.id === status.id)?.replies).toBe(1);
  });

  it('should drop a quote a client writes itself, over HTTP and live alike', async () => {
    const status = await f.posted('emma', { content: 'Dinner at eight' });
    const forged = {
      statusId: status.id,
      authorId: 'u-emma',
      content: 'I owe Sofía 500 euros',
      photo: false,
    };
    const { conversationId } = (
      await f.act('sofia', 'POST', status.id, '/reply', { content: 'See you there' })
    ).json<StatusReplyResult>();

    const http = await f.inject('sofia', 'POST', '/api/messages', {
      conversationId,
      senderId: 'u-sofia',
      content: 'Over HTTP',
      metadata: { statusReply: forged, note: 'kept' },
    });
    expect(http.statusCode).toBe(201);
    const sofia = await f.phone('sofia');
    sofia.send({
      type: 'message',
      conversationId,
      content: 'Over the socket',
      clientId: 'forged-quote-live',
      metadata: { statusReply: forged },
    });
    await sofia.next('message', (e) => e.message.content === 'Over the socket');

    const stored = await f.s.app.ctx.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    const byContent = new Map(stored.map((m) => [m.content, m.metadata]));
    expect(byContent.get('Over HTTP')).toEqual({ note: 'kept' });
    expect(byContent.get('Over the socket')).toEqual({});
    // The server's own quote is still there on the real reply.
    expect(byContent.get('See you there')).toMatchObject({ statusReply: { statusId: status.id } });
    // Nor was the status's reply count moved by the forged ones.
    expect((await f.stored(status.id))?.replyCount).toBe(1);
  });

  it('should start the chat when the two have none, and refuse what is not a reply', async () => {
    const status = await f.posted('emma', { content: 'Anyone up for a run?' });
    expect((await conversationsOf('camille')).some((c) => !c.isGroup)).toBe(false);
    const res = await f.act('camille', 'POST', status.id, '/reply', { content: 'Moi !' });
    expect(res.statusCode).toBe(201);
    const { conversationId } = res.json<StatusReplyResult>();
    const history = await f.inject(
      'camille',
      'GET',
      `/api/conversations/${conversationId}/messages`,
    );
    expect(history.json<Message[]>().map((m) => m.content)).toEqual(['Moi !']);

    const cases: Array<['emma' | 'sofia' | 'lukas', unknown, number, string]> = [
      ['emma', { content: 'Me!' }, 400, 'You cannot reply to your own status'],
      ['sofia', { content: '   ' }, 400, 'Message cannot be empty'],
      ['sofia', {}, 400, 'content is required'],
      ['lukas', { content: 'Hi' }, 404, 'Status not found'],
    ];
    for (const [who, body, code, error] of cases) {
      const refused = await f.act(who, 'POST', status.id, '/reply', body);
      expect(refused.statusCode, `${who} ${JSON.stringify(body)}`).toBe(code);
      expect(refused.json().error).toBe(error);
    }
    // Nothing was sent or counted, and Lukas got no chat with Emma out of it.
    expect((await f.stored(status.id))?.replyCount).toBe(1);
    expect(
      (await conversationsOf('lukas')).filter((c) => c.participants.includes('u-emma')),
    ).toEqual([]);
    expect((await f.feed('emma')).find((s) => s.id === status.id)).toMatchObject<
      Partial<StatusUpdate>
    >({
      replies: 1,
    });
  });
});
