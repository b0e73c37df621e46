import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import { dbRows } from '../../db/rows';
import { users, videoDownloads, videos } from '../../db/schema';
import type { VideoDownloadRow } from './downloads';
import { downloadPublish, videoDownloadKey } from './downloads';
import { videoProbe } from './probe';
import { lookCube } from './render-look';
import { renderGraph, videoRender, watermarkFont, watermarkText } from './render';
import { videoEditsOf } from './service';

/**
 * Renders per instance at once. libx264 already spreads one render over every core, so a second
 * would only halve the speed of both (and double the memory); the rest wait their turn, queued.
 */
export const VIDEO_RENDER_CONCURRENCY = 1;

/** Progress is saved and pushed on each 5% step, and between steps at most every 500 ms. */
const PROGRESS_STEP = 5;
const PROGRESS_EVERY_MS = 500;

/**
 * The render queue of one instance. The queue itself is the table: a free worker claims the
 * oldest `queued` download (SKIP LOCKED, so two instances never take the same one), renders it
 * and claims the next, until none is left. A request wakes its instance's workers; the videos
 * sweep wakes them too, so downloads queued on an instance that died are rendered elsewhere.
 */
export class VideoDownloadQueue {
  private running = 0;
  /** Set by a wake while workers are busy: the one about to stop looks again. */
  private again = false;
  private closed = false;
  private readonly stop = new AbortController();
  private readonly workers = new Set<Promise<void>>();

  constructor(
    private readonly ctx: AppContext,
    private readonly concurrency = VIDEO_RENDER_CONCURRENCY,
  ) {}

  /** Something may be queued: a free worker starts on it. */
  wake(): void {
    this.again = true;
    if (this.closed || this.running >= this.concurrency) return;
    this.running++;
    const worker = this.work().finally(() => {
      this.running--;
      this.workers.delete(worker);
    });
    this.workers.add(worker);
  }

  /** Stops the renders under way (they go back to the queue) and waits for the workers. */
  async close(): Promise<void> {
    this.closed = true;
    this.stop.abort();
    await Promise.all([...this.workers]);
  }

  private async work(): Promise<void> {
    try {
      while (!this.closed) {
        this.again = false;
        const row = await downloadClaim(this.ctx);
        if (row) await downloadRender(this.ctx, row, this.stop.signal);
        else if (!this.again) return;
      }
    } catch (err) {
      // The database is away: the next request or sweep wakes the queue again.
      this.ctx.log.warn({ err }, 'video download queue stopped');
    }
  }
}

/** The oldest queued download, now `rendering` by this instance; null when none waits. */
async function downloadClaim(ctx: AppContext): Promise<VideoDownloadRow | null> {
  const [claimed] = await dbRows<{ id: string }>(
    ctx.db,
    sql`update video_downloads
      set status = 'rendering', progress = 0, progress_at = ${ctx.clock.now().toISOString()}::timestamptz
      where id = (
        select id from video_downloads where status = 'queued'
        order by created_at limit 1 for update skip locked)
      returning id`,
  );
  if (!claimed) return null;
  const [row] = await ctx.db.select().from(videoDownloads).where(eq(videoDownloads.id, claimed.id));
  return row ?? null;
}

/** Sets fields of a download still rendering here; the row as it is then, or null if it is not. */
async function downloadUpdate(
  ctx: AppContext,
  id: string,
  set: Partial<typeof videoDownloads.$inferInsert>,
): Promise<VideoDownloadRow | null> {
  const [row] = await ctx.db
    .update(videoDownloads)
    .set(set)
    .where(and(eq(videoDownloads.id, id), eq(videoDownloads.status, 'rendering')))
    .returning();
  return row ?? null;
}

/**
 * Renders one claimed download: the original copied from the store to a temporary folder, its
 * edits (as they were when the download was asked for) and the creator's watermark applied by
 * ffmpeg, the MP4 stored under `video-download/<id>`. Progress is saved and pushed as it goes;
 * the end is `ready`, or `failed` with nothing stored. Stopped by the server closing, the
 * download goes back to the queue for the next instance (or this one, once it is back).
 */
async function downloadRender(
  ctx: AppContext,
  row: VideoDownloadRow,
  stop: AbortSignal,
): Promise<void> {
  const [video] = await ctx.db
    .select({ video: videos, creator: users.displayName })
    .from(videos)
    .innerJoin(users, eq(users.id, videos.ownerId))
    .where(eq(videos.id, row.videoId));
  const title = video?.video.title ?? '';
  await downloadPublish(ctx, row, title);

  let last = 0;
  let lastAt = 0;
  let saving = Promise.resolve();
  const progress = (percent: number) => {
    const now = Date.now();
    const step = Math.floor(percent / PROGRESS_STEP) > Math.floor(last / PROGRESS_STEP);
    if (percent <= last || (!step && now - lastAt < PROGRESS_EVERY_MS)) return;
    last = percent;
    lastAt = now;
    // One save at a time, in order; a failed one is only a missed report.
    saving = saving.then(async () => {
      const saved = await downloadUpdate(ctx, row.id, {
        progress: percent,
        progressAt: ctx.clock.now(),
      }).catch(() => null);
      if (saved) await downloadPublish(ctx, saved, title);
    });
  };

  const key = videoDownloadKey(row.id);
  let work: string | undefined;
  try {
    if (!video || video.video.status !== 'ready') throw new Error('video not ready');
    work = await mkdtemp(join(tmpdir(), 'allo-render-'));
    const source = join(work, 'source');
    const got = await ctx.objects.get(video.video.key);
    if (!got) throw new Error('video bytes missing');
    await pipeline(got.body, createWriteStream(source));
    const probe = await videoProbe(source);
    if (!probe) throw new Error('video not probed');

    const edits = videoEditsOf(row.edits ?? video.video.edits);
    const text = watermarkText(video.creator);
    const textFile = join(work, 'watermark.txt');
    await writeFile(textFile, text);
    const cube = lookCube(edits);
    const lutFile = cube ? join(work, 'look.cube') : null;
    if (lutFile && cube) await writeFile(lutFile, cube);
    const output = join(work, 'download.mp4');
    await videoRender({
      input: source,
      output,
      graph: renderGraph({
        edits,
        width: probe.width,
        height: probe.height,
        textFile,
        text,
        fontFile: watermarkFont(text),
        lutFile,
      }),
      durationMs: probe.durationMs,
      audioCodec: probe.audioCodec,
      onProgress: progress,
      signal: stop,
    });
    await saving;
    await ctx.objects.put(key, await readFile(output), 'video/mp4');
    const ready = await downloadUpdate(ctx, row.id, { status: 'ready', progress: 100, key });
    // Swept or failed meanwhile: its file goes too.
    if (!ready) await ctx.objects.delete(key);
    else await downloadPublish(ctx, ready, title);
  } catch (err) {
    await saving;
    if (stop.aborted) {
      await downloadUpdate(ctx, row.id, { status: 'queued', progress: 0, progressAt: null }).catch(
        (e: unknown) => ctx.log.warn({ err: e }, 'video download not queued again'),
      );
      return;
    }
    ctx.log.warn({ err, id: row.id }, 'video download failed');
    await ctx.objects.delete(key).catch(() => undefined);
    const failed = await downloadUpdate(ctx, row.id, { status: 'failed' }).catch(() => null);
    if (failed) await downloadPublish(ctx, failed, title);
  } finally {
    if (work) await rm(work, { recursive: true, force: true });
  }
}
