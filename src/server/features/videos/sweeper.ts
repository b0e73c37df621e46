import { sql } from 'drizzle-orm';
import { VIDEO_UPLOAD_TTL_MS } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { dbRows } from '../../db/rows';
import { Sweeper } from '../../context/sweeper';
import type { VideoDownloadQueue } from './download-queue';
import { videoDownloadsSweep } from './downloads';
import { videoBytesDelete } from './service';

/** Uploads (and downloads) deleted per transaction: a backlog goes in short bites. */
export const VIDEO_UPLOAD_SWEEP_BATCH = 50;

/**
 * How often each instance looks: an upload's day and a download's hour need only be kept to
 * within minutes, and a render silent for 15 (downloads.ts) is found within 25.
 */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Deletes up to `limit` uploads started more than a day ago (by the server clock) that never
 * became ready: abandoned, failed, or stuck processing when an instance died. Rows are claimed
 * with SKIP LOCKED, so instances never take the same one; bytes, thumbnail and multipart parts
 * go after the commit. Returns how many were deleted.
 */
export async function videoUploadsSweep(
  ctx: AppContext,
  limit = VIDEO_UPLOAD_SWEEP_BATCH,
): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - VIDEO_UPLOAD_TTL_MS);
  const gone = await dbRows<{ id: string; key: string; multipart_id: string | null }>(
    ctx.db,
    sql`delete from videos where id in (
        select id from videos
        where status <> 'ready' and created_at <= ${cutoff.toISOString()}::timestamptz
        order by created_at
        limit ${limit}
        for update skip locked)
      returning id, key, multipart_id`,
  );
  for (const g of gone) await videoBytesDelete(ctx, { key: g.key, multipartId: g.multipart_id });
  return gone.length;
}

/**
 * The videos' sweeper (see {@link Sweeper}), every 10 minutes and once at start: uploads never
 * finished, and downloads past their hour or whose render died with its instance. Each bite
 * takes up to a batch of each; another follows while either came back full. It then wakes the
 * render queue, which takes downloads queued on an instance that is gone.
 */
export class VideoSweeper extends Sweeper {
  constructor(ctx: AppContext, downloads: VideoDownloadQueue) {
    super(ctx, {
      everyMs: SWEEP_EVERY_MS,
      batch: VIDEO_UPLOAD_SWEEP_BATCH,
      name: 'video',
      bite: async (c) => {
        const uploads = await videoUploadsSweep(c);
        const gone = await videoDownloadsSweep(c, VIDEO_UPLOAD_SWEEP_BATCH);
        downloads.wake();
        return Math.max(uploads, gone);
      },
    });
  }
}
