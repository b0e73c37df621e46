import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt, ne, or, sql } from 'drizzle-orm';
import type {
  Video,
  VideoComment,
  VideoEdits,
  VideoLike,
  VideoLikeState,
  VideoReaction,
} from '../../../protocol';
import { VIDEO_COMMENTS_PAGE, VIDEO_SOCIAL_TEXT } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import type { Tx } from '../../db/retry';
import { users, videoComments, videoLikes, videos } from '../../db/schema';
import { HttpError } from '../../kernel/http';
import { publishTo } from '../../realtime/publish';
import { reactionOf, videoAudience, videoFor, videoUnblockedSql, videoVisible } from './feed';
import type { VideoRow } from './service';
import { videoDiscard, videoNotFound } from './service';

/** Everyone following a video (its creator, likers, commenters) reads it again. */
async function videoChangedTell(
  ctx: AppContext,
  video: Pick<VideoRow, 'id' | 'ownerId'>,
  also: readonly string[] = [],
): Promise<void> {
  const to = await videoAudience(ctx, video, { also });
  await publishTo(ctx, to, { type: 'videos_changed', videoId: video.id });
}

/**
 * `PUT /api/videos/{id}/edits`: the editor's settings, by the video's owner only (anyone else,
 * or an unknown id, gets 404 'Video not found' and nothing changes). Answers the Video.
 */
export async function videoEditsSave(
  ctx: AppContext,
  me: string,
  id: string,
  edits: VideoEdits,
): Promise<Video> {
  const [row] = await ctx.db
    .update(videos)
    .set({ edits })
    .where(and(eq(videos.id, id), eq(videos.ownerId, me)))
    .returning({ id: videos.id, ownerId: videos.ownerId });
  if (!row) throw videoNotFound();
  await videoChangedTell(ctx, row);
  return videoFor(ctx, me, id);
}

/**
 * `DELETE /api/videos/{id}`: the owner takes their own video down, with its likes, comments and
 * bytes. Anyone else, or an unknown id, gets 404 'Video not found' and nothing changes, as for
 * edits. Everyone following it (likers, commenters) reads the feed again.
 */
export async function videoDelete(ctx: AppContext, me: string, id: string): Promise<void> {
  const [row] = await ctx.db
    .select()
    .from(videos)
    .where(and(eq(videos.id, id), eq(videos.ownerId, me)));
  if (!row) throw videoNotFound();
  // Told after it is gone, but found before: its likes and comments go with it.
  const to = await videoAudience(ctx, row);
  await videoDiscard(ctx, row);
  await publishTo(ctx, to, { type: 'videos_changed', videoId: id });
}

/**
 * Sets the like row `mine` names to `want` (a new one with `reaction`, a heart by default; an
 * existing one changes to `reaction` when one is given): how the count moves, by the rows
 * really inserted or deleted, and whether anything changed.
 */
async function likeRowSet(
  tx: Tx,
  mine: { videoId: string; userId: string; createdAt: Date },
  want: boolean,
  reaction: VideoReaction | undefined,
): Promise<{ delta: number; changed: boolean }> {
  const where = and(eq(videoLikes.videoId, mine.videoId), eq(videoLikes.userId, mine.userId));
  if (!want) {
    const removed = await tx.delete(videoLikes).where(where).returning({ id: videoLikes.userId });
    return { delta: -removed.length, changed: removed.length > 0 };
  }
  const added = await tx
    .insert(videoLikes)
    .values({ ...mine, reaction: reaction ?? 'heart' })
    .onConflictDoNothing()
    .returning({ id: videoLikes.userId });
  if (added.length > 0) return { delta: 1, changed: true };
  if (reaction === undefined) return { delta: 0, changed: false };
  const moved = await tx
    .update(videoLikes)
    .set({ reaction })
    .where(and(where, ne(videoLikes.reaction, reaction)))
    .returning({ id: videoLikes.userId });
  return { delta: 0, changed: moved.length > 0 };
}

/**
 * `POST /api/videos/{id}/like`. `liked` sets the state outright; otherwise a reaction likes
 * with it (or changes the reaction of my like), and a bare tap toggles (a new like is a heart).
 * The like row and `videos.like_count` change in one transaction, the count by the rows really
 * inserted or deleted (the row's key settles two at once), so it stays exact however many like
 * at once. Liking my own video is allowed. The creator and my other devices are told when
 * anything changed.
 */
export async function videoLike(
  ctx: AppContext,
  me: string,
  id: string,
  input: VideoLike,
): Promise<VideoLikeState> {
  const video = await videoVisible(ctx, me, id);
  const mineWhere = and(eq(videoLikes.videoId, id), eq(videoLikes.userId, me));
  const outcome = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ reaction: videoLikes.reaction })
      .from(videoLikes)
      .where(mineWhere);
    const want = input.liked ?? (input.reaction !== undefined || !before);
    const mine = { videoId: id, userId: me, createdAt: ctx.clock.now() };
    const { delta, changed } = await likeRowSet(tx, mine, want, input.reaction);
    const [count] =
      delta !== 0
        ? await tx
            .update(videos)
            .set({ likeCount: sql`${videos.likeCount} + ${delta}` })
            .where(eq(videos.id, id))
            .returning({ likeCount: videos.likeCount })
        : await tx.select({ likeCount: videos.likeCount }).from(videos).where(eq(videos.id, id));
    const [after] = await tx
      .select({ reaction: videoLikes.reaction })
      .from(videoLikes)
      .where(mineWhere);
    return { changed, likeCount: count?.likeCount ?? 0, reaction: reactionOf(after?.reaction) };
  });
  if (outcome.changed) {
    await publishTo(ctx, [...new Set([video.ownerId, me])], {
      type: 'videos_changed',
      videoId: id,
    });
  }
  return {
    videoId: id,
    isLiked: outcome.reaction !== null,
    reaction: outcome.reaction,
    likeCount: outcome.likeCount,
  };
}

const commentColumns = {
  comment: videoComments,
  author: { id: users.id, displayName: users.displayName, avatar: users.avatar },
};

function commentView(
  comment: typeof videoComments.$inferSelect,
  author: VideoComment['author'],
): VideoComment {
  return {
    id: comment.id,
    videoId: comment.videoId,
    content: comment.content,
    createdAt: comment.createdAt.toISOString(),
    author,
  };
}

/**
 * `GET /api/videos/{id}/comments?before=`: the newest {@link VIDEO_COMMENTS_PAGE} comments
 * (older than `before`), oldest first, each with its author; comments of anyone the reader
 * blocked, or who blocked them, are left out.
 */
export async function videoCommentsRead(
  ctx: AppContext,
  me: string,
  id: string,
  before?: Date,
): Promise<VideoComment[]> {
  await videoVisible(ctx, me, id);
  const rows = await ctx.db
    .select(commentColumns)
    .from(videoComments)
    .innerJoin(users, eq(users.id, videoComments.authorId))
    .where(
      and(
        eq(videoComments.videoId, id),
        before ? lt(videoComments.createdAt, before) : undefined,
        videoUnblockedSql(me, sql`${videoComments.authorId}`),
      ),
    )
    .orderBy(desc(videoComments.createdAt), desc(videoComments.id))
    .limit(VIDEO_COMMENTS_PAGE);
  return rows.reverse().map((r) => commentView(r.comment, r.author));
}

/**
 * `POST /api/videos/{id}/comments`: my comment, counted in `videos.comment_count` in the same
 * transaction. It goes live (`video_comment` and `videos_changed`) to the creator and the
 * video's recent likers and commenters, but to none who blocked me or whom I blocked.
 */
export async function videoCommentAdd(
  ctx: AppContext,
  me: string,
  id: string,
  content: string,
): Promise<VideoComment> {
  const video = await videoVisible(ctx, me, id);
  const row = await ctx.db.transaction(async (tx) => {
    const [added] = await tx
      .insert(videoComments)
      .values({ id: randomUUID(), videoId: id, authorId: me, content, createdAt: ctx.clock.now() })
      .returning();
    await tx
      .update(videos)
      .set({ commentCount: sql`${videos.commentCount} + 1` })
      .where(eq(videos.id, id));
    return added!;
  });
  const [author] = await ctx.db.select(commentColumns.author).from(users).where(eq(users.id, me));
  const comment = commentView(row, author ?? { id: me, displayName: '', avatar: null });
  const to = await videoAudience(ctx, video, { also: [me], unblockedWith: [me] });
  await publishTo(ctx, to, { type: 'video_comment', comment });
  await publishTo(ctx, to, { type: 'videos_changed', videoId: id });
  return comment;
}

/**
 * `DELETE /api/videos/{id}/comments/{commentId}`: by the comment's author or the video's
 * creator; to anyone else the comment does not exist (404, nothing deleted). The count drops
 * by the rows really deleted, so two deletes at once count once.
 */
export async function videoCommentDelete(
  ctx: AppContext,
  me: string,
  id: string,
  commentId: string,
): Promise<void> {
  const ownVideo = sql`exists (select 1 from videos v
    where v.id = ${videoComments.videoId} and v.owner_id = ${me})`;
  const gone = await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(videoComments)
      .where(
        and(
          eq(videoComments.id, commentId),
          eq(videoComments.videoId, id),
          or(eq(videoComments.authorId, me), ownVideo),
        ),
      )
      .returning({ id: videoComments.id });
    if (removed.length === 0) return null;
    const [video] = await tx
      .update(videos)
      .set({ commentCount: sql`${videos.commentCount} - ${removed.length}` })
      .where(eq(videos.id, id))
      .returning({ id: videos.id, ownerId: videos.ownerId });
    return video ?? null;
  });
  if (!gone) throw new HttpError(404, VIDEO_SOCIAL_TEXT.commentNotFound);
  await videoChangedTell(ctx, gone, [me]);
}
