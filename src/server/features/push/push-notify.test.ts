import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MessageTranslation, PushKey, PushNotice } from '../../../protocol';
import { pushSubscriptions, users } from '../../db/schema';
import type { ChatWho } from '../../testing/chat-fixture';
import { CHAT_USER, chatFixture } from '../../testing/chat-fixture';
import { PushServiceStandin } from '../../testing/push-service-standin';

/**
 * Issue 31 'Web Push': what a person with no open socket is pushed, read back from a push service
 * stand-in that decrypts each push with the subscription's own keys, as the browser would.
 */
describe('push notifications (issue 31)', () => {
  const standin = new PushServiceStandin();
  let f: Awaited<ReturnType<typeof chatFixture>>;
  let publicKey: string;
  /** Each person's stand-in subscription id, registered for them through the API. */
  const subscribed: Partial<Record<ChatWho, string>> = {};

  beforeAll(async () => {
    await standin.start();
    f = await chatFixture('Madrid trip', { pushLocalService: { agent: standin.agent } });
    publicKey = (await f.inject('emma', 'GET', '/api/push/key')).json<PushKey>().publicKey;
  });
  afterAll(async () => {
    await f.phonesClose();
    await f.s.close();
    await standin.close();
  });
  beforeEach(async () => {
    await f.phonesClose();
  });

  /** A browser-like subscription to the server's key, registered as `who`'s. */
  const subscribe = async (who: ChatWho) => {
    const { id, subscription } = standin.subscriptionCreate({ applicationServerKey: publicKey });
    const res = await f.inject(who, 'PUT', '/api/push/subscriptions', subscription);
    expect(res.statusCode).toBe(204);
    subscribed[who] = id;
    return { id, subscription };
  };
  /** What `who`'s subscription was pushed by everything sent so far, decrypted. */
  const pushedTo = async (who: ChatWho): Promise<PushNotice[]> => {
    await f.s.app.push.idle();
    return standin.received
      .filter((r) => r.subscriptionId === subscribed[who])
      .map((r) => r.payload as PushNotice);
  };
  const rowsOf = (userId: string) =>
    f.s.app.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

  it('should push a new message to a member with no open socket, in the words they read', async () => {
    await subscribe('emma');
    const sent = await f.send('sofia', f.direct.id, 'Hola, ¿quieres cenar conmigo esta noche?');
    const [notice, ...more] = await pushedTo('emma');
    expect(more).toEqual([]);
    // The line Emma reads in the chat: the translation the chat view is given for her.
    const [shown] = (
      await f.inject('emma', 'POST', '/api/translate/messages', {
        messageIds: [sent.id],
        targetLanguage: 'en',
      })
    ).json<{ translations: MessageTranslation[] }>().translations;
    expect(shown && 'translatedText' in shown).toBe(true);
    const translated = (shown as { translatedText: string }).translatedText;
    expect(translated).not.toBe(sent.content);
    expect(notice).toEqual({
      type: 'message',
      conversationId: f.direct.id,
      messageId: sent.id,
      language: 'en',
      isGroup: false,
      chatName: null,
      senderName: 'Sofía García',
      senderFirstName: 'Sofía',
      messageType: 'text',
      mentioned: false,
      body: translated,
    });
    // The sender is never told of her own message.
    expect(standin.received.filter((r) => r.subscriptionId === subscribed.sofia)).toEqual([]);
  });

  it('should push nothing to a member with an open socket', async () => {
    const before = (await pushedTo('emma')).length;
    const phone = await f.phone('emma');
    await f.send('sofia', f.direct.id, 'Estoy aquí');
    await phone.next('message');
    expect(await pushedTo('emma')).toHaveLength(before);
  });

  it('should keep a muted chat silent, but a mention comes through', async () => {
    await subscribe('camille');
    const mute = await f.inject('camille', 'PUT', `/api/conversations/${f.group.id}/preferences`, {
      muted: true,
    });
    expect(mute.statusCode).toBe(200);
    const before = (await pushedTo('camille')).length;
    await f.send('emma', f.group.id, 'Dinner at eight?');
    expect(await pushedTo('camille')).toHaveLength(before);
    const mention = await f.send('emma', f.group.id, '@Camille are you coming?', {
      mentions: [CHAT_USER.camille],
    });
    const pushed = await pushedTo('camille');
    expect(pushed).toHaveLength(before + 1);
    expect(pushed.at(-1)).toMatchObject({
      messageId: mention.id,
      isGroup: true,
      chatName: 'Madrid trip',
      senderFirstName: 'Emma',
      mentioned: true,
      language: 'fr',
    });
  });

  it('should follow the Messages and Groups switches and the master switch', async () => {
    const settings = (body: object) => f.inject('emma', 'PATCH', '/api/settings', body);
    const count = async () => (await pushedTo('emma')).length;
    expect((await settings({ notifyMessages: false })).statusCode).toBe(200);
    let before = await count();
    await f.send('sofia', f.direct.id, 'Hola');
    expect(await count()).toBe(before);
    await f.send('sofia', f.group.id, 'Hola a todos');
    expect(await count()).toBe(before + 1);
    expect((await settings({ notifyMessages: true, notifications: false })).statusCode).toBe(200);
    before = await count();
    await f.send('sofia', f.direct.id, 'Hola otra vez', { mentions: [CHAT_USER.emma] });
    await f.send('sofia', f.group.id, 'Hola');
    expect(await count()).toBe(before);
    await settings({ notifications: true });
  });

  it('should push nothing to someone who chose Busy', async () => {
    const { db } = f.s.app.ctx;
    const [was] = await db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, CHAT_USER.emma));
    await db.update(users).set({ status: 'busy' }).where(eq(users.id, CHAT_USER.emma));
    const before = (await pushedTo('emma')).length;
    await f.send('sofia', f.direct.id, 'Hola', { mentions: [CHAT_USER.emma] });
    expect(await pushedTo('emma')).toHaveLength(before);
    await db.update(users).set({ status: was!.status }).where(eq(users.id, CHAT_USER.emma));
  });

  it('should say only that a burner message came, without its words', async () => {
    const sent = await f.send('sofia', f.direct.id, 'Secreto', {
      messageType: 'burner',
      isBurner: true,
    });
    expect((await pushedTo('emma')).at(-1)).toMatchObject({
      messageId: sent.id,
      messageType: 'burner',
      body: null,
    });
  });

  it('should push a call ringing for a callee with no socket, under the Calls switch', async () => {
    const caller = await f.phone('sofia');
    caller.send({
      type: 'call_start',
      callId: 'call-push-1',
      conversationId: f.direct.id,
      callType: 'audio',
    });
    await expect
      .poll(async () => (await pushedTo('emma')).at(-1))
      .toEqual({
        type: 'call',
        conversationId: f.direct.id,
        callId: 'call-push-1',
        language: 'en',
        callType: 'audio',
        isGroup: false,
        callerName: 'Sofía García',
      });
    const call = standin.received.at(-1)!;
    expect(call.headers.urgency).toBe('high');
    await f.inject('emma', 'PATCH', '/api/settings', { notifyCalls: false });
    const before = (await pushedTo('emma')).length;
    caller.send({
      type: 'call_start',
      callId: 'call-push-2',
      conversationId: f.direct.id,
      callType: 'video',
    });
    await caller.none('call_incoming', 300);
    expect(await pushedTo('emma')).toHaveLength(before);
    await f.inject('emma', 'PATCH', '/api/settings', { notifyCalls: true });
  });

  it('should drop a subscription the push service answers 410 for', async () => {
    const { id, subscription } = await subscribe('lukas');
    const lukasInChat = await f.inject('lukas', 'POST', '/api/conversations', {
      participants: [CHAT_USER.sofia],
    });
    const chat = lukasInChat.json<{ id: string }>();
    expect(await rowsOf(CHAT_USER.lukas)).toHaveLength(1);
    standin.subscriptionExpire(id);
    await f.send('sofia', chat.id, 'Hallo Lukas');
    await f.s.app.push.idle();
    expect(standin.refused.at(-1)).toMatchObject({ subscriptionId: id, status: 410 });
    expect(
      (await rowsOf(CHAT_USER.lukas)).filter((r) => r.endpoint === subscription.endpoint),
    ).toEqual([]);
  });

  it('should drop a subscription the push service answers 404 for, and keep the others', async () => {
    const kept = await subscribe('lukas');
    // A subscription the push service no longer knows: its endpoint answers 404 Not Found.
    const { subscription } = standin.subscriptionCreate({ applicationServerKey: publicKey });
    const unknown = { ...subscription, endpoint: `${standin.origin}/push/forgotten-by-service` };
    const res = await f.inject('lukas', 'PUT', '/api/push/subscriptions', unknown);
    expect(res.statusCode).toBe(204);
    const endpoints = async () => (await rowsOf(CHAT_USER.lukas)).map((r) => r.endpoint).sort();
    expect(await endpoints()).toEqual([kept.subscription.endpoint, unknown.endpoint].sort());
    const chat = (
      await f.inject('lukas', 'POST', '/api/conversations', { participants: [CHAT_USER.sofia] })
    ).json<{ id: string }>();

    const sent = await f.send('sofia', chat.id, 'Bist du da, Lukas?');
    const pushed = await pushedTo('lukas');
    expect(standin.refused.at(-1)).toMatchObject({
      subscriptionId: 'forgotten-by-service',
      status: 404,
    });
    expect(await endpoints()).toEqual([kept.subscription.endpoint]);
    // The subscription the service knows was pushed the message and stays.
    expect(pushed.at(-1)).toMatchObject({ messageId: sent.id, conversationId: chat.id });
  });
});
