import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { VideoCollabRequest } from '../../../protocol';
import { VIDEO_COLLAB_LIST_MAX, VIDEO_COLLAB_STATUSES, VIDEO_SOCIAL_TEXT } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { users, videoCollabRequests, videos } from '../../db/schema';
import { HttpError } from '../../kernel/http';
import { publishTo } from '../../realtime/publish';
import { videoUnblockedSql, videoVisible } from './feed';

type CollabStatus = VideoCollabRequest['status'];
type CollabAnswer = Exclude<CollabStatus, 'pending'>;

const collabNotFound = () => new HttpError(404, VIDEO_SOCIAL_TEXT.collabNotFound);

const statusOf = (stored: string): CollabStatus =>
  (VIDEO_COLLAB_STATUSES as readonly string[]).includes(stored)
    ? (stored as CollabStatus)
    : 'pending';

/**
 * Collaboration requests as the protocol's, with their video and requester, newest first
 * (pending ones first when `pendingFirst`).
 */
async function collabRead(
  ctx: AppContext,
  where: SQL | undefined,
  opts: { limit: number; pendingFirst?: boolean },
): Promise<VideoCollabRequest[]> {
  const rows = await ctx.db
    .select({
      request: videoCollabRequests,
      videoTitle: videos.title,
      requester: { id: users.id, displayName: users.displayName, avatar: users.avatar },
    })
    .from(videoCollabRequests)
    .innerJoin(videos, eq(videos.id, videoCollabRequests.videoId))
    .innerJoin(users, eq(users.id, videoCollabRequests.requesterId))
    .where(where)
    .orderBy(
      ...(opts.pendingFirst ? [sql`(${videoCollabRequests.status} = 'pending') desc`] : []),
      desc(videoCollabRequests.createdAt),
      desc(videoCollabRequests.id),
    )
    .limit(opts.limit);
  return rows.map(({ request, videoTitle, requester }) => ({
    id: request.id,
    videoId: request.videoId,
    videoTitle,
    thumbnailUrl: `/api/videos/${request.videoId}/thumbnail`,
    note: request.note,
    status: statusOf(request.status),
    createdAt: request.createdAt.toISOString(),
    requester,
  }));
}

/** Requests on videos `me` created: only their creator may read or answer them. */
const toCreator = (me: string): SQL =>
  sql`exists (select 1 from videos v
    where v.id = ${videoCollabRequests.videoId} and v.owner_id = ${me})`;

/**
 * `POST /api/videos/{id}/collaboration-requests`: asks a video's creator to collaborate, with an
 * optional note. One pending request per person and video (the table's partial unique index):
 * a second is 409 and stores nothing. Nobody asks on their own video (400). The creator's
 * devices get it live (`video_collab_request`).
 */
export async function collabRequest(
  ctx: AppContext,
  me: string,
  id: string,
  note: string,
): Promise<VideoCollabRequest> {
  const video = await videoVisible(ctx, me, id);
  if (video.ownerId === me) throw new HttpError(400, VIDEO_SOCIAL_TEXT.collabOwn);
  const [row] = await ctx.db
    .insert(videoCollabRequests)
    .values({ id: randomUUID(), videoId: id, requesterId: me, note, createdAt: ctx.clock.now() })
    .onConflictDoNothing()
    .returning({ id: videoCollabRequests.id });
  if (!row) throw new HttpError(409, VIDEO_SOCIAL_TEXT.collabPending);
  const [request] = await collabRead(ctx, eq(videoCollabRequests.id, row.id), { limit: 1 });
  if (!request) throw collabNotFound();
  await publishTo(ctx, [video.ownerId], { type: 'video_collab_request', request });
  return request;
}

/**
 * `GET /api/collaboration-requests`: requests on my videos, pending first, newest first, at
 * most {@link VIDEO_COLLAB_LIST_MAX}; none from anyone I blocked or who blocked me.
 */
export async function collabRequestsToMe(
  ctx: AppContext,
  me: string,
): Promise<VideoCollabRequest[]> {
  return collabRead(
    ctx,
    and(toCreator(me), videoUnblockedSql(me, sql`${videoCollabRequests.requesterId}`)),
    { limit: VIDEO_COLLAB_LIST_MAX, pendingFirst: true },
  );
}

/**
 * `POST /api/collaboration-requests/{id}`: the creator accepts or declines a pending request;
 * to anyone else it does not exist (404). Answering again with the same answer changes nothing
 * and answers the request (a retry); a different answer is 409. The requester's devices get
 * the answered request live.
 */
export async function collabAnswer(
  ctx: AppContext,
  me: string,
  id: string,
  status: CollabAnswer,
): Promise<VideoCollabRequest> {
  const mine = and(eq(videoCollabRequests.id, id), toCreator(me));
  const [answered] = await ctx.db
    .update(videoCollabRequests)
    .set({ status, answeredAt: ctx.clock.now() })
    .where(and(mine, eq(videoCollabRequests.status, 'pending')))
    .returning({ requesterId: videoCollabRequests.requesterId });
  const [request] = await collabRead(ctx, mine, { limit: 1 });
  if (!request) throw collabNotFound();
  if (!answered) {
    if (request.status === status) return request;
    throw new HttpError(409, VIDEO_SOCIAL_TEXT.collabAnswered);
  }
  await publishTo(ctx, [answered.requesterId], { type: 'video_collab_request', request });
  return request;
}
