import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { testLogin, testStart } from '../../testing/harness';
import { passwordHash, passwordVerify } from './service';

type Started = Awaited<ReturnType<typeof testStart>>;

/** Every stored session and user, read from the tables: a refused sign-in changes neither. */
const storedOf = async (s: Started) => ({
  sessions: await s.app.ctx.db.select().from(sessions).orderBy(asc(sessions.idHash)),
  users: await s.app.ctx.db.select().from(users).orderBy(asc(users.id)),
});

describe('sessions (ARCHITECTURE "Identity and sessions")', () => {
  let s: Started;
  beforeAll(async () => {
    // As behind a balancer on this machine (TRUST_PROXY): its X-Forwarded-Proto is believed.
    s = await testStart({ trustProxy: ['127.0.0.1'] });
  });
  afterAll(() => s.close());

  it('should start a session for a picked user with an HttpOnly, SameSite=Lax cookie', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { userId: 'u-emma' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe('emma');
    const cookie = res.cookies.find((c) => c.name === 'allo_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(Buffer.from(cookie.value, 'base64url')).toHaveLength(16);
  });

  it('should mark the cookie Secure when the site is reached over HTTPS', async () => {
    const plain = await s.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { userId: 'u-emma' },
    });
    expect(plain.cookies.find((c) => c.name === 'allo_session')!.secure).toBeFalsy();
    const tls = await s.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { userId: 'u-emma' },
    });
    expect(tls.cookies.find((c) => c.name === 'allo_session')!.secure).toBe(true);
  });

  it('should return the user of the session, and 401 without one', async () => {
    const cookie = await testLogin(s.app, 'u-sofia');
    const me = await s.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(me.json().user.id).toBe('u-sofia');
    const none = await s.app.inject({ method: 'GET', url: '/api/session' });
    expect(none.statusCode).toBe(401);
    const forged = await s.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: 'allo_session=AAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('should answer a visitor asking with optional=1 that nobody is signed in, with 200', async () => {
    const none = await s.app.inject({ method: 'GET', url: '/api/session?optional=1' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ user: null });
    const forged = await s.app.inject({
      method: 'GET',
      url: '/api/session?optional=1',
      headers: { cookie: 'allo_session=AAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(forged.json()).toEqual({ user: null });
    const cookie = await testLogin(s.app, 'u-sofia');
    const me = await s.app.inject({
      method: 'GET',
      url: '/api/session?optional=1',
      headers: { cookie },
    });
    expect(me.json().user.id).toBe('u-sofia');
    // Only this route answers visitors: the others still refuse them.
    const other = await s.app.inject({ method: 'GET', url: '/api/conversations?optional=1' });
    expect(other.statusCode).toBe(401);
  });

  it('should end a session so its cookie no longer works', async () => {
    const cookie = await testLogin(s.app, 'u-camille');
    const del = await s.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie } });
    expect(del.statusCode).toBe(204);
    const after = await s.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('should refuse an unknown user with 404, and start no session', async () => {
    const before = await storedOf(s);
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { userId: 'nobody' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'User not found', code: 'userNotFound' });
    expect(res.cookies.find((c) => c.name === 'allo_session')).toBeUndefined();
    expect(await storedOf(s)).toEqual(before);
  });

  it('should ask for the password of a protected user and refuse a wrong one', async () => {
    await s.app.ctx.db
      .update(users)
      .set({ passwordHash: await passwordHash('s3cret') })
      .where(eq(users.id, 'u-lukas'));
    const post = (payload: object) =>
      s.app.inject({ method: 'POST', url: '/api/session', payload });
    const lukasSessions = () =>
      s.app.ctx.db.select().from(sessions).where(eq(sessions.userId, 'u-lukas'));
    const before = await lukasSessions();
    expect((await post({ userId: 'u-lukas' })).json()).toEqual({
      error: 'Password required',
      code: 'passwordRequired',
    });
    const wrong = await post({ userId: 'u-lukas', password: 'guess' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Wrong password', code: 'wrongPassword' });
    expect(await lukasSessions()).toEqual(before);
    expect((await post({ userId: 'u-lukas', password: 's3cret' })).statusCode).toBe(200);
    expect(await lukasSessions()).toHaveLength(before.length + 1);
  });

  it('should sign up a new user and start their session', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        username: 'newbie',
        displayName: 'New Bie',
        language: 'fr',
        avatar: '/avatars/preset-2.svg',
        password: 'correct horse',
      },
    });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      username: 'newbie',
      language: 'fr',
      avatar: '/avatars/preset-2.svg',
    });
    const cookie = res.cookies.find((c) => c.name === 'allo_session')!;
    const me = await s.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: `allo_session=${cookie.value}` },
    });
    expect(me.json().user.id).toBe(user.id);
  });

  it('should refuse a taken username and a short one with the spec words, storing nothing', async () => {
    const before = await storedOf(s);
    const dup = await s.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: 'emma', displayName: 'Another Emma', password: 'correct horse' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ error: 'Username already taken', code: 'usernameTaken' });
    const short = await s.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: 'ab', displayName: 'Ab', password: 'correct horse' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      error: 'Username must be at least 3 characters',
      code: 'usernameTooShort',
    });
    expect(await storedOf(s)).toEqual(before);
  });

  it.each([
    ['GET', '/api/conversations?userId=u-emma'],
    ['POST', '/api/conversations'],
    ['GET', '/api/conversations/x/messages'],
    ['POST', '/api/messages'],
    ['POST', '/api/seed-demo'],
    ['POST', '/api/conversations/x/read'],
  ])('should refuse %s %s without a session (401)', async (method, url) => {
    const res = await s.app.inject({
      method: method as 'GET',
      url,
      payload: method === 'GET' ? undefined : {},
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('sessions with REQUIRE_PASSWORDS', () => {
  let s: Started;
  beforeAll(async () => {
    s = await testStart({ requirePasswords: true });
  });
  afterAll(() => s.close());

  it('should refuse a user who has no password yet, and start no session', async () => {
    const before = await storedOf(s);
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { userId: 'u-emma' },
    });
    expect(res.statusCode).toBe(401);
    const withPw = await s.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { userId: 'u-emma', password: 'anything' },
    });
    expect(withPw.statusCode).toBe(401);
    expect(await storedOf(s)).toEqual(before);
  });
});

describe('passwordHash', () => {
  it('should verify the right password and refuse others', async () => {
    const stored = await passwordHash('correct horse');
    expect(stored).not.toContain('correct');
    expect(await passwordVerify('correct horse', stored)).toBe(true);
    expect(await passwordVerify('correct horsE', stored)).toBe(false);
    expect(await passwordVerify('x', 'garbage')).toBe(false);
  });
});
