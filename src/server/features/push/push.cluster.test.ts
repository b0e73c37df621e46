import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushKey, PushNotice } from '../../../protocol';
import { LiveClient } from '../../testing/live-client';
import { PushServiceStandin } from '../../testing/push-service-standin';
import type { TwoInstances } from '../../testing/two-instances';
import { twoInstances } from '../../testing/two-instances';

/**
 * Web Push across two instances on one PostgreSQL and Redis (ARCHITECTURE "Scale-out"): the
 * instance that stores a message asks Redis whether its reader has a socket on any instance, and
 * both sign with the one key pair kept in the shared DATA_DIR. Runs when DATABASE_URL and
 * REDIS_URL are set.
 */
describe('push on two instances', () => {
  const standin = new PushServiceStandin();
  let dataDir: string;
  let w: TwoInstances;

  beforeAll(async () => {
    await standin.start();
    dataDir = await mkdtemp(join(tmpdir(), 'allo-push-cluster-'));
    w = await twoInstances({ dataDir, pushLocalService: { agent: standin.agent } });
  });
  afterAll(async () => {
    await w.close();
    await standin.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const keyOf = async (server: TwoInstances['one'], cookie: string) =>
    (
      await server.app.inject({ method: 'GET', url: '/api/push/key', headers: { cookie } })
    ).json<PushKey>().publicKey;
  const send = async (content: string) => {
    const res = await w.two.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: w.sofia },
      payload: { conversationId: w.conv.id, senderId: 'u-sofia', content },
    });
    expect(res.statusCode).toBe(201);
  };

  it('should push only once the reader has no socket on any instance, signed with the shared key', async () => {
    const publicKey = await keyOf(w.one, w.emma);
    expect(await keyOf(w.two, w.sofia)).toBe(publicKey);
    const { id, subscription } = standin.subscriptionCreate({ applicationServerKey: publicKey });
    const put = await w.one.app.inject({
      method: 'PUT',
      url: '/api/push/subscriptions',
      headers: { cookie: w.emma },
      payload: subscription,
    });
    expect(put.statusCode).toBe(204);
    const pushed = () => standin.received.filter((r) => r.subscriptionId === id);

    // Emma's socket is on the first instance; Sofía writes on the second.
    const phone = await LiveClient.open(w.one.url, w.emma);
    await expect
      .poll(async () => (await w.two.app.ctx.presence.onlineAmong(['u-emma'])).size)
      .toBe(1);
    await send('Hola');
    await phone.next('message');
    await w.two.app.push.idle();
    expect(pushed()).toEqual([]);

    await phone.close();
    await expect
      .poll(async () => (await w.two.app.ctx.presence.onlineAmong(['u-emma'])).size)
      .toBe(0);
    await send('¿Dónde estás?');
    await w.two.app.push.idle();
    expect(pushed().map((r) => (r.payload as PushNotice).conversationId)).toEqual([w.conv.id]);
    expect(standin.refused.filter((r) => r.subscriptionId === id)).toEqual([]);
  });
});
