import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { testStart } from '../../testing/harness';
import { SIGN_IN_FAILURES_MAX } from '../../limits/sign-in-limits';
import { PASSWORD, accountHelpers } from './accounts-fixture';

type Started = Awaited<ReturnType<typeof testStart>>;

/**
 * Issue 27 point 1, 'Anyone can become anyone': an account someone creates is theirs from its
 * first second. Strangers do not see it on the picker, cannot sign in without its password, and
 * cannot guess it from many addresses; a removed device comes back only with the password.
 */
describe('accounts of their own (issue 27): guessing a password', () => {
  let s: Started;
  beforeAll(async () => {
    s = await testStart();
  });
  afterAll(() => s.close());
  const { browser, signUp, sessionsOf } = accountHelpers(() => s);

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
});
