import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, ServerEvent, User } from '../../../protocol';
import { LiveClient } from '../../testing/live-client';
import { testLogin, testStart } from '../../testing/harness';
import { userUpdatedPublish } from './user-publish';

type Started = Awaited<ReturnType<typeof testStart>>;

describe('user_updated: a new person shows with their name and avatar at once (issue 11)', () => {
  let s: Started;
  const live: LiveClient[] = [];
  const open = async (cookie: string) => {
    const c = await LiveClient.open(s.url, cookie);
    live.push(c);
    return c;
  };

  beforeAll(async () => {
    s = await testStart();
  });
  afterAll(async () => {
    for (const c of live) await c.close();
    await s.close();
  });

  it("should tell Emma who a newly signed-up person is before their chat's row arrives", async () => {
    const emma = await open(await testLogin(s.app, 'u-emma'));
    // Every event Emma's socket receives, in arrival order.
    const arrived: ServerEvent[] = [];
    emma.socket.on('message', (raw) => arrived.push(JSON.parse(String(raw)) as ServerEvent));
    const camille = await open(await testLogin(s.app, 'u-camille'));
    const signup = await s.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        username: 'noor',
        displayName: 'Noor Haddad',
        language: 'ar',
        avatar: '/avatars/placeholder.svg',
        password: 'correct horse',
      },
    });
    expect(signup.statusCode).toBe(201);
    const noor = signup.json<{ user: User }>().user;
    const cookie = String(signup.headers['set-cookie']).split(';')[0]!;
    const noorLive = await open(cookie);

    const created = await s.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie },
      payload: { participants: ['u-emma'] },
    });
    expect(created.statusCode).toBe(201);
    const conversation = created.json<Conversation>();

    const pushed = await emma.next('user_updated', (e) => e.user.id === noor.id);
    expect(pushed.user).toMatchObject({
      id: noor.id,
      displayName: 'Noor Haddad',
      avatar: '/avatars/placeholder.svg',
      language: 'ar',
    });
    // The record arrives before the conversation that names it.
    await emma.next('conversation', (e) => e.conversation.id === conversation.id);
    const userAt = arrived.findIndex((e) => e.type === 'user_updated' && e.user.id === noor.id);
    const conversationAt = arrived.findIndex((e) => e.type === 'conversation');
    expect(userAt).toBeGreaterThanOrEqual(0);
    expect(userAt).toBeLessThan(conversationAt);
    // Noor learns who Emma is the same way; Camille, who is in neither, hears nothing.
    const emmaForNoor = await noorLive.next('user_updated', (e) => e.user.id === 'u-emma');
    expect(emmaForNoor.user.displayName).toBe('Emma Johnson');
    // What the list reads agrees with the push (the stored record).
    const listed = (await s.app.inject({ method: 'GET', url: '/api/users', headers: { cookie } }))
      .json<User[]>()
      .find((u) => u.id === noor.id);
    expect(listed).toMatchObject({
      displayName: 'Noor Haddad',
      avatar: '/avatars/placeholder.svg',
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(camille.events.filter((e) => e.type === 'user_updated')).toEqual([]);
  });

  it("should push a changed profile to the person's contacts and own devices only", async () => {
    const sofiaCookie = await testLogin(s.app, 'u-sofia');
    const emmaCookie = await testLogin(s.app, 'u-emma');
    await s.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: sofiaCookie },
      payload: { participants: ['u-emma'] },
    });
    const emma = await open(emmaCookie);
    const sofia = await open(sofiaCookie);
    const lukas = await open(await testLogin(s.app, 'u-lukas'));
    await userUpdatedPublish(s.app.ctx, 'u-sofia');
    const seen = await emma.next('user_updated', (e) => e.user.id === 'u-sofia');
    expect(seen.user.displayName).toBe('Sofía García');
    await sofia.next('user_updated', (e) => e.user.id === 'u-sofia');
    await new Promise((r) => setTimeout(r, 200));
    expect(lukas.events.filter((e) => e.type === 'user_updated')).toEqual([]);
  });
});
