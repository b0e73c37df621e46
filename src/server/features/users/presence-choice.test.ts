import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../protocol';
import { users } from '../../db/schema';
import { chatFixture } from '../../testing/chat-fixture';
import { LiveClient } from '../../testing/live-client';

describe('presence states (issue 31)', () => {
  let f: Awaited<ReturnType<typeof chatFixture>>;
  const stored = async (id: string) =>
    (await f.s.app.ctx.db.select({ status: users.status }).from(users).where(eq(users.id, id)))[0]!
      .status;
  const choose = (status: unknown) => f.inject('emma', 'PATCH', '/api/users/me', { status }, {});

  beforeAll(async () => {
    f = await chatFixture('Presence');
  });
  afterAll(async () => {
    await f.phonesClose();
    await f.s.close();
  });

  it('should show contacts the state a person chose while connected, and offline once gone', async () => {
    const sofia = await f.phone('sofia');
    const emma = await LiveClient.open(f.s.url, f.cookies.emma);
    await sofia.next('presence', (e) => e.userId === 'u-emma' && e.status === 'online');

    const res = await choose('busy');
    expect(res.statusCode).toBe(200);
    expect(res.json<User>().status).toBe('busy');
    expect(await stored('u-emma')).toBe('busy');
    const told = await sofia.next('user_updated', (e) => e.user.id === 'u-emma');
    expect(told.user.status).toBe('busy');

    // Gone: offline whatever she chose; back: Busy again, as she left it.
    await emma.close();
    await sofia.next('presence', (e) => e.userId === 'u-emma' && e.status === 'offline');
    const again = await LiveClient.open(f.s.url, f.cookies.emma);
    const back = await sofia.next(
      'presence',
      (e) => e.userId === 'u-emma' && e.status !== 'offline',
    );
    expect(back.status).toBe('busy');
    const listed = (await f.inject('sofia', 'GET', '/api/users')).json<User[]>();
    expect(listed.find((u) => u.id === 'u-emma')?.status).toBe('busy');

    expect((await choose('away')).json<User>().status).toBe('away');
    expect((await choose('online')).json<User>().status).toBe('online');
    await again.close();
  });

  it('should refuse a state nobody can choose, changing nothing', async () => {
    await choose('busy');
    for (const bad of ['offline', 'invisible', '', 3]) {
      expect((await choose(bad)).statusCode).toBe(400);
      expect(await stored('u-emma')).toBe('busy');
    }
    await choose('online');
  });
});
