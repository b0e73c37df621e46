import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { User } from '../../../protocol';
import { passkeys, sessions } from '../../db/schema';
import type { testStart } from '../../testing/harness';
import { softPasskey } from '../../testing/soft-passkey';

type Started = Awaited<ReturnType<typeof testStart>>;

export const PASSWORD = 'correct horse battery';
export const SITE = { origin: 'http://localhost:80', rpID: 'localhost' };

/**
 * What the account suites (accounts*.test.ts, issue 27) share: browsers that keep their cookies,
 * sign-up, passkeys and the rows behind them. `server` is read at call time (each suite starts
 * its own in beforeAll).
 */
export function accountHelpers(server: () => Started) {
  /** A browser: the cookies it holds, sent with every request, kept from every answer. */
  const browser = () => {
    const jar = new Map<string, string>();
    const send = async (
      method: 'GET' | 'POST' | 'DELETE',
      url: string,
      payload?: object,
      remoteAddress?: string,
    ) => {
      const res = await server().app.inject({
        method,
        url,
        payload,
        remoteAddress,
        headers: {
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
          // The page's origin: a passkey ceremony is checked against it.
          origin: SITE.origin,
        },
      });
      for (const c of res.cookies) {
        if (c.value) jar.set(c.name, c.value);
        else jar.delete(c.name);
      }
      return res;
    };
    return { jar, send };
  };

  type Browser = ReturnType<typeof browser>;

  const signUp = async (username: string) => {
    const b = browser();
    const res = await b.send('POST', '/api/auth/signup', {
      username,
      displayName: `${username} Test`,
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    return { ...b, user: res.json<{ user: User }>().user };
  };

  const sessionsOf = (userId: string) =>
    server()
      .app.ctx.db.select()
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.idHash));

  const usernames = (res: { json: () => unknown }) => (res.json() as User[]).map((u) => u.username);

  /** Adds a software passkey to the account signed in on `b`; answers the verify's reply. */
  const passkeyRegister = async (b: Browser, key = softPasskey(SITE), currentPassword?: string) => {
    const options = await b.send(
      'POST',
      '/api/auth/passkey/register/options',
      currentPassword ? { currentPassword } : {},
    );
    expect(options.statusCode).toBe(200);
    const res = await b.send('POST', '/api/auth/passkey/register/verify', {
      response: key.register(options.json<{ challenge: string }>().challenge),
    });
    return { key, res };
  };

  /** Makes the session on `b` older than the five minutes in which no password is asked again. */
  const sessionAge = async (userId: string, minutes: number) => {
    await server()
      .app.ctx.db.update(sessions)
      .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(sessions.userId, userId));
  };

  const passkeysOf = (userId: string) =>
    server().app.ctx.db.select().from(passkeys).where(eq(passkeys.userId, userId));

  /** Options for a passkey sign-in (naming an account or none), answered by `key`. */
  const passkeyLogin = async (b: Browser, key: ReturnType<typeof softPasskey>, by: object = {}) => {
    const options = await b.send('POST', '/api/auth/passkey/login/options', by);
    expect(options.statusCode).toBe(200);
    return b.send('POST', '/api/auth/passkey/login/verify', {
      response: key.login(options.json<{ challenge: string }>().challenge),
    });
  };
  return {
    browser,
    signUp,
    sessionsOf,
    usernames,
    passkeyRegister,
    sessionAge,
    passkeysOf,
    passkeyLogin,
  };
}
