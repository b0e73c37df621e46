import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Device, DeviceLink } from '../../../protocol';
import { DEVICE_LINK_TTL_MS } from '../../../protocol';
import { deviceLinks, sessions } from '../../db/schema';
import { testStart } from '../../testing/harness';
import { LiveClient } from '../../testing/live-client';
import { tokenHash } from '../session/service';
import { IPHONE_SAFARI, MAC_CHROME, loginAs } from './devices-testing';

type Started = Awaited<ReturnType<typeof testStart>>;

describe("'Link Device': one-time codes that sign a new device in (secondary 'Linked Devices')", () => {
  let s: Started;
  const live: LiveClient[] = [];
  const realNow = () => new Date();
  const at = (ms: number) => {
    s.app.ctx.clock.now = () => new Date(ms);
  };
  const create = async (cookie: string) => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/device-links',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(201);
    return res.json<DeviceLink>();
  };
  /** The new device: no session of its own, or `cookie` when it was signed in as someone. */
  const claim = (code: string, cookie?: string) =>
    s.app.inject({
      method: 'POST',
      url: `/api/device-links/${code}/claim`,
      headers: { 'user-agent': IPHONE_SAFARI, ...(cookie && { cookie }) },
    });
  const peek = (code: string) => s.app.inject({ method: 'GET', url: `/api/device-links/${code}` });
  const sessionsOf = async (userId: string) =>
    (await s.app.ctx.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
  const cookieOf = (res: Awaited<ReturnType<typeof claim>>) =>
    `allo_session=${res.cookies.find((c) => c.name === 'allo_session')!.value}`;

  beforeAll(async () => {
    s = await testStart();
  });
  afterEach(async () => {
    s.app.ctx.clock.now = realNow;
    await Promise.all(live.splice(0).map((c) => c.close()));
  });
  afterAll(() => s.close());

  it('should store only the hash of a code that lasts two minutes', async () => {
    // Signed in at the moved time: a session lives 30 days by the server clock.
    const t0 = Date.parse('2030-01-01T10:00:00Z');
    at(t0);
    const emma = await loginAs(s, 'u-emma', MAC_CHROME);
    const link = await create(emma);
    expect(link.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link.expiresAt).toBe(new Date(t0 + DEVICE_LINK_TTL_MS).toISOString());
    const rows = await s.app.ctx.db
      .select()
      .from(deviceLinks)
      .where(eq(deviceLinks.userId, 'u-emma'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idHash).toBe(tokenHash(link.code));
    expect(JSON.stringify(rows)).not.toContain(link.code);
    expect(rows[0]!.usedAt).toBeNull();
    // Making codes needs a session.
    expect((await s.app.inject({ method: 'POST', url: '/api/device-links' })).statusCode).toBe(401);
  });

  it('should sign a new device in as the code’s user, once, and tell that user’s pages', async () => {
    const lukas = await loginAs(s, 'u-lukas', MAC_CHROME);
    const socket = await LiveClient.open(s.url, lukas);
    live.push(socket);
    const link = await create(lukas);

    const seen = await peek(link.code);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      user: { id: 'u-lukas', username: 'lukas' },
      expiresAt: link.expiresAt,
    });
    expect(seen.json().expiresInMs).toBeGreaterThan(DEVICE_LINK_TTL_MS - 5_000);
    expect(seen.json().expiresInMs).toBeLessThanOrEqual(DEVICE_LINK_TTL_MS);

    const before = await sessionsOf('u-lukas');
    const res = await claim(link.code);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe('u-lukas');
    const cookie = res.cookies.find((c) => c.name === 'allo_session')!;
    expect(cookie.httpOnly).toBe(true);
    const me = await s.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: cookieOf(res) },
    });
    expect(me.json().user.id).toBe('u-lukas');
    expect(await sessionsOf('u-lukas')).toBe(before + 1);
    const [row] = await s.app.ctx.db
      .select()
      .from(deviceLinks)
      .where(eq(deviceLinks.idHash, tokenHash(link.code)));
    expect(row!.usedAt).not.toBeNull();
    const heard = await socket.next('devices_changed', (e) => e.linkId !== undefined);
    expect(heard).toEqual({ type: 'devices_changed', linkId: link.linkId });

    // The new device is in the list, as an iPhone.
    const devices = (
      await s.app.inject({ method: 'GET', url: '/api/devices', headers: { cookie: lukas } })
    ).json<Device[]>();
    expect(devices.some((d) => d.name === 'Safari on iOS' && !d.isCurrent)).toBe(true);

    // A second use of the same code signs nobody in.
    const again = await claim(link.code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'This link was already used' });
    expect(again.cookies.find((c) => c.name === 'allo_session')).toBeUndefined();
    expect(await sessionsOf('u-lukas')).toBe(before + 1);
    expect((await peek(link.code)).statusCode).toBe(409);
  });

  it('should refuse a code after its two minutes, by the server clock, and sign nobody in', async () => {
    const t0 = Date.parse('2030-02-01T08:00:00Z');
    at(t0);
    const yuki = await loginAs(s, 'u-yuki', MAC_CHROME);
    const late = await create(yuki);
    const onTime = await create(yuki);
    const before = await sessionsOf('u-yuki');

    at(t0 + DEVICE_LINK_TTL_MS - 1);
    expect((await claim(onTime.code)).statusCode).toBe(200);

    at(t0 + DEVICE_LINK_TTL_MS);
    const res = await claim(late.code);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ error: 'This link has expired' });
    expect((await peek(late.code)).statusCode).toBe(410);
    expect(await sessionsOf('u-yuki')).toBe(before + 1);
    const [row] = await s.app.ctx.db
      .select()
      .from(deviceLinks)
      .where(eq(deviceLinks.idHash, tokenHash(late.code)));
    expect(row!.usedAt).toBeNull();
  });

  it('should refuse a code that was never made with 404, and sign nobody in', async () => {
    const stored = () => s.app.ctx.db.select().from(sessions).orderBy(sessions.idHash);
    const before = await stored();
    for (const code of ['AAAAAAAAAAAAAAAAAAAAAA', 'x']) {
      const res = await claim(code);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Link not found' });
      expect(res.cookies.find((c) => c.name === 'allo_session')).toBeUndefined();
      expect((await peek(code)).statusCode).toBe(404);
    }
    expect(await stored()).toEqual(before);
  });

  it("should end the browser's previous session when it signs in with a code", async () => {
    const layla = await loginAs(s, 'u-layla', MAC_CHROME);
    const sofiaBefore = await loginAs(s, 'u-sofia', IPHONE_SAFARI);
    const link = await create(layla);
    const res = await claim(link.code, sofiaBefore);
    expect(res.statusCode).toBe(200);
    const old = await s.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: sofiaBefore },
    });
    expect(old.statusCode).toBe(401);
    const me = await s.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: cookieOf(res) },
    });
    expect(me.json().user.id).toBe('u-layla');
  });

  it('should let two devices racing for one code sign in only one of them', async () => {
    const wei = await loginAs(s, 'u-wei', MAC_CHROME);
    const link = await create(wei);
    const before = await sessionsOf('u-wei');
    const results = await Promise.all([claim(link.code), claim(link.code), claim(link.code)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await sessionsOf('u-wei')).toBe(before + 1);
  });
});
