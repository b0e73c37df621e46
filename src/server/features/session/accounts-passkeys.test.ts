import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeyChallenges, sessions } from '../../db/schema';
import { softPasskey } from '../../testing/soft-passkey';
import { testStart } from '../../testing/harness';
import { PASSWORD, SITE, accountHelpers } from './accounts-fixture';

type Started = Awaited<ReturnType<typeof testStart>>;

/**
 * Issue 27 point 1, 'Anyone can become anyone': an account someone creates is theirs from its
 * first second. Strangers do not see it on the picker, cannot sign in without its password, and
 * cannot guess it from many addresses; a removed device comes back only with the password.
 */
describe('accounts of their own (issue 27): passkeys', () => {
  let s: Started;
  beforeAll(async () => {
    s = await testStart();
  });
  afterAll(() => s.close());
  const { browser, signUp, sessionsOf, passkeyRegister, sessionAge, passkeysOf, passkeyLogin } =
    accountHelpers(() => s);

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
});
