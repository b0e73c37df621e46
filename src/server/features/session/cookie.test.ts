import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { testStart } from '../../testing/harness';

type Started = Awaited<ReturnType<typeof testStart>>;

/**
 * The session cookie (ASVS V3): what session.test.ts does not already hold (HttpOnly,
 * SameSite=Lax, 16 random bytes, Secure over HTTPS, sign-out). Its scope, who may make it
 * Secure, how it is stored, and that a new sign-in replaces it.
 */
describe('session cookie', () => {
  let s: Started;
  beforeAll(async () => {
    // As behind a balancer on this machine: its X-Forwarded-Proto is believed, no one else's.
    s = await testStart({ trustProxy: ['127.0.0.1'] });
  });
  afterAll(() => s.close());

  const signIn = async (
    userId: string,
    opts: { cookie?: string; headers?: Record<string, string>; remoteAddress?: string } = {},
  ) => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { ...opts.headers, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
      remoteAddress: opts.remoteAddress,
      payload: { userId },
    });
    expect(res.statusCode).toBe(200);
    return res.cookies.find((c) => c.name === 'allo_session')!;
  };
  const whoIs = (cookie: string) =>
    s.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });

  it('should scope the cookie to the whole site, for 30 days', async () => {
    const cookie = await signIn('u-emma');
    expect(cookie.path).toBe('/');
    expect(cookie.maxAge).toBe(30 * 24 * 60 * 60);
    expect(cookie.domain).toBeUndefined();
  });

  it('should keep it Secure when it is renewed over HTTPS', async () => {
    const cookie = await signIn('u-emma');
    const renewed = await s.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: `allo_session=${cookie.value}`, 'x-forwarded-proto': 'https' },
    });
    const again = renewed.cookies.find((c) => c.name === 'allo_session')!;
    expect(again).toMatchObject({ value: cookie.value, secure: true, httpOnly: true, path: '/' });
  });

  it('should name the device cookie __Host-allo_device over HTTPS, and read it back', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { username: 'host_cookie', displayName: 'Host Cookie', password: 'long enough pw' },
    });
    expect(res.statusCode).toBe(201);
    const device = res.cookies.find((c) => c.name === '__Host-allo_device')!;
    expect(device).toMatchObject({ secure: true, httpOnly: true, path: '/' });
    expect(device.domain).toBeUndefined();
    expect(res.cookies.find((c) => c.name === 'allo_device')).toBeUndefined();
    // Its picker, read under that name, lists the account it signed up (no stranger's does).
    const list = await s.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { cookie: `__Host-allo_device=${device.value}`, 'x-forwarded-proto': 'https' },
    });
    expect(list.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ username: 'host_cookie' })]),
    );
  });

  it('should not take HTTPS from a peer that is not the trusted balancer', async () => {
    const cookie = await signIn('u-emma', {
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '198.51.100.4',
    });
    expect(cookie.secure).toBeFalsy();
  });

  it('should hold 128 random bits and store only their SHA-256', async () => {
    const cookie = await signIn('u-sofia');
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const rows = await s.app.ctx.db.select().from(sessions).where(eq(sessions.userId, 'u-sofia'));
    const hash = createHash('sha256').update(cookie.value).digest('hex');
    const row = rows.find((r) => r.idHash === hash);
    expect(row).toBeDefined();
    // The value itself is nowhere in the table, in any column of any row.
    expect(JSON.stringify(rows)).not.toContain(cookie.value);
  });

  it('should replace the cookie when an identity is picked again, ending the old session', async () => {
    const first = await signIn('u-camille');
    const oldCookie = `allo_session=${first.value}`;
    const second = await signIn('u-camille', { cookie: oldCookie });
    expect(second.value).not.toBe(first.value);
    expect((await whoIs(`allo_session=${second.value}`)).json().user.id).toBe('u-camille');
    expect((await whoIs(oldCookie)).statusCode).toBe(401);
    // Picking someone else in the same browser ends it as well.
    const third = await signIn('u-lukas', { cookie: `allo_session=${second.value}` });
    expect((await whoIs(`allo_session=${second.value}`)).statusCode).toBe(401);
    expect((await whoIs(`allo_session=${third.value}`)).json().user.id).toBe('u-lukas');
  });

  it('should tell the browser to drop the cookie on sign-out', async () => {
    const cookie = await signIn('u-marco');
    const res = await s.app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { cookie: `allo_session=${cookie.value}` },
    });
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.find((c) => c.name === 'allo_session')!;
    expect(cleared.value).toBe('');
    expect(cleared.path).toBe('/');
    expect(cleared.expires!.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
