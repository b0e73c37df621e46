import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FollowState, Video, VideoComment, VideoLikeState } from '../../../protocol';
import {
  follows,
  users,
  videoCollabRequests,
  videoComments,
  videoLikes,
  videos,
} from '../../db/schema';
import { sessionCreate } from '../session/service';
import type { ChatWho } from '../../testing/chat-fixture';
import { chatFixture } from '../../testing/chat-fixture';

/**
 * A chat fixture (Emma, Sofia, Camille and Lukas signed in) for the feed's social suites, with
 * ready videos made straight in the table (the upload and its checks are `videos.test.ts`'s),
 * the calls the suites make as each person, and what is really stored, read from the tables.
 */
export async function videoSocialFixture() {
  const f = await chatFixture('Reels');
  const db = f.s.app.ctx.db;
  let made = 0;

  /** A ready video of `who`'s; each one made later than the last (the feed's order). */
  const video = async (
    who: ChatWho,
    extra: Partial<typeof videos.$inferInsert> = {},
  ): Promise<string> => {
    const id = randomUUID();
    made += 1;
    await db.insert(videos).values({
      id,
      ownerId: `u-${who}`,
      key: `video/${id}`,
      status: 'ready',
      mimeType: 'video/mp4',
      size: 1000,
      durationMs: 2000,
      width: 160,
      height: 120,
      thumbKey: `video/${id}.thumb`,
      title: `Clip ${made}`,
      readyAt: new Date(Date.now() - 60_000 + made),
      ...extra,
    });
    return id;
  };

  const feed = async (who: ChatWho, query = ''): Promise<Video[]> => {
    const res = await f.inject(who, 'GET', `/api/videos${query}`);
    if (res.statusCode !== 200) throw new Error(`feed: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const like = (who: ChatWho, id: string, body?: object) =>
    f.inject(who, 'POST', `/api/videos/${id}/like`, body);
  const liked = async (who: ChatWho, id: string, body?: object): Promise<VideoLikeState> => {
    const res = await like(who, id, body);
    if (res.statusCode !== 200) throw new Error(`like: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const comment = (who: ChatWho, id: string, content: unknown) =>
    f.inject(who, 'POST', `/api/videos/${id}/comments`, { content });
  const commented = async (who: ChatWho, id: string, content: string): Promise<VideoComment> => {
    const res = await comment(who, id, content);
    if (res.statusCode !== 201) throw new Error(`comment: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const follow = (who: ChatWho, userId: string, on = true) =>
    f.inject(who, on ? 'POST' : 'DELETE', `/api/follows/${encodeURIComponent(userId)}`);
  const followed = async (who: ChatWho, userId: string, on = true): Promise<FollowState> => {
    const res = await follow(who, userId, on);
    if (res.statusCode !== 200) throw new Error(`follow: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const block = async (who: ChatWho, userId: string) => {
    const res = await f.inject(who, 'POST', '/api/blocked-users', { userId });
    if (res.statusCode !== 204) throw new Error(`block: ${res.statusCode} ${res.body}`);
  };

  /** The stored rows, read from the tables, not through the API. */
  const stored = {
    video: async (id: string) => (await db.select().from(videos).where(eq(videos.id, id)))[0],
    likes: (id: string) =>
      db.select().from(videoLikes).where(eq(videoLikes.videoId, id)).orderBy(videoLikes.userId),
    comments: (id: string) =>
      db
        .select()
        .from(videoComments)
        .where(eq(videoComments.videoId, id))
        .orderBy(asc(videoComments.createdAt)),
    follows: () => db.select().from(follows).orderBy(follows.followerId, follows.followeeId),
    collab: (videoId: string) =>
      db.select().from(videoCollabRequests).where(eq(videoCollabRequests.videoId, videoId)),
  };

  /**
   * `n` more people, each with a session of their own. Made in the tables: signing up through
   * the API is rate limited per address, and these suites need many people at once.
   */
  const people = async (n: number, tag: string) => {
    const out: { id: string; cookie: string }[] = [];
    for (let i = 0; i < n; i++) {
      const id = `u-${tag}-${i}`;
      await db.insert(users).values({ id, username: `${tag}${i}`, displayName: `${tag} ${i}` });
      out.push({ id, cookie: `allo_session=${(await sessionCreate(db, id)).token}` });
    }
    return out;
  };
  const as = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    f.s.app.inject({ method, url, headers: { cookie }, payload });

  return {
    ...f,
    db,
    video,
    feed,
    like,
    liked,
    comment,
    commented,
    follow,
    followed,
    block,
    stored,
    people,
    as,
    async close() {
      await f.phonesClose();
      await f.s.close();
    },
  };
}
