import { and, desc, eq, gt, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Video, VideoFeedFilter, VideoReaction } from '../../../protocol';
import { VIDEO_REACTIONS, VIDEO_RECENT_MS, VIDEO_TRENDING_MIN_LIKES } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { dbRows } from '../../db/rows';
import { follows, users, videoLikes, videos } from '../../db/schema';
import type { VideoRow } from './service';
import { videoNotFound, videoView } from './service';

/**
 * Most people told live of one video's comments or edits: its creator and the most recent
 * likers and commenters up to this many. A comment on a video with a million likes must not
 * fan out a million messages; the rest see the change on their next read of the feed.
 */
export const VIDEO_AUDIENCE_MAX = 500;

/**
 * Neither `viewer` nor the video's creator (the `videos` row of the query) blocked the other:
 * a block hides the creator's videos from the feed and every action on them, both ways.
 */
export function videoUnblockedSql(viewer: string, other: SQL | string = sql`${videos.ownerId}`) {
  return sql`not exists (select 1 from blocks b
    where (b.user_id = ${viewer} and b.blocked_id = ${other})
       or (b.user_id = ${other} and b.blocked_id = ${viewer}))`;
}

/** A stored reaction as the protocol's (a plain like is a heart). */
export function reactionOf(stored: string | null | undefined): VideoReaction | null {
  if (stored === null || stored === undefined) return null;
  return (VIDEO_REACTIONS as readonly string[]).includes(stored)
    ? (stored as VideoReaction)
    : 'heart';
}

/**
 * Videos as `viewer` sees them: the creator, and the viewer's own like, reaction and follow of
 * the creator, all in one query (each left join matches at most one row: both are keyed by the
 * viewer). `where` picks the rows; newest first by when each became ready.
 */
async function videosFor(
  ctx: AppContext,
  viewer: string,
  where: SQL | undefined,
  limit: number,
): Promise<Video[]> {
  const rows = await ctx.db
    .select({
      video: videos,
      creator: { id: users.id, displayName: users.displayName, avatar: users.avatar },
      reaction: videoLikes.reaction,
      following: follows.followerId,
    })
    .from(videos)
    .innerJoin(users, eq(users.id, videos.ownerId))
    .leftJoin(videoLikes, and(eq(videoLikes.videoId, videos.id), eq(videoLikes.userId, viewer)))
    .leftJoin(follows, and(eq(follows.followerId, viewer), eq(follows.followeeId, videos.ownerId)))
    .where(where)
    .orderBy(desc(videos.readyAt), desc(videos.id))
    .limit(limit);
  return rows.map(({ video, creator, reaction, following }) => {
    const mine = reactionOf(reaction);
    return {
      ...videoView(video, { ...creator, isVerified: false }),
      isLiked: mine !== null,
      reaction: mine,
      isFollowing: following !== null,
    };
  });
}

/**
 * `GET /api/videos?filter=`: ready videos newest first, without those of anyone the viewer
 * blocked or who blocked the viewer. `trending`: more than {@link VIDEO_TRENDING_MIN_LIKES}
 * likes; `recent`: ready within {@link VIDEO_RECENT_MS} by the server's clock; `following`:
 * by creators the viewer follows.
 */
export async function videoFeed(
  ctx: AppContext,
  viewer: string,
  opts: { filter: VideoFeedFilter; limit: number; before?: Date },
): Promise<Video[]> {
  const chosen: Record<VideoFeedFilter, SQL | undefined> = {
    all: undefined,
    trending: gt(videos.likeCount, VIDEO_TRENDING_MIN_LIKES),
    recent: gt(videos.readyAt, new Date(ctx.clock.now().getTime() - VIDEO_RECENT_MS)),
    following: isNotNull(follows.followerId),
  };
  return videosFor(
    ctx,
    viewer,
    and(
      eq(videos.status, 'ready'),
      opts.before ? lt(videos.readyAt, opts.before) : undefined,
      chosen[opts.filter],
      videoUnblockedSql(viewer),
    ),
    opts.limit,
  );
}

/**
 * One video as `viewer` sees it: a ready one of someone neither blocked, or any of their own.
 * 404 'Video not found' otherwise.
 */
export async function videoFor(ctx: AppContext, viewer: string, id: string): Promise<Video> {
  const [video] = await videosFor(
    ctx,
    viewer,
    and(
      eq(videos.id, id),
      or(eq(videos.ownerId, viewer), and(eq(videos.status, 'ready'), videoUnblockedSql(viewer))),
    ),
    1,
  );
  if (!video) throw videoNotFound();
  return video;
}

/**
 * The row of a video `viewer` may like, comment on or ask to collaborate on: ready, and of
 * someone neither blocked. Anything else (unknown, unfinished, blocked) is 404 'Video not
 * found', so a block is not told apart from a video that is not there.
 */
export async function videoVisible(ctx: AppContext, viewer: string, id: string): Promise<VideoRow> {
  const [row] = await ctx.db
    .select()
    .from(videos)
    .where(and(eq(videos.id, id), eq(videos.status, 'ready'), videoUnblockedSql(viewer)));
  if (!row) throw videoNotFound();
  return row;
}

/**
 * Who is told live of a change to a video's comments or edits: its creator, `also`, and the
 * {@link VIDEO_AUDIENCE_MAX} people who most recently liked or commented on it, leaving out
 * anyone who blocked, or was blocked by, the creator or one of `unblockedWith` (a comment's
 * author). Each side is taken newest first and capped before they are merged.
 */
export async function videoAudience(
  ctx: AppContext,
  video: Pick<VideoRow, 'id' | 'ownerId'>,
  opts: { also?: readonly string[]; unblockedWith?: readonly string[] } = {},
): Promise<string[]> {
  const others = [video.ownerId, ...(opts.unblockedWith ?? [])];
  const unblocked = sql.join(
    others.map((o) => videoUnblockedSql(o, sql`t.user_id`)),
    sql` and `,
  );
  const rows = await dbRows<{ user_id: string }>(
    ctx.db,
    sql`select t.user_id from (
        (select author_id as user_id, created_at from video_comments
          where video_id = ${video.id} order by created_at desc limit ${VIDEO_AUDIENCE_MAX})
        union all
        (select user_id, created_at from video_likes
          where video_id = ${video.id} order by created_at desc limit ${VIDEO_AUDIENCE_MAX})
      ) t
      where ${unblocked}
      group by t.user_id
      order by max(t.created_at) desc
      limit ${VIDEO_AUDIENCE_MAX}`,
  );
  return [...new Set([video.ownerId, ...(opts.also ?? []), ...rows.map((r) => r.user_id)])];
}
