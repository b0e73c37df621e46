import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceAccounts, sessions } from '../../db/schema';
import { testStart } from '../../testing/harness';
import { PASSWORD, accountHelpers } from './accounts-fixture';

type Started = Awaited<ReturnType<typeof testStart>>;

/**
 * Issue 27 point 1, 'Anyone can become anyone': an account someone creates is theirs from its
 * first second. Strangers do not see it on the picker, cannot sign in without its password, and
 * cannot guess it from many addresses; a removed device comes back only with the password.
 */
describe('accounts of their own (issue 27): device cookies', () => {
  let s: Started;
  beforeAll(async () => {
    s = await testStart();
  });
  afterAll(() => s.close());
  const { browser, signUp, sessionsOf, usernames } = accountHelpers(() => s);

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
