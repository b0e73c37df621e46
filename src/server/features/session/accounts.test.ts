import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../protocol';
import { users } from '../../db/schema';
import { testLogin, testStart } from '../../testing/harness';
import { PASSWORD, accountHelpers } from './accounts-fixture';

type Started = Awaited<ReturnType<typeof testStart>>;

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
  const { browser, signUp, sessionsOf, usernames } = accountHelpers(() => s);

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
});
