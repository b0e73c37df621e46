import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, ForwardResult, Message } from '../../../protocol';
import { messages, objects } from '../../db/schema';
import type { ChatWho } from '../../testing/chat-fixture';
import { objectsFixture, png, webmVoice } from '../objects/fixture';

describe('forward (issue 31)', () => {
  let f: Awaited<ReturnType<typeof objectsFixture>>;
  let third: Conversation;

  const forward = (who: ChatWho, id: string, conversationIds: unknown) =>
    f.inject(who, 'POST', `/api/messages/${id}/forward`, { conversationIds });
  const rowsIn = (conversationId: string) =>
    f.s.app.ctx.db.select().from(messages).where(eq(messages.conversationId, conversationId));

  beforeAll(async () => {
    f = await objectsFixture('disk', 'Forwards');
    third = (
      await f.inject('sofia', 'POST', '/api/conversations', { participants: ['u-camille'] })
    ).json();
  });
  afterAll(() => f.close());

  it('should pass a message on to several chats as the forwarder’s, labelled, live', async () => {
    const camille = await f.phone('camille');
    const original = await f.send('emma', f.direct.id, 'Le train part à 9h');
    const res = await forward('sofia', original.id, [f.group.id, third.id, f.group.id]);
    expect(res.statusCode).toBe(200);
    const { forwarded } = res.json<ForwardResult>();
    expect(forwarded.map((x) => x.conversationId)).toEqual([f.group.id, third.id]);
    for (const { conversationId, messageId } of forwarded) {
      const [row] = (await rowsIn(conversationId)).filter((r) => r.id === messageId);
      expect(row).toMatchObject({
        senderId: 'u-sofia',
        content: 'Le train part à 9h',
        messageType: 'text',
        metadata: { forwarded: true },
      });
      const pushed = await camille.next('message', (e) => e.message.id === messageId);
      expect(pushed.message.metadata).toEqual({ forwarded: true });
    }
  });

  it('should refuse burner messages, outsiders, chats I am not in and more than 5, sending nothing', async () => {
    const burner = await f.send('emma', f.direct.id, 'Code 4411', {
      messageType: 'burner',
      isBurner: true,
    });
    const before = (await rowsIn(f.group.id)).length;
    const refused = await forward('emma', burner.id, [f.group.id]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Burner messages cannot be forwarded');

    const plain = await f.send('emma', f.direct.id, 'See you');
    expect((await forward('lukas', plain.id, [f.group.id])).statusCode).toBe(404);
    // Emma is not in Sofía and Camille's chat: nothing goes to the group either.
    const mixed = await forward('emma', plain.id, [f.group.id, third.id]);
    expect(mixed.statusCode).toBe(404);
    const many = await forward('emma', plain.id, ['a', 'b', 'c', 'd', 'e', 'f']);
    expect(many.statusCode).toBe(400);
    expect(many.json().error).toBe('You can forward to up to 5 chats at once');
    expect((await forward('emma', plain.id, [])).json().error).toBe('Choose at least one chat');
    expect((await rowsIn(f.group.id)).length).toBe(before);

    // Nobody writes the label themselves.
    const forged = await f.send('emma', f.group.id, 'Mine', { metadata: { forwarded: true } });
    expect(forged.metadata ?? {}).not.toHaveProperty('forwarded');
  });

  it('should copy a photo as its own object: unsending the forward keeps the original', async () => {
    const up = await f.uploaded('emma', await png());
    const sent = await f.inject('emma', 'POST', '/api/messages', {
      conversationId: f.direct.id,
      senderId: 'u-emma',
      content: up.url,
      messageType: 'image',
      metadata: { objectRef: up.ref, caption: 'Look!' },
    });
    const photo = sent.json<Message>();
    const res = await forward('emma', photo.id, [f.group.id]);
    const { messageId } = res.json<ForwardResult>().forwarded[0]!;
    const [copy] = (await rowsIn(f.group.id)).filter((r) => r.id === messageId);
    const copyRef = (copy!.metadata as { objectRef: string }).objectRef;
    expect(copyRef).not.toBe(up.ref);
    expect(copy!.metadata).toMatchObject({ caption: 'Look!', forwarded: true });
    expect(copy!.content).toBe(`/api/images/${copyRef}`);
    expect((await f.inject('camille', 'GET', copy!.content)).statusCode).toBe(200);

    const unsent = await f.inject('emma', 'DELETE', `/api/messages/${messageId}`, {
      userId: 'u-emma',
    });
    expect(unsent.statusCode).toBe(200);
    expect(await f.rowOf(copyRef)).toBeUndefined();
    const [original] = await f.s.app.ctx.db.select().from(objects).where(eq(objects.id, up.ref));
    expect(original?.messageId).toBe(photo.id);
    expect((await f.inject('sofia', 'GET', photo.content)).statusCode).toBe(200);
  });

  it('should copy a voice note as its own object: unsending the forward keeps the original', async () => {
    const bytes = webmVoice(30_000);
    const up = await f.uploaded('emma', bytes, 'voice');
    const sent = await f.inject('emma', 'POST', '/api/messages', {
      conversationId: f.direct.id,
      senderId: 'u-emma',
      content: up.url,
      messageType: 'voice',
      metadata: { objectRef: up.ref, durationMs: 5_000, waveform: [0.2, 0.8] },
    });
    expect(sent.statusCode).toBe(201);
    const voice = sent.json<Message>();
    const originalRow = await f.rowOf(up.ref);
    expect(originalRow?.messageId).toBe(voice.id);

    // Sofía passes Emma's voice note on to her chat with Camille: the copy is hers.
    const res = await forward('sofia', voice.id, [third.id]);
    expect(res.statusCode).toBe(200);
    const { messageId } = res.json<ForwardResult>().forwarded[0]!;
    const [copy] = (await rowsIn(third.id)).filter((r) => r.id === messageId);
    expect(copy).toMatchObject({ senderId: 'u-sofia', messageType: 'voice' });
    const copyRef = (copy!.metadata as { objectRef: string }).objectRef;
    expect(copyRef).not.toBe(up.ref);
    expect(copy!.metadata).toMatchObject({ durationMs: 5_000, forwarded: true });
    expect(copy!.content).toBe(`/api/objects/${copyRef}`);
    const copyRow = await f.rowOf(copyRef);
    expect(copyRow).toMatchObject({ ownerId: 'u-sofia', kind: 'voice', messageId });
    expect(copyRow!.key).not.toBe(originalRow!.key);
    expect(await f.s.app.ctx.objects.head(copyRow!.key)).not.toBeNull();
    const heard = await f.inject('camille', 'GET', copy!.content);
    expect(heard.statusCode).toBe(200);
    expect(heard.rawPayload.equals(bytes)).toBe(true);

    const unsent = await f.inject('sofia', 'DELETE', `/api/messages/${messageId}`, {
      userId: 'u-sofia',
    });
    expect(unsent.statusCode).toBe(200);
    expect(await f.rowOf(copyRef)).toBeUndefined();
    expect(await f.s.app.ctx.objects.head(copyRow!.key)).toBeNull();
    // The original is whole: its row still in its message, its bytes still in the store.
    expect((await f.rowOf(up.ref))?.messageId).toBe(voice.id);
    expect(await f.s.app.ctx.objects.head(originalRow!.key)).not.toBeNull();
    const original = await f.inject('sofia', 'GET', voice.content);
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(bytes)).toBe(true);
  });
});
