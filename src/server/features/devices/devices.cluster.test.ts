import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device } from '../../../protocol';
import { CLOSE_REASON_DEVICE_REMOVED, CLOSE_UNAUTHORISED } from '../../../protocol';
import type { TestBackend, TestServer } from '../../testing/harness';
import { testBackend, testServer } from '../../testing/harness';
import { LiveClient } from '../../testing/live-client';
import { IPHONE_SAFARI, MAC_CHROME } from './devices-testing';

/**
 * Linked Devices across two instances on one PostgreSQL and Redis (ARCHITECTURE "Scale-out"):
 * a device connected to one instance shows online on the other, and removing it on one closes
 * its socket on the other at once. Runs when DATABASE_URL and REDIS_URL are set.
 */
describe('linked devices on two instances', () => {
  let backend: TestBackend;
  let one: TestServer;
  let two: TestServer;

  const login = async (server: TestServer, ua: string) => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { 'user-agent': ua },
      payload: { userId: 'u-emma' },
    });
    return `allo_session=${res.cookies.find((c) => c.name === 'allo_session')!.value}`;
  };
  const list = async (server: TestServer, cookie: string) =>
    (await server.app.inject({ method: 'GET', url: '/api/devices', headers: { cookie } })).json<
      Device[]
    >();

  beforeAll(async () => {
    backend = await testBackend();
    one = await testServer(backend.config);
    two = await testServer({ ...backend.config, seedDemo: false });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await backend.drop();
  });

  it('should run on PostgreSQL and Redis', async () => {
    const health = (await two.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(health).toMatchObject({ database: 'postgres', bus: 'redis' });
  });

  it('should close the socket on the other instance of a device removed on this one', async () => {
    const laptop = await login(one, MAC_CHROME);
    const phone = await login(two, IPHONE_SAFARI);
    const socket = await LiveClient.open(two.url, phone);
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    const phoneDevice = async () => (await list(one, laptop)).find((d) => !d.isCurrent)!;
    await expect.poll(async () => (await phoneDevice()).online).toBe(true);

    const res = await one.app.inject({
      method: 'DELETE',
      url: `/api/devices/${(await phoneDevice()).id}`,
      headers: { cookie: laptop },
    });
    expect(res.statusCode).toBe(204);
    expect(await closed).toEqual({ code: CLOSE_UNAUTHORISED, reason: CLOSE_REASON_DEVICE_REMOVED });
    const after = await two.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: phone },
    });
    expect(after.statusCode).toBe(401);
  });
});
