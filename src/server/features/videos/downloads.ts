import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { VideoDownload } from '../../../protocol';
import { ERROR_TEXTS } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { dbRows } from '../../db/rows';
import { videoDownloads, videos } from '../../db/schema';
import { HttpError } from '../../kernel/http';
import { publishTo } from '../../realtime/publish';
import { videoUnblockedSql } from './feed';
import { videoEditsOf, videoNotFound } from './service';

/**
 * Downloads (spec secondary 'Videos / Reels feed': "Download saves the video with a watermark"):
 * the rows of `video_downloads`, what the requester is told of them, and their sweep. The render
 * itself is `download-queue.ts`'s.
 */

export type VideoDownloadRow = typeof videoDownloads.$inferSelect;

/** A finished download is kept this long, row and file: time enough to fetch it on a slow line. */
export const VIDEO_DOWNLOAD_TTL_MS = 60 * 60 * 1000;
/**
 * A render reports its progress at least every 5% of the video, and at most every 500 ms; one
 * silent for this long died with its instance (a render is never that slow between two 5%s).
 */
export const VIDEO_DOWNLOAD_STUCK_MS = 15 * 60 * 1000;
/**
 * Downloads one person may have queued or rendering at once (the error text says 3): enough to
 * save a few reels in a row, while no one can fill an instance's queue for everyone else.
 */
export const VIDEO_DOWNLOADS_OPEN_MAX = 3;

const OPEN = ['queued', 'rendering'];

/** The finished file's key in the object store. */
export const videoDownloadKey = (id: string) => `video-download/${id}`;

export const downloadNotFound = () => new HttpError(404, ERROR_TEXTS.videoDownloadNotFound);
export const downloadNotReady = () => new HttpError(409, ERROR_TEXTS.videoDownloadNotReady);
const downloadsTooMany = () => new HttpError(429, ERROR_TEXTS.videoDownloadsTooMany);

/**
 * Longest title kept in a file name, in characters: readable in a downloads list, and with the
 * suffix within the 255 bytes file systems allow even in 3-byte UTF-8 characters.
 */
const FILE_TITLE_MAX = 80;

/**
 * `<title>-allo.mp4`, or `video-allo.mp4` for an untitled video: the title without what file
 * systems refuse (`/ \ : * ? " < > |`), control or format characters, or dots and spaces at its
 * ends, on one line and at most 80 characters.
 */
export function downloadFileName(title: string): string {
  const clean = title
    .replace(/\s+/gu, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[/\\:*?"<>|]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const short = Array.from(clean).slice(0, FILE_TITLE_MAX).join('').trim();
  return `${short || 'video'}-allo.mp4`;
}

/** What the requester is told of a download. */
export function downloadView(row: VideoDownloadRow, title: string): VideoDownload {
  const ready = row.status === 'ready';
  return {
    id: row.id,
    videoId: row.videoId,
    status: row.status as VideoDownload['status'],
    progress: ready ? 100 : row.progress,
    fileUrl: ready ? `/api/video-downloads/${row.id}/file` : null,
    fileName: downloadFileName(title),
  };
}

/** Tells the requester's devices where their download stands (`video_download`). */
export async function downloadPublish(
  ctx: AppContext,
  row: VideoDownloadRow,
  title: string,
): Promise<void> {
  await publishTo(ctx, [row.userId], {
    type: 'video_download',
    download: downloadView(row, title),
  });
}

/**
 * `POST /api/videos/{id}/downloads`: a download of a ready video (of someone `userId` did not
 * block, nor was blocked by) with its edits as they are now. The same person asking again for
 * the same look, while the first is still queued, rendering or kept, gets that one (`created`
 * false). At most {@link VIDEO_DOWNLOADS_OPEN_MAX} queued or rendering per person (429).
 */
export async function downloadRequest(
  ctx: AppContext,
  userId: string,
  videoId: string,
): Promise<{ row: VideoDownloadRow; title: string; created: boolean }> {
  const [video] = await ctx.db
    .select({ title: videos.title, edits: videos.edits })
    .from(videos)
    .where(and(eq(videos.id, videoId), eq(videos.status, 'ready'), videoUnblockedSql(userId)));
  if (!video) throw videoNotFound();
  const edits = videoEditsOf(video.edits);
  const now = ctx.clock.now();
  const kept = new Date(now.getTime() - VIDEO_DOWNLOAD_TTL_MS);
  const outcome = await ctx.db.transaction(async (tx) => {
    // One request of a person's at a time: the reuse and the count below see each other's rows.
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const [same] = await tx
      .select()
      .from(videoDownloads)
      .where(
        and(
          eq(videoDownloads.userId, userId),
          eq(videoDownloads.videoId, videoId),
          inArray(videoDownloads.status, [...OPEN, 'ready']),
          gt(videoDownloads.createdAt, kept),
          sql`${videoDownloads.edits} = ${JSON.stringify(edits)}::jsonb`,
        ),
      )
      .orderBy(desc(videoDownloads.createdAt))
      .limit(1);
    if (same) return { row: same, created: false };
    const [open] = await tx
      .select({ n: count() })
      .from(videoDownloads)
      .where(and(eq(videoDownloads.userId, userId), inArray(videoDownloads.status, OPEN)));
    if ((open?.n ?? 0) >= VIDEO_DOWNLOADS_OPEN_MAX) throw downloadsTooMany();
    const [row] = await tx
      .insert(videoDownloads)
      .values({ id: randomUUID(), videoId, userId, edits, createdAt: now })
      .returning();
    return { row: row!, created: true };
  });
  return { ...outcome, title: video.title };
}

/** `userId`'s download `id` with its video's title; anyone else's, or none, is a 404. */
export async function downloadOwned(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<{ row: VideoDownloadRow; title: string }> {
  const [found] = await ctx.db
    .select({ row: videoDownloads, title: videos.title })
    .from(videoDownloads)
    .innerJoin(videos, eq(videos.id, videoDownloads.videoId))
    .where(and(eq(videoDownloads.id, id), eq(videoDownloads.userId, userId)));
  if (!found) throw downloadNotFound();
  return found;
}

/**
 * One bite of the sweep (`sweeper.ts`): deletes up to `limit` downloads made more than an hour
 * ago (by the server clock), whatever their state, then their files; and marks failed up to
 * `limit` renders silent for {@link VIDEO_DOWNLOAD_STUCK_MS} (their instance died), telling
 * their requesters. Rows are claimed with SKIP LOCKED. Returns the larger of the two counts.
 */
export async function videoDownloadsSweep(ctx: AppContext, limit: number): Promise<number> {
  const now = ctx.clock.now().getTime();
  const expired = new Date(now - VIDEO_DOWNLOAD_TTL_MS).toISOString();
  const gone = await dbRows<{ id: string }>(
    ctx.db,
    sql`delete from video_downloads where id in (
        select id from video_downloads
        where created_at <= ${expired}::timestamptz
        order by created_at
        limit ${limit}
        for update skip locked)
      returning id`,
  );
  for (const { id } of gone) {
    // A file left behind is never served (its row is gone); the next sweep does not see it.
    await ctx.objects
      .delete(videoDownloadKey(id))
      .catch((err: unknown) => ctx.log.warn({ err, id }, 'video download not deleted'));
  }
  const silent = new Date(now - VIDEO_DOWNLOAD_STUCK_MS).toISOString();
  const stuck = await dbRows<{ id: string }>(
    ctx.db,
    sql`update video_downloads set status = 'failed' where id in (
        select id from video_downloads
        where status = 'rendering'
          and coalesce(progress_at, created_at) <= ${silent}::timestamptz
        order by created_at
        limit ${limit}
        for update skip locked)
      returning id`,
  );
  if (stuck.length > 0) {
    const failed = await ctx.db
      .select({ row: videoDownloads, title: videos.title })
      .from(videoDownloads)
      .innerJoin(videos, eq(videos.id, videoDownloads.videoId))
      .where(
        inArray(
          videoDownloads.id,
          stuck.map((s) => s.id),
        ),
      );
    for (const f of failed) await downloadPublish(ctx, f.row, f.title);
  }
  return Math.max(gone.length, stuck.length);
}
