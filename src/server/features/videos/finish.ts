import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import { VIDEO_MAX_BYTES, VIDEO_TEXT } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { videos } from '../../db/schema';
import { HttpError } from '../../kernel/http';
import { isUnavailable } from '../../kernel/unavailable';
import { StoreRefusal } from '../../storage/object-store';
import { videoMimeType, videoProbe, videoThumbnail } from './probe';
import type { VideoRow } from './service';
import {
  uploadNonexistent,
  videoBytesDelete,
  videoDiscard,
  videoInvalidType,
  videoTooLarge,
} from './service';

export interface FinishInput {
  /** The multipart `complete` call's parts; absent for a single PUT. */
  parts?: readonly { PartNumber: number; ETag: string }[];
  key?: string;
  title?: string;
  description?: string;
}

/** Up to 30 distinct #hashtags of a title and description, without their '#', in order. */
export function hashtagsOf(text: string): string[] {
  const tags = [...text.matchAll(/#([\p{L}\p{N}_]{1,50})/gu)].map((m) => m[1]!);
  return [...new Set(tags)].slice(0, 30);
}

/** A finish that came too early or with parts that do not match: it may be tried again. */
class UploadIncomplete extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

/** Back to `uploading`: the client may send what was missing and finish again. */
async function claimRelease(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.update(videos).set({ status: 'uploading' }).where(eq(videos.id, id));
}

/**
 * Finishes `ownerId`'s upload `id` (spec 2 and 7; `POST /api/videos` after a single PUT, or the
 * multipart `complete`): claims it (two finishes at once: one wins, the other gets 404), joins a
 * multipart upload's parts, then checks the bytes: at most 100 MB, and a video by ffprobe (not
 * by its name or claimed type). A refused upload keeps nothing, row, bytes or parts. Otherwise a
 * thumbnail is taken and the video is ready: it is in `GET /api/videos` from then on.
 */
export async function videoFinish(
  ctx: AppContext,
  ownerId: string,
  id: string,
  input: FinishInput,
): Promise<VideoRow> {
  const [row] = await ctx.db
    .update(videos)
    .set({ status: 'processing' })
    .where(and(eq(videos.id, id), eq(videos.ownerId, ownerId), eq(videos.status, 'uploading')))
    .returning();
  if (!row || (input.key !== undefined && row.key !== input.key)) {
    if (row) await claimRelease(ctx, row.id);
    throw uploadNonexistent();
  }
  if (input.parts && !row.multipartId) {
    await claimRelease(ctx, row.id);
    throw uploadNonexistent();
  }
  let work: string | undefined;
  try {
    // The parts' total is held to 100 MB as they arrive on disk; S3 joins them on its side, and
    // the size is checked below either way.
    if (row.multipartId && input.parts)
      await ctx.objects.multipartComplete(row.key, row.multipartId, input.parts);
    const info = await ctx.objects.head(row.key);
    // Finished before its bytes arrived: the client may still send them.
    if (!info) throw new UploadIncomplete(VIDEO_TEXT.failed);
    if (info.size > VIDEO_MAX_BYTES) throw videoTooLarge();

    work = await mkdtemp(join(tmpdir(), 'allo-video-'));
    const file = join(work, 'video');
    const got = await ctx.objects.get(row.key);
    if (!got) throw new UploadIncomplete(VIDEO_TEXT.failed);
    await pipeline(got.body, createWriteStream(file));
    const probe = await videoProbe(file);
    if (!probe) throw videoInvalidType();
    const thumb = await videoThumbnail(file, probe.durationMs);
    if (!thumb) throw videoInvalidType();
    const thumbKey = `${row.key}.thumb`;
    await ctx.objects.put(thumbKey, thumb, 'image/jpeg');
    const title = input.title?.trim() ?? '';
    const description = input.description?.trim() ?? '';
    const [ready] = await ctx.db
      .update(videos)
      .set({
        status: 'ready',
        mimeType: videoMimeType(probe, row.originalName),
        size: info.size,
        durationMs: probe.durationMs,
        width: probe.width,
        height: probe.height,
        thumbKey,
        title,
        description,
        hashtags: hashtagsOf(`${title} ${description}`),
        readyAt: ctx.clock.now(),
      })
      .where(eq(videos.id, row.id))
      .returning();
    return ready!;
  } catch (err) {
    if (err instanceof UploadIncomplete) {
      await claimRelease(ctx, row.id);
      throw err;
    }
    if (err instanceof StoreRefusal) {
      if (err.code === 'too_large') {
        await videoDiscard(ctx, row);
        throw videoTooLarge();
      }
      // Parts that do not match: the client may send them again and finish again.
      await claimRelease(ctx, row.id);
      throw new UploadIncomplete(
        err.code === 'part_too_small' ? VIDEO_TEXT.partTooSmall : VIDEO_TEXT.failed,
      );
    }
    if (err instanceof HttpError) {
      // A refusal of the bytes themselves: nothing is kept.
      await videoDiscard(ctx, row);
      throw err;
    }
    // The store or the database is unreachable: nothing is lost, the client finishes it again
    // (503) once they are back.
    if (isUnavailable(err)) {
      await claimRelease(ctx, row.id).catch(() => undefined);
      throw err;
    }
    // The server could not check it (ffprobe missing or failing): no bytes are kept, and the
    // row stays `failed` for the sweep.
    await videoBytesDelete(ctx, row);
    await ctx.db
      .update(videos)
      .set({ status: 'failed' })
      .where(eq(videos.id, row.id))
      .catch((e: unknown) => ctx.log.warn({ err: e }, 'video not marked failed'));
    throw err;
  } finally {
    if (work) await rm(work, { recursive: true, force: true });
  }
}
