import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Video, VideoComment } from '../../../protocol';
import {
  VIDEO_COMMENTS_PAGE,
  VIDEO_EDITS_DEFAULT,
  VIDEO_SOCIAL_TEXT,
  VIDEO_TEXT,
} from '../../../protocol';
import { videoComments } from '../../db/schema';
import { videoSocialFixture } from './social-fixture';

describe("the video feed's likes, edits and comments (secondary 'Videos / Reels feed')", () => {
  let f: Awaited<ReturnType<typeof videoSocialFixture>>;
  beforeAll(async () => {
    f = await videoSocialFixture();
  });
  afterAll(() => f.close());

  it('should need a session for every social route, and change nothing without one', async () => {
    const id = await f.video('emma');
    const stored = async () => ({
      video: await f.stored.video(id),
      likes: await f.stored.likes(id),
      comments: await f.stored.comments(id),
      follows: await f.stored.follows(),
      collab: await f.stored.collab(id),
    });
    const before = await stored();
    for (const [method, url] of [
      ['PUT', `/api/videos/${id}/edits`],
      ['DELETE', `/api/videos/${id}`],
      ['POST', `/api/videos/${id}/like`],
      ['GET', `/api/videos/${id}/comments`],
      ['POST', `/api/videos/${id}/comments`],
      ['DELETE', `/api/videos/${id}/comments/c1`],
      ['POST', '/api/follows/u-emma'],
      ['DELETE', '/api/follows/u-emma'],
      ['POST', `/api/videos/${id}/collaboration-requests`],
      ['GET', '/api/collaboration-requests'],
      ['POST', '/api/collaboration-requests/r1'],
    ] as const) {
      const res = await f.s.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await stored()).toEqual(before);
  });

  it('should toggle a like on a tap, change its reaction, and set it outright with liked', async () => {
    const id = await f.video('emma');
    const emma = await f.phone('emma');
    const tap = await f.liked('sofia', id);
    expect(tap).toEqual({ videoId: id, isLiked: true, reaction: 'heart', likeCount: 1 });
    expect(await f.stored.likes(id)).toMatchObject([{ userId: 'u-sofia', reaction: 'heart' }]);
    expect((await f.stored.video(id))?.likeCount).toBe(1);
    await emma.next('videos_changed', (e) => e.videoId === id);

    expect(await f.liked('sofia', id)).toMatchObject({
      isLiked: false,
      reaction: null,
      likeCount: 0,
    });
    expect(await f.stored.likes(id)).toEqual([]);
    expect((await f.stored.video(id))?.likeCount).toBe(0);

    // A reaction likes with it, then changes it: still one like.
    expect(await f.liked('sofia', id, { reaction: 'laughing' })).toMatchObject({
      isLiked: true,
      reaction: 'laughing',
      likeCount: 1,
    });
    expect(await f.liked('sofia', id, { reaction: 'clapping' })).toMatchObject({
      reaction: 'clapping',
      likeCount: 1,
    });
    expect(await f.stored.likes(id)).toMatchObject([{ userId: 'u-sofia', reaction: 'clapping' }]);
    // `liked` is idempotent: a retry changes nothing, and keeps the reaction.
    for (let i = 0; i < 2; i++) {
      expect(await f.liked('sofia', id, { liked: true })).toMatchObject({
        isLiked: true,
        reaction: 'clapping',
        likeCount: 1,
      });
    }
    // Liking one's own video is allowed, and counted.
    expect(await f.liked('emma', id, { liked: true })).toMatchObject({
      reaction: 'heart',
      likeCount: 2,
    });
    for (let i = 0; i < 2; i++)
      expect(await f.liked('sofia', id, { liked: false })).toMatchObject({
        isLiked: false,
        likeCount: 1,
      });
    expect(await f.stored.likes(id)).toMatchObject([{ userId: 'u-emma', reaction: 'heart' }]);
    expect((await f.stored.video(id))?.likeCount).toBe(1);

    // The feed carries each reader's own like.
    await f.liked('camille', id, { reaction: 'surprised' });
    const of = async (who: 'emma' | 'camille' | 'lukas') =>
      (await f.feed(who)).find((v) => v.id === id);
    expect(await of('camille')).toMatchObject<Partial<Video>>({
      isLiked: true,
      reaction: 'surprised',
      likeCount: 2,
    });
    expect(await of('emma')).toMatchObject<Partial<Video>>({ isLiked: true, reaction: 'heart' });
    expect(await of('lukas')).toMatchObject<Partial<Video>>({ isLiked: false, reaction: null });
  });

  it('should refuse a like of nothing, of a bad reaction or of an unfinished video, storing nothing', async () => {
    const id = await f.video('emma');
    const unfinished = await f.video('emma', { status: 'uploading', readyAt: null });
    const cases: Array<[string, unknown, number, string | RegExp]> = [
      ['no-such-video-id', {}, 404, VIDEO_TEXT.videoNotFound],
      ['a%00b', {}, 404, VIDEO_TEXT.videoNotFound],
      ['x'.repeat(101), {}, 404, VIDEO_TEXT.videoNotFound],
      [unfinished, {}, 404, VIDEO_TEXT.videoNotFound],
      [id, { reaction: 'angry' }, 400, /./],
      [id, { liked: 'yes' }, 400, /./],
    ];
    for (const [target, body, code, error] of cases) {
      const res = await f.like('sofia', target, body as object);
      expect(res.statusCode, `${target} ${JSON.stringify(body)}`).toBe(code);
      expect(res.json().error).toMatch(error);
    }
    expect(await f.stored.likes(id)).toEqual([]);
    expect(await f.stored.likes(unfinished)).toEqual([]);
    expect((await f.stored.video(id))?.likeCount).toBe(0);
  });

  it('should keep the count exact under 20 people liking at once, and unliking at once', async () => {
    const id = await f.video('camille');
    const crowd = await f.people(20, 'fan');
    const like = (cookie: string, body: object) =>
      f.as(cookie, 'POST', `/api/videos/${id}/like`, body);
    const taps = await Promise.all(crowd.map((p) => like(p.cookie, {})));
    expect(taps.map((r) => r.statusCode)).toEqual(crowd.map(() => 200));
    expect((await f.stored.likes(id)).length).toBe(20);
    expect((await f.stored.video(id))?.likeCount).toBe(20);

    // Half take it back twice at once while the other half send liked: true again.
    await Promise.all(
      crowd.flatMap((p, i) =>
        i < 10
          ? [like(p.cookie, { liked: false }), like(p.cookie, { liked: false })]
          : [like(p.cookie, { liked: true }), like(p.cookie, { reaction: 'heart_eyes' })],
      ),
    );
    const rows = await f.stored.likes(id);
    expect(rows.map((r) => r.userId).sort()).toEqual(
      crowd
        .slice(10)
        .map((p) => p.id)
        .sort(),
    );
    expect(new Set(rows.map((r) => r.reaction))).toEqual(new Set(['heart_eyes']));
    expect((await f.stored.video(id))?.likeCount).toBe(10);
  });

  it("should save the editor's settings for the owner only, and tell those who liked it", async () => {
    const id = await f.video('emma');
    await f.liked('sofia', id);
    const sofia = await f.phone('sofia');
    const lukas = await f.phone('lukas');
    const edits = {
      filter: 'vintage',
      brightness: 120,
      contrast: 90,
      saturation: 150,
      blur: 1.5,
      hue: -30,
    };
    const res = await f.inject('emma', 'PUT', `/api/videos/${id}/edits`, edits);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Video>()).toMatchObject({ id, edits, isLiked: false, likeCount: 1 });
    expect((await f.stored.video(id))?.edits).toEqual(edits);
    await sofia.next('videos_changed', (e) => e.videoId === id);
    expect((await f.feed('sofia')).find((v) => v.id === id)?.edits).toEqual(edits);

    const refused: Array<['sofia' | 'emma', string, unknown, number, string | RegExp]> = [
      ['sofia', id, { ...edits, filter: 'none' }, 404, VIDEO_TEXT.videoNotFound],
      ['emma', 'no-such-video-id', edits, 404, VIDEO_TEXT.videoNotFound],
      ['emma', id, { ...edits, brightness: 500 }, 400, /./],
      ['emma', id, { ...edits, filter: 'sepia' }, 400, /./],
      ['emma', id, {}, 400, /expected one of/],
    ];
    for (const [who, target, body, code, error] of refused) {
      const r = await f.inject(who, 'PUT', `/api/videos/${target}/edits`, body);
      expect(r.statusCode, `${who} ${JSON.stringify(body)}`).toBe(code);
      expect(r.json().error).toMatch(error);
    }
    expect((await f.stored.video(id))?.edits).toEqual(edits);
    expect(await lukas.none('videos_changed')).toBe(true);
    // A video never edited plays with the editor's defaults.
    const plain = await f.video('emma');
    expect((await f.feed('emma')).find((v) => v.id === plain)?.edits).toEqual(VIDEO_EDITS_DEFAULT);
  });

  it('should let the owner delete their own video, with its likes and comments, and nobody else', async () => {
    const id = await f.video('emma');
    await f.liked('sofia', id);
    await f.commented('sofia', id, 'Lovely');
    const sofia = await f.phone('sofia');
    // Someone else's video, or one that does not exist: 404, and nothing changes.
    for (const [who, target] of [
      ['sofia', id],
      ['emma', 'no-such-video-id'],
    ] as const) {
      const r = await f.inject(who, 'DELETE', `/api/videos/${target}`);
      expect(r.statusCode, `${who} ${target}`).toBe(404);
      expect(r.json().error).toBe(VIDEO_TEXT.videoNotFound);
    }
    expect(await f.stored.video(id)).toBeDefined();
    expect(await f.stored.likes(id)).toHaveLength(1);

    const res = await f.inject('emma', 'DELETE', `/api/videos/${id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await f.stored.video(id)).toBeUndefined();
    expect(await f.stored.likes(id)).toEqual([]);
    expect(await f.stored.comments(id)).toEqual([]);
    await sofia.next('videos_changed', (e) => e.videoId === id);
    expect((await f.feed('sofia')).some((v) => v.id === id)).toBe(false);
    expect((await f.inject('emma', 'DELETE', `/api/videos/${id}`)).statusCode).toBe(404);
  });

  it('should list comments oldest first with their authors, and tell those who take part', async () => {
    const id = await f.video('emma');
    await f.liked('camille', id);
    const emma = await f.phone('emma');
    const camille = await f.phone('camille');
    const lukas = await f.phone('lukas');
    const first = await f.commented('sofia', id, '  First!  ');
    expect(first).toMatchObject({
      videoId: id,
      content: 'First!',
      author: { id: 'u-sofia', displayName: 'Sofía García' },
    });
    await f.commented('camille', id, 'Second');
    await f.commented('emma', id, 'Thanks both');
    const listed = (await f.inject('lukas', 'GET', `/api/videos/${id}/comments`)).json<
      VideoComment[]
    >();
    expect(listed.map((c) => [c.author.id, c.content])).toEqual([
      ['u-sofia', 'First!'],
      ['u-camille', 'Second'],
      ['u-emma', 'Thanks both'],
    ]);
    expect((await f.stored.video(id))?.commentCount).toBe(3);
    expect((await f.stored.comments(id)).map((c) => c.content)).toEqual([
      'First!',
      'Second',
      'Thanks both',
    ]);

    // The creator and Camille (who liked it) hear of Sofia's comment; Lukas, a stranger, not.
    expect((await emma.next('video_comment', (e) => e.comment.id === first.id)).comment).toEqual(
      first,
    );
    await camille.next('video_comment', (e) => e.comment.id === first.id);
    await camille.next('videos_changed', (e) => e.videoId === id);
    expect(await lukas.none('video_comment')).toBe(true);
    expect(await lukas.none('videos_changed')).toBe(true);
  });

  it('should page comments by before, and refuse what is not a comment, storing nothing', async () => {
    const id = await f.video('sofia');
    const base = Date.now() - 3_600_000;
    await f.db.insert(videoComments).values(
      Array.from({ length: VIDEO_COMMENTS_PAGE + 5 }, (_, i) => ({
        id: `c-${id}-${i}`,
        videoId: id,
        authorId: 'u-emma',
        content: `Comment ${i}`,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const page = (q = '') =>
      f
        .inject('camille', 'GET', `/api/videos/${id}/comments${q}`)
        .then((r) => r.json<VideoComment[]>());
    const newest = await page();
    expect(newest.map((c) => c.content)).toEqual(
      Array.from({ length: VIDEO_COMMENTS_PAGE }, (_, i) => `Comment ${i + 5}`),
    );
    const older = await page(`?before=${encodeURIComponent(newest[0]!.createdAt)}`);
    expect(older.map((c) => c.content)).toEqual([
      'Comment 0',
      'Comment 1',
      'Comment 2',
      'Comment 3',
      'Comment 4',
    ]);
    expect(
      (await f.inject('camille', 'GET', `/api/videos/${id}/comments?before=yesterday`)).statusCode,
    ).toBe(400);

    const target = await f.video('sofia');
    const refused: Array<[string, unknown, number, string]> = [
      [target, '   ', 400, VIDEO_SOCIAL_TEXT.commentEmpty],
      [target, 'a\u0000b', 400, VIDEO_SOCIAL_TEXT.commentNul],
      [target, 'x'.repeat(1001), 400, VIDEO_SOCIAL_TEXT.commentTooLong],
      [target, undefined, 400, 'content is required'],
      ['no-such-video-id', 'Hello', 404, VIDEO_TEXT.videoNotFound],
    ];
    for (const [video, content, code, error] of refused) {
      const res = await f.comment('camille', video, content);
      expect(res.statusCode, JSON.stringify(content)).toBe(code);
      expect(res.json().error).toBe(error);
    }
    expect(await f.stored.comments(target)).toEqual([]);
    expect((await f.stored.video(target))?.commentCount).toBe(0);
  });

  it("should let a comment's author or the video's creator delete it, and nobody else", async () => {
    const id = await f.video('emma');
    const mine = await f.commented('sofia', id, 'Mine');
    const theirs = await f.commented('camille', id, 'Theirs');
    const kept = await f.commented('lukas', id, 'Kept');
    const del = (who: 'emma' | 'sofia' | 'camille' | 'lukas', commentId: string, video = id) =>
      f.inject(who, 'DELETE', `/api/videos/${video}/comments/${commentId}`);

    for (const [who, commentId, video] of [
      ['lukas', mine.id, id],
      ['camille', mine.id, id],
      ['sofia', theirs.id, id],
      ['emma', mine.id, 'no-such-video-id'],
      ['sofia', 'a%00b', id],
    ] as const) {
      const res = await del(who, commentId, video);
      expect(res.statusCode, `${who} ${commentId}`).toBe(404);
      expect(res.json().error).toBe(VIDEO_SOCIAL_TEXT.commentNotFound);
    }
    expect((await f.stored.comments(id)).length).toBe(3);
    expect((await f.stored.video(id))?.commentCount).toBe(3);

    expect((await del('sofia', mine.id)).statusCode).toBe(204);
    expect((await del('emma', theirs.id)).statusCode).toBe(204);
    expect((await del('emma', theirs.id)).statusCode).toBe(404);
    expect((await f.stored.comments(id)).map((c) => c.id)).toEqual([kept.id]);
    expect((await f.stored.video(id))?.commentCount).toBe(1);
  });
});
