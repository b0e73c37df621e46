import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Device } from '../../../protocol';
import { CLOSE_REASON_DEVICE_REMOVED, CLOSE_UNAUTHORISED } from '../../../protocol';
import { sessions } from '../../db/schema';
import { testStart } from '../../testing/harness';
import { LiveClient } from '../../testing/live-client';
import { tokenHash } from '../session/service';
import { IPHONE_SAFARI, MAC_CHROME, loginAs } from './devices-testing';

type Started = Awaited<ReturnType<typeof testStart>>;

const hashOf = (cookie: string) => tokenHash(cookie.slice('allo_session='.length));

/** A socket's close code and reason, once it closes. */
function closed(client: LiveClient): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) => {
    if (client.socket.readyState === client.socket.CLOSED) resolve({ code: -1, reason: '' });
    client.socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
}

describe("linked devices (secondary 'Linked Devices', 3 'Linked device', 4 'Device')", () => {
  let s: Started;
  const live: LiveClient[] = [];
  const list = async (cookie: string) => {
    const res = await s.app.inject({ method: 'GET', url: '/api/devices', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json<Device[]>();
  };
  const remove = (cookie: string, id: string) =>
    s.app.inject({ method: 'DELETE', url: `/api/devices/${id}`, headers: { cookie } });
  const stored = (cookie: string) =>
    s.app.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashOf(cookie)));
  const open = async (cookie: string) => {
    const client = await LiveClient.open(s.url, cookie);
    live.push(client);
    return client;
  };

  beforeAll(async () => {
    s = await testStart();
  });
  afterEach(async () => {
    await Promise.all(live.splice(0).map((c) => c.close()));
  });
  afterAll(() => s.close());

  it("should list my sessions only, this one first and Current, read from each browser's user agent", async () => {
    const laptop = await loginAs(s, 'u-emma', MAC_CHROME);
    const phone = await loginAs(s, 'u-emma', IPHONE_SAFARI);
    const sofia = await loginAs(s, 'u-sofia', MAC_CHROME);

    const mine = await list(laptop);
    const emmas = (await s.app.ctx.db.select().from(sessions).where(eq(sessions.userId, 'u-emma')))
      .length;
    expect(mine).toHaveLength(emmas);
    expect(mine[0]).toMatchObject({
      name: 'Chrome on macOS',
      browser: 'Chrome',
      platform: 'macOS',
      type: 'desktop',
      isCurrent: true,
      isActive: true,
    });
    expect(mine.filter((d) => d.isCurrent)).toHaveLength(1);
    const other = mine.find((d) => d.name === 'Safari on iOS')!;
    expect(other).toMatchObject({
      type: 'mobile',
      platform: 'iOS',
      isCurrent: false,
      online: false,
    });
    expect(Number.isNaN(Date.parse(other.lastActive))).toBe(false);
    // Each says when its session began, as stored: what tells two alike devices apart.
    const [laptopRow] = await stored(laptop);
    const [phoneRow] = await stored(phone);
    expect(mine[0]!.signedInAt).toBe(laptopRow!.createdAt.toISOString());
    expect(other.signedInAt).toBe(phoneRow!.createdAt.toISOString());

    // The id is neither a cookie nor its stored hash, and Sofía's session is not in the list.
    const secrets = [laptop, phone, sofia].flatMap((c) => [c.split('=')[1], hashOf(c)]);
    for (const d of mine)
      for (const secret of secrets) expect(JSON.stringify(d)).not.toContain(secret);
    const sofias = await list(sofia);
    expect(sofias.some((d) => mine.some((m) => m.id === d.id))).toBe(false);
  });

  it('should show a device online while it has a live connection, and tell my pages when it comes and goes', async () => {
    const laptop = await loginAs(s, 'u-lukas', MAC_CHROME);
    const phone = await loginAs(s, 'u-lukas', IPHONE_SAFARI);
    const phoneDevice = async () => (await list(laptop)).find((d) => !d.isCurrent)!;
    expect((await phoneDevice()).online).toBe(false);

    const laptopSocket = await open(laptop);
    // Its own coming online is told around the time it opens: not what this test listens for.
    await new Promise((r) => setTimeout(r, 200));
    laptopSocket.events.length = 0;
    const socket = await open(phone);
    await expect.poll(async () => (await phoneDevice()).online).toBe(true);
    expect((await phoneDevice()).isActive).toBe(true);
    // The laptop's page hears that the phone came online, and that it went offline.
    await laptopSocket.next('devices_changed');
    await socket.close();
    await expect.poll(async () => (await phoneDevice()).online).toBe(false);
    await laptopSocket.next('devices_changed');
    expect(await laptopSocket.none('devices_changed')).toBe(true);
  });

  it('should end a removed session at once: its sockets close, its cookie gets 401, my other pages hear', async () => {
    const laptop = await loginAs(s, 'u-camille', MAC_CHROME);
    const phone = await loginAs(s, 'u-camille', IPHONE_SAFARI);
    const laptopSocket = await open(laptop);
    const phoneSockets = [await open(phone), await open(phone)];
    const closes = phoneSockets.map(closed);
    const target = (await list(laptop)).find((d) => !d.isCurrent)!;
    // What the sockets coming online told the laptop is not what this test listens for.
    await expect
      .poll(async () => (await list(laptop)).find((d) => !d.isCurrent)!.online)
      .toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    laptopSocket.events.length = 0;

    const res = await remove(laptop, target.id);
    expect(res.statusCode).toBe(204);

    for (const close of closes)
      expect(await close).toEqual({
        code: CLOSE_UNAUTHORISED,
        reason: CLOSE_REASON_DEVICE_REMOVED,
      });
    expect(await stored(phone)).toEqual([]);
    const after = await s.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: phone },
    });
    expect(after.statusCode).toBe(401);
    await expect(LiveClient.open(s.url, phone)).rejects.toThrow(`closed ${CLOSE_UNAUTHORISED}`);
    expect(await laptopSocket.next('devices_changed')).toEqual({ type: 'devices_changed' });
    expect((await list(laptop)).map((d) => d.id)).not.toContain(target.id);
    // The device that removed it keeps its session and its socket.
    expect(await stored(laptop)).toHaveLength(1);
    expect(laptopSocket.socket.readyState).toBe(laptopSocket.socket.OPEN);
  });

  it("should let nobody remove another user's session, and change nothing when refused", async () => {
    const emma = await loginAs(s, 'u-emma', MAC_CHROME);
    const intruder = await loginAs(s, 'u-sofia', IPHONE_SAFARI);
    const emmaSocket = await open(emma);
    const emmaDevice = (await list(emma)).find((d) => d.isCurrent)!;

    const res = await remove(intruder, emmaDevice.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Device not found' });
    expect(await stored(emma)).toHaveLength(1);
    expect(emmaSocket.socket.readyState).toBe(emmaSocket.socket.OPEN);
    const me = await s.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: emma },
    });
    expect(me.json().user.id).toBe('u-emma');

    // Nor without a session, nor with a made-up id.
    const allSessions = () => s.app.ctx.db.select().from(sessions).orderBy(sessions.idHash);
    const before = await allSessions();
    expect(
      (await s.app.inject({ method: 'DELETE', url: `/api/devices/${emmaDevice.id}` })).statusCode,
    ).toBe(401);
    expect((await remove(emma, 'no-such-device')).statusCode).toBe(404);
    expect(await allSessions()).toEqual(before);
    expect(await s.app.inject({ method: 'GET', url: '/api/devices' })).toMatchObject({
      statusCode: 401,
    });
  });

  it('should record last activity on use, at most once per five minutes', async () => {
    const cookie = await loginAs(s, 'u-yuki', MAC_CHROME);
    const longAgo = new Date(Date.now() - 60 * 60_000);
    const age = async () => Date.now() - (await stored(cookie))[0]!.lastSeenAt.getTime();
    await s.app.ctx.db
      .update(sessions)
      .set({ lastSeenAt: longAgo })
      .where(eq(sessions.idHash, hashOf(cookie)));

    await list(cookie);
    await expect.poll(age).toBeLessThan(60_000);

    // Used again a moment later: not written again (the row keeps what the test put there).
    await s.app.ctx.db
      .update(sessions)
      .set({ lastSeenAt: longAgo })
      .where(eq(sessions.idHash, hashOf(cookie)));
    await list(cookie);
    await new Promise((r) => setTimeout(r, 200));
    expect(await age()).toBeGreaterThan(59 * 60_000);
  });
});
