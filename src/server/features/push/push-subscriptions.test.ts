import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushKey } from '../../../protocol';
import { PUSH_TEXT } from '../../../protocol';
import { pushSubscriptions, sessions } from '../../db/schema';
import { CHAT_USER, chatFixture } from '../../testing/chat-fixture';
import { PushServiceStandin } from '../../testing/push-service-standin';

/** Issue 31 'Web Push': the key and a person's subscriptions, read back from the table. */
describe('push subscriptions (issue 31)', () => {
  const standin = new PushServiceStandin();
  let f: Awaited<ReturnType<typeof chatFixture>>;

  beforeAll(async () => {
    await standin.start();
    f = await chatFixture('Push', { pushLocalService: { agent: standin.agent } });
  });
  afterAll(async () => {
    await f.s.close();
    await standin.close();
  });

  const rowOf = async (endpoint: string) =>
    (
      await f.s.app.ctx.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, endpoint))
    )[0];

  it('should give the VAPID public key, a P-256 point', async () => {
    const res = await f.inject('emma', 'GET', '/api/push/key');
    expect(res.statusCode).toBe(200);
    const key = Buffer.from(res.json<PushKey>().publicKey, 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
  });

  it('should keep a subscription as mine, from my session, and update it when sent again', async () => {
    const { subscription } = standin.subscriptionCreate();
    expect(
      (await f.inject('emma', 'PUT', '/api/push/subscriptions', subscription)).statusCode,
    ).toBe(204);
    const row = await rowOf(subscription.endpoint);
    expect(row).toMatchObject({
      userId: CHAT_USER.emma,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    });
    const [session] = await f.s.app.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, row!.sessionHash!));
    expect(session?.userId).toBe(CHAT_USER.emma);

    const fresh = standin.subscriptionCreate().subscription;
    const again = { ...subscription, keys: fresh.keys };
    expect((await f.inject('emma', 'PUT', '/api/push/subscriptions', again)).statusCode).toBe(204);
    expect(await rowOf(subscription.endpoint)).toMatchObject({
      userId: CHAT_USER.emma,
      p256dh: fresh.keys.p256dh,
      auth: fresh.keys.auth,
    });
  });

  it('should move an endpoint another person registered to the one who registers it now', async () => {
    const { subscription } = standin.subscriptionCreate();
    await f.inject('emma', 'PUT', '/api/push/subscriptions', subscription);
    await f.inject('sofia', 'PUT', '/api/push/subscriptions', subscription);
    expect((await rowOf(subscription.endpoint))?.userId).toBe(CHAT_USER.sofia);
  });

  it('should refuse what is not a push subscription, storing nothing', async () => {
    const { subscription } = standin.subscriptionCreate();
    const bad = [
      { ...subscription, endpoint: 'http://example.com/push/1' },
      { ...subscription, keys: { ...subscription.keys, p256dh: 'AAAA' } },
      { ...subscription, keys: { ...subscription.keys, auth: 'short' } },
      { endpoint: subscription.endpoint },
    ];
    for (const body of bad) {
      const res = await f.inject('emma', 'PUT', '/api/push/subscriptions', body);
      expect(res.statusCode).toBe(400);
    }
    const refused = await f.inject('emma', 'PUT', '/api/push/subscriptions', bad[0]);
    expect(refused.json<{ error: string }>().error).toBe(PUSH_TEXT.endpoint);
    expect(await rowOf(subscription.endpoint)).toBeUndefined();
  });

  it('should let only its owner delete a subscription', async () => {
    const { subscription } = standin.subscriptionCreate();
    await f.inject('emma', 'PUT', '/api/push/subscriptions', subscription);
    const body = { endpoint: subscription.endpoint };
    const other = await f.inject('lukas', 'DELETE', '/api/push/subscriptions', body);
    expect(other.statusCode).toBe(404);
    expect((await rowOf(subscription.endpoint))?.userId).toBe(CHAT_USER.emma);
    const mine = await f.inject('emma', 'DELETE', '/api/push/subscriptions', body);
    expect(mine.statusCode).toBe(204);
    expect(await rowOf(subscription.endpoint)).toBeUndefined();
  });

  it('should drop the subscriptions of a session that signs out', async () => {
    const { subscription } = standin.subscriptionCreate();
    await f.inject('camille', 'PUT', '/api/push/subscriptions', subscription);
    expect(await rowOf(subscription.endpoint)).toBeDefined();
    const out = await f.inject('camille', 'DELETE', '/api/session');
    expect(out.statusCode).toBeLessThan(300);
    expect(await rowOf(subscription.endpoint)).toBeUndefined();
  });
});
