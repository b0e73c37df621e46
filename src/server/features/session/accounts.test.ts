import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../protocol';
import { deviceAccounts, passkeyChallenges, passkeys, sessions, users } from '../../db/schema';
import { softPasskey } from '../../testing/soft-passkey';
import { testLogin, testStart } from '../../testing/harness';
import { SIGN_IN_FAILURES_MAX } from '../../limits/sign-in-limits';

type Started = Awaited<ReturnType<typeof testStart>>;

const PASSWORD = 'correct horse battery';
const SITE = { origin: 'http://localhost:80', rpID: 'localhost' };

/**
 * Issue 27 point 1, 'Anyone can become anyone': an account someone creates is theirs from its
 * first second. Strangers do not see it on the picker, cannot sign in without its password, and
 * cannot guess it from many addresses; a removed device comes back only with the password.
 */
describe('accounts of their own (issue 27)', () => {
  let s: Started;
  beforeAll(async () => {
    s = await testStart();
  });
  afterAll(() => s.close());

  /** A browser: the cookies it holds, sent with every request, kept from every answer. */
  const browser = () => {
    const jar = new Map<string, string>();
    const send = async (
      method: 'GET' | 'POST' | 'DELETE',
      url: string,
      payload?: object,
      remoteAddress?: string,
    ) => {
      const res = await s.app.inject({
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
    s.app.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.idHash));

  const usernames = (res: { json: () => unknown }) => (res.json() as User[]).map((u) => u.username);

  it('should refuse a sign-up without a password or with a short one, creating no one', async () => {
    const b = browser();
    const none = await b.send('POST', '/api/auth/signup', { username: 'nopw', displayName: 'N' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('password is required');
    const short = await b.send('POST', '/api/auth/signup', {
      username: 'shortpw',
      displayName: 'S',
      password: '1234567',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      error: 'Password must be at least 8 characters',
      code: 'passwordTooShort',
    });
    const stored = await s.app.ctx.db.select().from(users).where(eq(users.username, 'shortpw'));
    expect(stored).toEqual([]);
    expect(b.jar.size).toBe(0);
  });

  it('should list a new account to nobody but its own browser and the signed-in, demo people to all', async () => {
    const ada = await signUp('ada_list');
    const stranger = browser();
    const seen = await stranger.send('GET', '/api/users');
    expect(seen.statusCode).toBe(200);
    expect(usernames(seen)).not.toContain('ada_list');
    // The twelve demo people stay one tap away.
    expect(usernames(seen)).toEqual(expect.arrayContaining(['emma', 'sofia', 'layla', 'jisoo']));
    expect((seen.json() as User[]).every((u) => u.demo)).toBe(true);

    // Ada's own browser, signed out, still lists her (its device cookie signed into her).
    expect((await ada.send('DELETE', '/api/session')).statusCode).toBe(204);
    expect(ada.jar.has('allo_device')).toBe(true);
    const own = await ada.send('GET', '/api/users');
    expect(usernames(own)).toContain('ada_list');
    expect((own.json() as User[]).find((u) => u.username === 'ada_list')).toMatchObject({
      demo: false,
      hasPassword: true,
    });

    // A forged device cookie lists nobody's accounts.
    const forged = await s.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { cookie: 'allo_device=AAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(usernames(forged)).not.toContain('ada_list');

    // A signed-in person (the people search, New Message) still finds everyone.
    const emma = await testLogin(s.app, 'u-emma');
    const all = await s.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: emma } });
    expect(usernames(all)).toContain('ada_list');
  });

  it('should refuse a protected account without its password or with a wrong one, starting no session', async () => {
    const ada = await signUp('ada_pw');
    const before = await sessionsOf(ada.user.id);
    const stranger = browser();
    const bare = await stranger.send('POST', '/api/session', { userId: ada.user.id });
    expect(bare.statusCode).toBe(401);
    expect(bare.json()).toEqual({ error: 'Password required', code: 'passwordRequired' });
    const wrong = await stranger.send('POST', '/api/session', {
      userId: ada.user.id,
      password: 'not her password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Wrong password', code: 'wrongPassword' });
    const byName = await stranger.send('POST', '/api/session', {
      username: 'ada_pw',
      password: 'not her password',
    });
    expect(byName.json()).toEqual({
      error: 'Wrong username or password',
      code: 'wrongCredentials',
    });
    // An unknown username answers the same words.
    const unknown = await stranger.send('POST', '/api/session', {
      username: 'nobody_here',
      password: 'whatever1',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error).toBe('Wrong username or password');
    expect(await sessionsOf(ada.user.id)).toEqual(before);
    expect(stranger.jar.has('allo_session')).toBe(false);

    // 'Sign in to another account': username and password let her in, and the account goes on
    // that browser's picker.
    const ok = await stranger.send('POST', '/api/session', {
      username: 'ADA_pw',
      password: PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.id).toBe(ada.user.id);
    expect(await sessionsOf(ada.user.id)).toHaveLength(before.length + 1);
    await stranger.send('DELETE', '/api/session');
    expect(usernames(await stranger.send('GET', '/api/users'))).toContain('ada_pw');
  });

  it('should keep a demo person one tap away, and ask an older account without a password for one it cannot give', async () => {
    const tap = await browser().send('POST', '/api/session', { userId: 'u-marco' });
    expect(tap.statusCode).toBe(200);
    await s.app.ctx.db
      .insert(users)
      .values({ id: 'u-legacy', username: 'legacy', displayName: 'Made Before Passwords' });
    const stranger = browser();
    const bare = await stranger.send('POST', '/api/session', { userId: 'u-legacy' });
    expect(bare.statusCode).toBe(401);
    const guessed = await stranger.send('POST', '/api/session', {
      userId: 'u-legacy',
      password: 'anything at all',
    });
    expect(guessed.statusCode).toBe(401);
    expect(await sessionsOf('u-legacy')).toEqual([]);
    expect(usernames(await stranger.send('GET', '/api/users'))).not.toContain('legacy');
  });

  it('should lock an account after ten failures from any addresses, but not its own browsers', async () => {
    const ada = await signUp('ada_lock');
    const stranger = browser();
    for (let i = 0; i < SIGN_IN_FAILURES_MAX; i++) {
      // A different address each time: the per-address limit never applies.
      const res = await stranger.send(
        'POST',
        '/api/session',
        { userId: ada.user.id, password: `guess number ${i}` },
        `198.51.100.${i + 1}`,
      );
      expect(res.statusCode).toBe(401);
    }
    const before = await sessionsOf(ada.user.id);
    const locked = await stranger.send(
      'POST',
      '/api/session',
      { userId: ada.user.id, password: PASSWORD },
      '198.51.100.99',
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: 'Too many failed sign-ins for this account, retry in 15 min',
      code: 'signInLocked',
      params: { minutes: '15' },
    });
    expect(await sessionsOf(ada.user.id)).toEqual(before);
    // Another stranger's browser, from yet another address, is refused as well.
    const other = await browser().send(
      'POST',
      '/api/session',
      { username: 'ada_lock', password: PASSWORD },
      '203.0.113.7',
    );
    expect(other.statusCode).toBe(429);
    // Ada's own browser, which signed up, is counted apart: the stranger has not locked her out.
    await ada.send('DELETE', '/api/session');
    const own = await ada.send('POST', '/api/session', { userId: ada.user.id, password: PASSWORD });
    expect(own.statusCode).toBe(200);
  });

  it('should let at most ten of thirty guesses sent at once reach the password comparison', async () => {
    const ada = await signUp('ada_parallel');
    const before = await sessionsOf(ada.user.id);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        browser().send(
          'POST',
          '/api/session',
          { userId: ada.user.id, password: `parallel guess ${i}` },
          `198.51.${100 + Math.floor(i / 200)}.${(i % 200) + 1}`,
        ),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(SIGN_IN_FAILURES_MAX);
    expect(codes.filter((c) => c === 429)).toHaveLength(30 - SIGN_IN_FAILURES_MAX);
    // The limit is spent: even the right password is refused from a stranger's browser.
    const right = await browser().send(
      'POST',
      '/api/session',
      { userId: ada.user.id, password: PASSWORD },
      '203.0.113.50',
    );
    expect(right.statusCode).toBe(429);
    expect(await sessionsOf(ada.user.id)).toEqual(before);
  });

  it('should give a successful sign-in its attempt back', async () => {
    const ada = await signUp('ada_giveback');
    for (let i = 0; i < SIGN_IN_FAILURES_MAX + 5; i++) {
      const res = await browser().send(
        'POST',
        '/api/session',
        { userId: ada.user.id, password: PASSWORD },
        `198.18.0.${i + 1}`,
      );
      expect(res.statusCode).toBe(200);
    }
  });

  it('should issue a new device cookie at sign-in, so a planted one lists nothing', async () => {
    const ada = await signUp('ada_fixation');
    await ada.send('DELETE', '/api/session');
    // Someone plants a device value in the browser Ada then signs in on.
    const planted = 'PLANTEDplantedPLANTED1';
    const victim = browser();
    victim.jar.set('allo_device', planted);
    const res = await victim.send('POST', '/api/session', {
      username: 'ada_fixation',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const issued = victim.jar.get('allo_device');
    expect(issued).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(issued).not.toBe(planted);
    // The planter's copy lists no account and no stored row names it.
    const planter = await s.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { cookie: `allo_device=${planted}` },
    });
    expect(usernames(planter)).not.toContain('ada_fixation');
    const plantedHash = createHash('sha256').update(planted).digest('hex');
    expect(
      await s.app.ctx.db
        .select()
        .from(deviceAccounts)
        .where(eq(deviceAccounts.deviceHash, plantedHash)),
    ).toEqual([]);
    expect(
      await s.app.ctx.db.select().from(sessions).where(eq(sessions.deviceHash, plantedHash)),
    ).toEqual([]);
    // The browser's own accounts came along to its new value: Ada's first browser's value too.
    const oldValue = ada.jar.get('allo_device')!;
    const again = await ada.send('POST', '/api/session', {
      userId: ada.user.id,
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(200);
    expect(ada.jar.get('allo_device')).not.toBe(oldValue);
    await ada.send('DELETE', '/api/session');
    expect(usernames(await ada.send('GET', '/api/users'))).toContain('ada_fixation');
    const stale = await s.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { cookie: `allo_device=${oldValue}` },
    });
    expect(usernames(stale)).not.toContain('ada_fixation');
  });

  it('should ask a device removed in Linked Devices for the password, and let it in with it', async () => {
    const ada = await signUp('ada_removed');
    const laptop = browser();
    expect(
      (await laptop.send('POST', '/api/session', { username: 'ada_removed', password: PASSWORD }))
        .statusCode,
    ).toBe(200);
    const devices = (await ada.send('GET', '/api/devices')).json() as Array<{
      id: string;
      isCurrent: boolean;
    }>;
    const other = devices.find((d) => !d.isCurrent)!;
    expect((await ada.send('DELETE', `/api/devices/${other.id}`)).statusCode).toBe(204);
    expect((await laptop.send('GET', '/api/session')).statusCode).toBe(401);

    // Its picker still shows her name; tapping it asks for the password and starts nothing.
    const before = await sessionsOf(ada.user.id);
    expect(usernames(await laptop.send('GET', '/api/users'))).toContain('ada_removed');
    const tap = await laptop.send('POST', '/api/session', { userId: ada.user.id });
    expect(tap.statusCode).toBe(401);
    expect(tap.json().error).toBe('Password required');
    expect(await sessionsOf(ada.user.id)).toEqual(before);
    const rows = await s.app.ctx.db
      .select()
      .from(deviceAccounts)
      .where(eq(deviceAccounts.userId, ada.user.id));
    // Her own browser and the removed laptop, which now counts as a stranger's.
    expect(rows.map((r) => r.removedAt !== null).sort()).toEqual([false, true]);
    const again = await laptop.send('POST', '/api/session', {
      userId: ada.user.id,
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(200);
  });

  it('should refuse a passkey answer nobody registered, starting no session', async () => {
    const stranger = browser();
    const options = await s.app.inject({
      method: 'POST',
      url: '/api/auth/passkey/login/options',
      headers: { origin: 'http://localhost:80' },
      payload: {},
    });
    expect(options.statusCode).toBe(200);
    expect(options.json().rpId).toBe('localhost');
    const before = await s.app.ctx.db.select().from(sessions);
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/auth/passkey/login/verify',
      headers: { origin: 'http://localhost:80' },
      payload: {
        response: {
          id: 'AAAA',
          rawId: 'AAAA',
          type: 'public-key',
          clientExtensionResults: {},
          response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
        },
      },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Passkey not accepted', code: 'passkeyNotAccepted' });
    expect(await s.app.ctx.db.select().from(sessions)).toHaveLength(before.length);
    expect(stranger.jar.size).toBe(0);
  });
  type Browser = ReturnType<typeof browser>;

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
    await s.app.ctx.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(sessions.userId, userId));
  };

  const passkeysOf = (userId: string) =>
    s.app.ctx.db.select().from(passkeys).where(eq(passkeys.userId, userId));

  it('should ask for the current password to add a passkey once the session is five minutes old', async () => {
    const ada = await signUp('ada_pk_proof');
    // Right after sign-up (the offer on the sign-up screen), no password again.
    const fresh = await ada.send('POST', '/api/auth/passkey/register/options', {});
    expect(fresh.statusCode).toBe(200);
    await sessionAge(ada.user.id, 6);
    const challengesBefore = await s.app.ctx.db
      .select()
      .from(passkeyChallenges)
      .where(eq(passkeyChallenges.userId, ada.user.id));
    const bare = await ada.send('POST', '/api/auth/passkey/register/options', {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({
      error: 'Enter your current password',
      code: 'currentPasswordRequired',
    });
    const wrong = await ada.send('POST', '/api/auth/passkey/register/options', {
      currentPassword: 'not her password',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('currentPasswordWrong');
    // Refused: no challenge was handed out, so nothing can be registered from them.
    expect(
      await s.app.ctx.db
        .select()
        .from(passkeyChallenges)
        .where(eq(passkeyChallenges.userId, ada.user.id)),
    ).toEqual(challengesBefore);
    const { res } = await passkeyRegister(ada, softPasskey(SITE), PASSWORD);
    expect(res.statusCode).toBe(201);
    expect(await passkeysOf(ada.user.id)).toHaveLength(1);
  });

  it("should list and remove only the caller's own passkeys", async () => {
    const ada = await signUp('ada_pk_list');
    const { key, res } = await passkeyRegister(ada);
    expect(res.statusCode).toBe(201);
    const list = await ada.send('GET', '/api/auth/passkeys');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([{ id: key.id, createdAt: expect.any(String) }]);

    const bob = await signUp('bob_pk_list');
    expect((await bob.send('GET', '/api/auth/passkeys')).json()).toEqual([]);
    const theirs = await bob.send('DELETE', `/api/auth/passkeys/${key.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(await passkeysOf(ada.user.id)).toHaveLength(1);
    const none = await ada.send('DELETE', '/api/auth/passkeys/no-such-passkey');
    expect(none.statusCode).toBe(404);

    const own = await ada.send('DELETE', `/api/auth/passkeys/${key.id}`);
    expect(own.statusCode).toBe(204);
    expect(await passkeysOf(ada.user.id)).toEqual([]);
    expect((await ada.send('GET', '/api/auth/passkeys')).json()).toEqual([]);
  });

  it("should answer 409 for a credential that is another account's, storing nothing", async () => {
    const ada = await signUp('ada_pk_taken');
    const { key, res } = await passkeyRegister(ada);
    expect(res.statusCode).toBe(201);
    const bob = await signUp('bob_pk_taken');
    const again = await passkeyRegister(bob, key);
    expect(again.res.statusCode).toBe(409);
    expect(again.res.json()).toEqual({
      error: 'This passkey belongs to another account',
      code: 'passkeyOtherAccount',
    });
    expect(await passkeysOf(bob.user.id)).toEqual([]);
    expect((await passkeysOf(ada.user.id)).map((p) => p.id)).toEqual([key.id]);
  });
  it('should tell whether an account has a password only to its owner and its own browsers', async () => {
    const ada = await signUp('ada_haspw');
    const signedIn = (await ada.send('GET', '/api/users')).json() as User[];
    expect(signedIn.find((u) => u.id === ada.user.id)).toMatchObject({ hasPassword: true });
    const others = signedIn.filter((u) => u.id !== ada.user.id);
    expect(others.length).toBeGreaterThan(10);
    expect(others.filter((u) => 'hasPassword' in u)).toEqual([]);
    expect((await ada.send('GET', '/api/session')).json().user).toMatchObject({
      hasPassword: true,
    });
    // Signed out, her browser's picker knows to ask her password; not whether Emma has one.
    await ada.send('DELETE', '/api/session');
    const picker = (await ada.send('GET', '/api/users')).json() as User[];
    expect(picker.find((u) => u.id === ada.user.id)).toMatchObject({ hasPassword: true });
    expect(picker.filter((u) => u.id !== ada.user.id && 'hasPassword' in u)).toEqual([]);
    const stranger = (await browser().send('GET', '/api/users')).json() as User[];
    expect(stranger.filter((u) => 'hasPassword' in u)).toEqual([]);
  });
  /** Options for a passkey sign-in (naming an account or none), answered by `key`. */
  const passkeyLogin = async (b: Browser, key: ReturnType<typeof softPasskey>, by: object = {}) => {
    const options = await b.send('POST', '/api/auth/passkey/login/options', by);
    expect(options.statusCode).toBe(200);
    return b.send('POST', '/api/auth/passkey/login/verify', {
      response: key.login(options.json<{ challenge: string }>().challenge),
    });
  };

  it("should refuse a passkey sign-in for a picked account answered with another account's passkey", async () => {
    const ada = await signUp('ada_pk_bind');
    const { key: adaKey } = await passkeyRegister(ada);
    const bob = await signUp('bob_pk_bind');
    await bob.send('DELETE', '/api/session');
    const bobBefore = await sessionsOf(bob.user.id);
    const adaBefore = await sessionsOf(ada.user.id);
    // Someone picks Bob on the picker; the browser answers with Ada's passkey.
    const shared = browser();
    const res = await passkeyLogin(shared, adaKey, { userId: bob.user.id });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('passkeyNotAccepted');
    expect(await sessionsOf(ada.user.id)).toEqual(adaBefore);
    expect(await sessionsOf(bob.user.id)).toEqual(bobBefore);
    expect(shared.jar.has('allo_session')).toBe(false);
    // Picking Ada (or naming nobody) her passkey signs her in.
    const named = await passkeyLogin(browser(), adaKey, { userId: ada.user.id });
    expect(named.statusCode).toBe(200);
    expect(named.json().user.id).toBe(ada.user.id);
    const any = await passkeyLogin(browser(), adaKey);
    expect(any.json().user.id).toBe(ada.user.id);
  });
  it('should answer an unknown username as it answers an account: 401 ten times, then 429', async () => {
    const answers: number[] = [];
    for (let i = 0; i <= SIGN_IN_FAILURES_MAX; i++) {
      const res = await browser().send(
        'POST',
        '/api/session',
        // Spelled differently each time: the name is counted as the server would look it up.
        { username: i % 2 ? 'No_Such_Person' : ' no_such_person', password: `guess ${i}` },
        `192.0.2.${i + 1}`,
      );
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([...Array<number>(SIGN_IN_FAILURES_MAX).fill(401), 429]);
    expect(
      await s.app.ctx.db.select().from(users).where(eq(users.username, 'no_such_person')),
    ).toEqual([]);
  });

  it('should spend the same password work on an account without a password as on one with', async () => {
    await s.app.ctx.db
      .insert(users)
      .values({ id: 'u-legacy-time', username: 'legacy_time', displayName: 'No Password' });
    await signUp('ada_time');
    const timed = async (username: string) => {
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        const res = await browser().send(
          'POST',
          '/api/session',
          { username, password: `a wrong guess ${i}` },
          `192.0.2.${100 + times.length + (username === 'ada_time' ? 10 : 0)}`,
        );
        expect(res.statusCode).toBe(401);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[1]!;
    };
    const withPassword = await timed('ada_time');
    const without = await timed('legacy_time');
    // scrypt is most of the work: skipped, the answer came many times faster.
    expect(without).toBeGreaterThan(withPassword * 0.4);
  });
  it('should require user verification to add a passkey and to sign in with one', async () => {
    const ada = await signUp('ada_pk_uv');
    const key = softPasskey(SITE);
    const options = await ada.send('POST', '/api/auth/passkey/register/options', {});
    expect(options.json().authenticatorSelection.userVerification).toBe('required');
    const unverified = await ada.send('POST', '/api/auth/passkey/register/verify', {
      response: key.register(options.json<{ challenge: string }>().challenge, { verified: false }),
    });
    expect(unverified.statusCode).toBe(400);
    expect(await passkeysOf(ada.user.id)).toEqual([]);

    await passkeyRegister(ada, key);
    const before = await sessionsOf(ada.user.id);
    const login = await browser().send('POST', '/api/auth/passkey/login/options', {
      userId: ada.user.id,
    });
    expect(login.json().userVerification).toBe('required');
    const stranger = browser();
    const res = await stranger.send('POST', '/api/auth/passkey/login/verify', {
      response: key.login(login.json<{ challenge: string }>().challenge, { verified: false }),
    });
    expect(res.statusCode).toBe(401);
    expect(await sessionsOf(ada.user.id)).toEqual(before);
    expect(stranger.jar.has('allo_session')).toBe(false);
  });
  it('should give a browser signed in before device cookies its own when it asks who is signed in', async () => {
    const ada = await signUp('ada_adopt');
    // As before this change: a session without a device mark, a browser without the cookie.
    ada.jar.delete('allo_device');
    const session = ada.jar.get('allo_session')!;
    const idHash = createHash('sha256').update(session).digest('hex');
    await s.app.ctx.db
      .update(sessions)
      .set({ deviceHash: null })
      .where(eq(sessions.idHash, idHash));
    await s.app.ctx.db.delete(deviceAccounts).where(eq(deviceAccounts.userId, ada.user.id));

    const res = await ada.send('GET', '/api/session');
    expect(res.statusCode).toBe(200);
    const device = ada.jar.get('allo_device');
    expect(device).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const deviceHash = createHash('sha256').update(device!).digest('hex');
    const [row] = await s.app.ctx.db.select().from(sessions).where(eq(sessions.idHash, idHash));
    expect(row!.deviceHash).toBe(deviceHash);
    expect(
      await s.app.ctx.db
        .select({ userId: deviceAccounts.userId })
        .from(deviceAccounts)
        .where(eq(deviceAccounts.deviceHash, deviceHash)),
    ).toEqual([{ userId: ada.user.id }]);
    // Signed out, its picker keeps her; asking again with the cookie changes nothing.
    expect(
      (await ada.send('GET', '/api/session')).cookies.some((c) => c.name === 'allo_device'),
    ).toBe(false);
    await ada.send('DELETE', '/api/session');
    expect(usernames(await ada.send('GET', '/api/users'))).toContain('ada_adopt');
  });
});
