import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, FriendRequest, FriendView, User } from '../../../protocol';
import { friendRequests, friendships } from '../../db/schema';
import { LiveClient } from '../../testing/live-client';
import { testLogin, testStart } from '../../testing/harness';

type Started = Awaited<ReturnType<typeof testStart>>;

describe('friends (core 2 Friends dialog, core 7 friend calls, secondary Contacts)', () => {
  let s: Started;
  const cookies: Record<string, string> = {};
  const who = ['u-emma', 'u-sofia', 'u-marco', 'u-yuki', 'u-layla'] as const;

  const call = (user: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    s.app.inject({ method, url, headers: { cookie: cookies[user]! }, payload });
  const friendsOf = async (user: string) =>
    (await call(user, 'GET', `/api/users/${user}/friends`)).json<User[]>().map((u) => u.id);
  const requestsTo = async (user: string) =>
    (await call(user, 'GET', `/api/users/${user}/friend-requests`)).json<FriendRequest[]>();
  const sentBy = async (user: string) =>
    (await call(user, 'GET', `/api/users/${user}/friend-requests?sent=1`)).json<FriendRequest[]>();
  const ask = (from: string, to: string) =>
    call(from, 'POST', '/api/friend-requests', { senderId: from, receiverId: to });
  /** Every friend request and friendship, read from the tables. */
  const storedAll = async () => ({
    requests: await s.app.ctx.db.select().from(friendRequests).orderBy(asc(friendRequests.id)),
    friendships: await s.app.ctx.db
      .select()
      .from(friendships)
      .orderBy(asc(friendships.userId), asc(friendships.friendId)),
  });

  beforeAll(async () => {
    s = await testStart();
    for (const id of who) cookies[id] = await testLogin(s.app, id);
  });
  afterAll(() => s.close());

  it('a request reaches the receiver live, and accepting makes both friends', async () => {
    const sofia = await LiveClient.open(s.url, cookies['u-sofia']!);
    try {
      const res = await ask('u-emma', 'u-sofia');
      expect(res.statusCode).toBe(201);
      const sent = res.json<{ status: string; request: FriendRequest }>();
      expect(sent.status).toBe('sent');
      const pushed = await sofia.next('friends_changed', (e) => e.request !== undefined);
      expect(pushed).toMatchObject({ request: { id: sent.request.id, senderId: 'u-emma' } });

      // Both sides' views: Sofia has a request from Emma, Emma has one waiting on Sofia.
      const incoming = await requestsTo('u-sofia');
      expect(incoming).toHaveLength(1);
      expect(incoming[0]).toMatchObject({
        senderId: 'u-emma',
        receiverId: 'u-sofia',
        sender: { displayName: expect.stringContaining('Emma') as unknown },
      });
      expect((await sentBy('u-emma')).map((r) => r.receiverId)).toEqual(['u-sofia']);
      expect(await requestsTo('u-emma')).toEqual([]);
      expect(await friendsOf('u-emma')).toEqual([]);

      const accepted = await call(
        'u-sofia',
        'POST',
        `/api/friend-requests/${sent.request.id}/accept`,
      );
      expect(accepted.statusCode).toBe(204);
      expect(await friendsOf('u-emma')).toEqual(['u-sofia']);
      expect(await friendsOf('u-sofia')).toEqual(['u-emma']);
      expect(await requestsTo('u-sofia')).toEqual([]);
      expect(await sentBy('u-emma')).toEqual([]);
    } finally {
      await sofia.close();
    }
  });

  it('only the receiver may accept or reject; the sender may take a request back', async () => {
    const { request } = (await ask('u-marco', 'u-yuki')).json<{ request: FriendRequest }>();
    for (const user of ['u-marco', 'u-emma']) {
      const res = await call(user, 'POST', `/api/friend-requests/${request.id}/accept`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Friend request not found' });
      expect(
        (await call(user, 'POST', `/api/friend-requests/${request.id}/reject`)).statusCode,
      ).toBe(404);
    }
    expect(await friendsOf('u-marco')).toEqual([]);
    expect((await requestsTo('u-yuki')).map((r) => r.id)).toEqual([request.id]);

    expect(
      (await call('u-yuki', 'POST', `/api/friend-requests/${request.id}/reject`)).statusCode,
    ).toBe(204);
    expect(await requestsTo('u-yuki')).toEqual([]);
    expect(await friendsOf('u-yuki')).toEqual([]);

    // Asked again after a rejection, and taken back by its sender.
    const again = (await ask('u-marco', 'u-yuki')).json<{ request: FriendRequest }>().request;
    expect((await call('u-yuki', 'DELETE', `/api/friend-requests/${again.id}`)).statusCode).toBe(
      404,
    );
    // Refused: the request is still there.
    expect((await requestsTo('u-yuki')).map((r) => r.id)).toEqual([again.id]);
    expect((await call('u-marco', 'DELETE', `/api/friend-requests/${again.id}`)).statusCode).toBe(
      204,
    );
    expect(await requestsTo('u-yuki')).toEqual([]);
  });

  it('asking twice keeps one request; asking someone who asked me makes us friends', async () => {
    const first = (await ask('u-layla', 'u-marco')).json<{ request: FriendRequest }>().request;
    const second = await ask('u-layla', 'u-marco');
    expect(second.statusCode).toBe(201);
    expect(second.json<{ request: FriendRequest }>().request.id).toBe(first.id);
    expect(await requestsTo('u-marco')).toHaveLength(1);

    const reverse = await ask('u-marco', 'u-layla');
    expect(reverse.statusCode).toBe(200);
    expect(reverse.json()).toEqual({ status: 'friends', request: null });
    expect(await friendsOf('u-marco')).toEqual(['u-layla']);
    expect(await requestsTo('u-marco')).toEqual([]);
    expect(await requestsTo('u-layla')).toEqual([]);
  });

  it('refuses a request to myself, to a friend, to nobody, or as someone else', async () => {
    const before = await storedAll();
    const cases: Array<[string, string, number, string]> = [
      ['u-emma', 'u-emma', 400, 'You cannot add yourself'],
      ['u-emma', 'u-sofia', 409, 'You are already friends'],
      ['u-emma', 'u-nobody', 404, 'User not found'],
    ];
    for (const [from, to, status, error] of cases) {
      const res = await ask(from, to);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ error });
    }
    const forged = await call('u-emma', 'POST', '/api/friend-requests', {
      senderId: 'u-yuki',
      receiverId: 'u-layla',
    });
    expect(forged.statusCode).toBe(403);
    expect(await requestsTo('u-layla')).toEqual([]);
    expect(await requestsTo('u-emma')).toEqual([]);
    expect(await storedAll()).toEqual(before);
    // Nobody reads another person's friends or requests.
    expect((await call('u-emma', 'GET', '/api/users/u-sofia/friends')).statusCode).toBe(403);
    expect((await call('u-emma', 'GET', '/api/users/u-sofia/friend-requests')).statusCode).toBe(
      403,
    );
    expect((await call('u-emma', 'GET', '/api/friends?userId=u-sofia')).statusCode).toBe(403);
  });

  it('search: any case, name or username, never me or a friend, at most five', async () => {
    const search = async (user: string, q: string) =>
      (await call(user, 'GET', `/api/friend-search?q=${encodeURIComponent(q)}`))
        .json<User[]>()
        .map((u) => u.id);
    // Emma's friend Sofia is left out; so is Emma herself.
    expect(await search('u-emma', 'SOFIA')).toEqual([]);
    expect(await search('u-emma', 'emma')).toEqual([]);
    expect(await search('u-yuki', 'emm')).toEqual(['u-emma']);
    // By username (the demo users' usernames are their first names in lower case).
    const all = (await call('u-yuki', 'GET', '/api/users')).json<User[]>();
    const marco = all.find((u) => u.id === 'u-marco')!;
    expect(await search('u-yuki', marco.username.toUpperCase())).toContain('u-marco');
    // A letter most names have: five at most, never the searcher.
    const many = await search('u-yuki', 'a');
    expect(many.length).toBe(5);
    expect(many).not.toContain('u-yuki');
    // Wildcards are letters here.
    expect(await search('u-yuki', '%')).toEqual([]);
    expect(await search('u-yuki', '')).toEqual([]);
  });

  it('contacts: friends, pending and suggestions ranked by mutual friends', async () => {
    // Yuki asks Emma; Emma's friend Sofia is also Layla's friend after this.
    const { request } = (await ask('u-sofia', 'u-layla')).json<{ request: FriendRequest }>();
    await call('u-layla', 'POST', `/api/friend-requests/${request.id}/accept`);
    const asked = (await ask('u-emma', 'u-yuki')).json<{ request: FriendRequest }>().request;
    const views = (await call('u-emma', 'GET', '/api/friends?userId=u-emma')).json<FriendView[]>();
    // Yuki sees who asked her, with the request to accept or decline (issue 27, point 8).
    const yukis = (await call('u-yuki', 'GET', '/api/friends?userId=u-yuki')).json<FriendView[]>();
    expect(yukis[0]).toMatchObject({
      id: 'u-emma',
      isFriend: false,
      isPendingRequest: false,
      incomingRequestId: asked.id,
    });
    const byId = new Map(views.map((v) => [v.id, v]));
    expect(byId.has('u-emma')).toBe(false);
    expect(byId.get('u-sofia')).toMatchObject({ isFriend: true, isPendingRequest: false });
    expect(byId.get('u-yuki')).toMatchObject({ isFriend: false, isPendingRequest: true });
    // Layla and Emma share one friend (Sofia): he is the first suggestion.
    const suggested = views.filter((v) => !v.isFriend && !v.isPendingRequest);
    expect(suggested[0]).toMatchObject({ id: 'u-layla', mutualFriends: 1 });
    expect(suggested.slice(1).every((v) => v.mutualFriends === 0)).toBe(true);
  });

  it('blocking: no messages, no requests, no suggestion; unblocking gives them back', async () => {
    const convo = (
      await call('u-yuki', 'POST', '/api/conversations', { participants: ['u-marco'] })
    ).json<Conversation>();
    const send = (user: string, content: string) =>
      call(user, 'POST', '/api/messages', {
        conversationId: convo.id,
        senderId: user,
        content,
        messageType: 'text',
      });
    expect((await send('u-marco', 'before')).statusCode).toBe(201);

    expect(
      (await call('u-yuki', 'POST', '/api/blocked-users', { userId: 'u-marco' })).statusCode,
    ).toBe(204);
    const blocked = (await call('u-yuki', 'GET', '/api/blocked-users?userId=u-yuki')).json();
    expect(blocked).toEqual([
      expect.objectContaining({
        id: 'u-marco',
        displayName: expect.stringContaining('Marco') as unknown,
      }),
    ]);

    // Either way round, nothing is sent in their one-to-one chat, and nothing is stored.
    for (const user of ['u-marco', 'u-yuki']) {
      const res = await send(user, 'after');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'You cannot message this person' });
    }
    const page = (await call('u-yuki', 'GET', `/api/conversations/${convo.id}/messages`)).json<
      Array<{ content: string }>
    >();
    expect(page.map((m) => m.content)).toEqual(['before']);
    // Someone outside the chat still gets 404, not a hint that it exists.
    expect((await send('u-emma', 'hello')).statusCode).toBe(404);

    const refused = await ask('u-marco', 'u-yuki');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'You cannot add this person' });
    expect((await requestsTo('u-yuki')).map((r) => r.senderId)).not.toContain('u-marco');
    const suggestions = (await call('u-marco', 'GET', '/api/friends?userId=u-marco')).json<
      FriendView[]
    >();
    expect(suggestions.map((v) => v.id)).not.toContain('u-yuki');
    const search = (await call('u-marco', 'GET', '/api/friend-search?q=yuki')).json<User[]>();
    expect(search).toEqual([]);

    expect((await call('u-yuki', 'DELETE', '/api/blocked-users/u-marco')).statusCode).toBe(204);
    expect((await call('u-yuki', 'GET', '/api/blocked-users?userId=u-yuki')).json()).toEqual([]);
    expect((await send('u-marco', 'again')).statusCode).toBe(201);
  });

  it('blocking a friend ends the friendship and any request', async () => {
    await call('u-emma', 'POST', '/api/blocked-users', { userId: 'u-sofia' });
    expect(await friendsOf('u-emma')).not.toContain('u-sofia');
    expect(await friendsOf('u-sofia')).not.toContain('u-emma');
    const self = await call('u-emma', 'POST', '/api/blocked-users', { userId: 'u-emma' });
    expect(self.statusCode).toBe(400);
    expect((await call('u-emma', 'GET', '/api/blocked-users?userId=u-emma')).json()).toHaveLength(
      1,
    );
  });

  it('the online tab lists only friends who are online (busy and away count as offline)', async () => {
    expect(
      (await call('u-layla', 'GET', '/api/users/u-layla/friends/online')).json<User[]>(),
    ).toEqual([]);
    const sofia = await LiveClient.open(s.url, cookies['u-sofia']!);
    try {
      await expect
        .poll(async () =>
          (await call('u-layla', 'GET', '/api/users/u-layla/friends/online'))
            .json<User[]>()
            .map((u) => u.id),
        )
        .toEqual(['u-sofia']);
    } finally {
      await sofia.close();
    }
  });
});

describe('two people asking each other at the same moment', () => {
  it('should make them friends once, with no error, however the requests interleave', async () => {
    const s = await testStart();
    try {
      const emma = await testLogin(s.app, 'u-emma');
      const sofia = await testLogin(s.app, 'u-sofia');
      const ask = (cookie: string, from: string, to: string) =>
        s.app.inject({
          method: 'POST',
          url: '/api/friend-requests',
          headers: { cookie },
          payload: { senderId: from, receiverId: to },
        });
      for (let round = 0; round < 10; round++) {
        // Crossing asks: one is stored as a request, the other finds it and makes them friends.
        // Decided apart, both would be stored as requests and neither would befriend.
        const [a, b] = await Promise.all([
          ask(emma, 'u-emma', 'u-sofia'),
          ask(sofia, 'u-sofia', 'u-emma'),
        ]);
        expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
        const rows = await s.app.ctx.db.select().from(friendships);
        expect(rows).toHaveLength(2);
        expect(await s.app.ctx.db.select().from(friendRequests)).toEqual([]);
        const end = await s.app.inject({
          method: 'DELETE',
          url: '/api/users/u-emma/friends/u-sofia',
          headers: { cookie: emma },
        });
        expect(end.statusCode).toBeLessThan(300);
      }
    } finally {
      await s.close();
    }
  });
});
