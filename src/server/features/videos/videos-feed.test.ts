import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoCollabRequest } from '../../../protocol';
import {
  VIDEO_RECENT_MS,
  VIDEO_SOCIAL_TEXT,
  VIDEO_TEXT,
  VIDEO_TRENDING_MIN_LIKES,
} from '../../../protocol';
import { videos } from '../../db/schema';
import { videoSocialFixture } from './social-fixture';

describe("the video feed's filters, follows, blocks and collaboration requests", () => {
  let f: Awaited<ReturnType<typeof videoSocialFixture>>;
  beforeAll(async () => {
    f = await videoSocialFixture();
  });
  afterAll(() => f.close());

  const ids = async (who: 'emma' | 'sofia' | 'camille' | 'lukas', query = '') =>
    (await f.feed(who, query)).map((v) => v.id);

  it("should follow and stop following, idempotently, and list the followed in 'following'", async () => {
    const emmas = await f.video('emma');
    const camilles = await f.video('camille');
    const sofia = await f.phone('sofia');
    expect(await f.followed('sofia', 'u-emma')).toEqual({
      userId: 'u-emma',
      isFollowing: true,
      followerCount: 1,
    });
    await sofia.next('videos_changed');
    expect(await f.followed('sofia', 'u-emma')).toMatchObject({
      isFollowing: true,
      followerCount: 1,
    });
    expect(await f.followed('camille', 'u-emma')).toMatchObject({
      isFollowing: true,
      followerCount: 2,
    });
    expect((await f.stored.follows()).filter((r) => r.followeeId === 'u-emma')).toMatchObject([
      { followerId: 'u-camille' },
      { followerId: 'u-sofia' },
    ]);

    expect(await ids('sofia', '?filter=following')).toEqual([emmas]);
    const all = await f.feed('sofia', '?filter=all');
    expect(all.find((v) => v.id === emmas)?.isFollowing).toBe(true);
    expect(all.find((v) => v.id === camilles)?.isFollowing).toBe(false);
    expect((await f.feed('lukas')).find((v) => v.id === emmas)?.isFollowing).toBe(false);
    expect(await ids('lukas', '?filter=following')).toEqual([]);

    for (let i = 0; i < 2; i++) {
      expect(await f.followed('sofia', 'u-emma', false)).toEqual({
        userId: 'u-emma',
        isFollowing: false,
        followerCount: 1,
      });
    }
    expect(await ids('sofia', '?filter=following')).toEqual([]);
    expect((await f.stored.follows()).map((r) => r.followerId)).toEqual(['u-camille']);
  });

  it('should refuse following oneself, nobody or someone blocked, storing nothing', async () => {
    await f.block('lukas', 'u-sofia');
    const before = await f.stored.follows();
    const cases: Array<['sofia' | 'emma', string, boolean, number, string]> = [
      ['sofia', 'u-sofia', true, 400, VIDEO_SOCIAL_TEXT.followSelf],
      ['sofia', 'u-nobody', true, 404, VIDEO_SOCIAL_TEXT.userNotFound],
      ['sofia', 'u-\u0000', true, 404, VIDEO_SOCIAL_TEXT.userNotFound],
      ['sofia', 'u-lukas', true, 403, VIDEO_SOCIAL_TEXT.followBlocked],
      ['sofia', 'u-sofia', false, 400, VIDEO_SOCIAL_TEXT.followSelf],
    ];
    for (const [who, userId, on, code, error] of cases) {
      const res = await f.follow(who, userId, on);
      expect(res.statusCode, `${who} ${userId} ${on}`).toBe(code);
      expect(res.json().error).toBe(error);
    }
    expect(await f.stored.follows()).toEqual(before);
    // Stopping is never refused.
    expect(await f.followed('sofia', 'u-lukas', false)).toMatchObject({ isFollowing: false });
    await f.inject('lukas', 'DELETE', '/api/blocked-users/u-sofia');
  });

  it("should limit each person's follows per minute, without limiting anyone else", async () => {
    const [busy, calm] = await f.people(2, 'rate');
    const follow = (cookie: string) => f.as(cookie, 'POST', '/api/follows/u-camille');
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) codes.push((await follow(busy!.cookie)).statusCode);
    expect(codes.slice(0, 60)).toEqual(Array.from({ length: 60 }, () => 200));
    expect(codes[60]).toBe(429);
    expect((await follow(calm!.cookie)).statusCode).toBe(200);
    expect(
      (await f.stored.follows())
        .filter((r) => r.followeeId === 'u-camille')
        .map((r) => r.followerId),
    ).toEqual([busy!.id, calm!.id].sort());
  });

  it('should list trending (more than 1000 likes) and recent (24 h by the server clock)', async () => {
    const hot = await f.video('sofia', { likeCount: VIDEO_TRENDING_MIN_LIKES + 1 });
    const warm = await f.video('sofia', { likeCount: VIDEO_TRENDING_MIN_LIKES });
    const now = Date.now();
    const old = await f.video('sofia', { readyAt: new Date(now - VIDEO_RECENT_MS - 60_000) });
    const trending = await ids('camille', '?filter=trending');
    expect(trending).toContain(hot);
    expect(trending).not.toContain(warm);
    const stored = await f.db.select().from(videos);
    const over = stored.filter(
      (v) => v.status === 'ready' && v.likeCount > VIDEO_TRENDING_MIN_LIKES,
    );
    expect(trending.sort()).toEqual(over.map((v) => v.id).sort());

    const recent = await ids('camille', '?filter=recent');
    expect(recent).toContain(hot);
    expect(recent).not.toContain(old);
    expect(await ids('camille')).toContain(old);
    // A day on by the server's clock, none of them is recent any more.
    f.s.app.ctx.clock.now = () => new Date(now + VIDEO_RECENT_MS + 60_000);
    try {
      expect(await ids('camille', '?filter=recent')).toEqual([]);
    } finally {
      f.s.app.ctx.clock.now = () => new Date();
    }
    for (const query of ['?filter=popular', '?limit=0', '?before=never']) {
      expect((await f.inject('camille', 'GET', `/api/videos${query}`)).statusCode, query).toBe(400);
    }
  });

  it('should hide the videos and comments of people blocked either way, and refuse acting on them', async () => {
    const emmas = await f.video('emma');
    const lukass = await f.video('lukas');
    const open = await f.video('sofia');
    await f.commented('emma', open, 'From Emma');
    await f.commented('lukas', open, 'From Lukas');
    await f.block('lukas', 'u-emma');
    expect(await ids('emma')).not.toContain(lukass);
    expect(await ids('lukas')).not.toContain(emmas);
    expect(await ids('sofia')).toEqual(expect.arrayContaining([emmas, lukass]));
    const comments = async (who: 'emma' | 'sofia') =>
      (await f.inject(who, 'GET', `/api/videos/${open}/comments`)).json<{ content: string }[]>();
    expect((await comments('emma')).map((c) => c.content)).toEqual(['From Emma']);
    expect((await comments('sofia')).map((c) => c.content)).toEqual(['From Emma', 'From Lukas']);

    expect((await f.like('emma', lukass)).statusCode).toBe(404);
    expect((await f.comment('emma', lukass, 'Hi')).statusCode).toBe(404);
    const asked = await f.inject('emma', 'POST', `/api/videos/${lukass}/collaboration-requests`);
    expect(asked.json().error).toBe(VIDEO_TEXT.videoNotFound);
    expect((await f.follow('emma', 'u-lukas')).statusCode).toBe(403);
    expect(await f.stored.likes(lukass)).toEqual([]);
    expect(await f.stored.comments(lukass)).toEqual([]);
    expect(await f.stored.collab(lukass)).toEqual([]);
    await f.inject('lukas', 'DELETE', '/api/blocked-users/u-emma');
    expect(await ids('emma')).toContain(lukass);
  });

  it('should send a collaboration request to the creator once, and let only the creator answer it', async () => {
    const id = await f.video('emma', { title: 'Duet me' });
    const emma = await f.phone('emma');
    const sofia = await f.phone('sofia');
    const camille = await f.phone('camille');
    const ask = (who: 'emma' | 'sofia' | 'camille', video = id, body?: object) =>
      f.inject(who, 'POST', `/api/videos/${video}/collaboration-requests`, body);

    const res = await ask('sofia', id, { note: '  Let us duet  ' });
    expect(res.statusCode, res.body).toBe(201);
    const request = res.json<VideoCollabRequest>();
    expect(request).toMatchObject({
      videoId: id,
      videoTitle: 'Duet me',
      thumbnailUrl: `/api/videos/${id}/thumbnail`,
      note: 'Let us duet',
      status: 'pending',
      requester: { id: 'u-sofia', displayName: 'Sofía García' },
    });
    expect((await emma.next('video_collab_request')).request).toEqual(request);
    expect(await camille.none('video_collab_request')).toBe(true);

    const refused: Array<['emma' | 'sofia', string, object | undefined, number, string]> = [
      ['sofia', id, undefined, 409, VIDEO_SOCIAL_TEXT.collabPending],
      ['emma', id, undefined, 400, VIDEO_SOCIAL_TEXT.collabOwn],
      ['sofia', 'no-such-video-id', undefined, 404, VIDEO_TEXT.videoNotFound],
      ['sofia', id, { note: 'x'.repeat(301) }, 400, VIDEO_SOCIAL_TEXT.collabNoteTooLong],
      ['sofia', id, { note: 'a\u0000' }, 400, VIDEO_SOCIAL_TEXT.collabNoteNul],
    ];
    for (const [who, video, body, code, error] of refused) {
      const r = await ask(who, video, body);
      expect(r.statusCode, `${who} ${JSON.stringify(body)}`).toBe(code);
      expect(r.json().error).toBe(error);
    }
    expect((await f.stored.collab(id)).map((r) => [r.requesterId, r.status])).toEqual([
      ['u-sofia', 'pending'],
    ]);
    const second = (await ask('camille')).json<VideoCollabRequest>();

    // Emma's list: pending first, newest first; Sofia has none to her.
    const list = async (who: 'emma' | 'sofia') =>
      (await f.inject(who, 'GET', '/api/collaboration-requests')).json<VideoCollabRequest[]>();
    expect((await list('emma')).map((r) => r.id)).toEqual([second.id, request.id]);
    expect(await list('sofia')).toEqual([]);

    const answer = (who: 'emma' | 'sofia', requestId: string, status: unknown) =>
      f.inject(who, 'POST', `/api/collaboration-requests/${requestId}`, { status });
    for (const [who, requestId, status, code] of [
      ['sofia', request.id, 'accepted', 404],
      ['emma', 'no-such-request', 'accepted', 404],
      ['emma', 'a%00b', 'accepted', 404],
      ['emma', request.id, 'maybe', 400],
    ] as const) {
      expect((await answer(who, requestId, status)).statusCode, `${who} ${status}`).toBe(code);
    }
    expect((await f.stored.collab(id)).every((r) => r.status === 'pending')).toBe(true);

    const accepted = await answer('emma', request.id, 'accepted');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<VideoCollabRequest>()).toMatchObject({
      id: request.id,
      status: 'accepted',
    });
    const told = await sofia.next('video_collab_request', (e) => e.request.id === request.id);
    expect(told.request.status).toBe('accepted');
    expect(await camille.none('video_collab_request')).toBe(true);
    // The same answer again is a retry; another answer is refused.
    expect((await answer('emma', request.id, 'accepted')).statusCode).toBe(200);
    const changed = await answer('emma', request.id, 'declined');
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error).toBe(VIDEO_SOCIAL_TEXT.collabAnswered);
    const row = (await f.stored.collab(id)).find((r) => r.id === request.id);
    expect(row).toMatchObject({ status: 'accepted', answeredAt: expect.any(Date) });

    // Pending ones come first; once answered, Sofia may ask again.
    expect((await list('emma')).map((r) => [r.id, r.status])).toEqual([
      [second.id, 'pending'],
      [request.id, 'accepted'],
    ]);
    expect((await ask('sofia')).statusCode).toBe(201);
    expect((await f.stored.collab(id)).filter((r) => r.requesterId === 'u-sofia')).toHaveLength(2);
    await f.db.update(videos).set({ title: 'Renamed' }).where(eq(videos.id, id));
    expect((await list('emma'))[0]?.videoTitle).toBe('Renamed');
  });
});
