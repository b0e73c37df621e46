import { randomUUID } from 'node:crypto';
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerEvent, VideoDownload, VideoEdits } from '../../../protocol';
import { ERROR_TEXTS, VIDEO_EDITS_DEFAULT } from '../../../protocol';
import { videoDownloads, videos } from '../../db/schema';
import type { ChatWho } from '../../testing/chat-fixture';
import type { LiveClient } from '../../testing/live-client';
import { objectsFixture } from '../objects/fixture';
import { VideoDownloadQueue } from './download-queue';
import {
  VIDEO_DOWNLOAD_STUCK_MS,
  VIDEO_DOWNLOAD_TTL_MS,
  downloadFileName,
  videoDownloadsSweep,
} from './downloads';
import { clipMake, frameRgb, probeJson } from './render-fixture';
import { contentDisposition } from '../objects/serve';

type Progress = Extract<ServerEvent, { type: 'video_download' }>;

/** The clip: 4 s of coloured testsrc at 640x360 with a tone, long enough to report progress. */
const W = 640;
const H = 360;
const SECONDS = 4;

describe('video downloads (secondary: Videos / Reels feed, "Download saves the video with a watermark")', () => {
  let f: Awaited<ReturnType<typeof objectsFixture>>;
  let dir: string;
  let clip: Buffer;
  let sofia: LiveClient;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'allo-downloads-'));
    clip = await readFile(
      await clipMake(dir, 'clip.mp4', { size: `${W}x${H}`, seconds: SECONDS, rate: 25 }),
    );
    f = await objectsFixture('disk', 'Downloads');
    sofia = await f.phone('sofia');
  });
  afterAll(async () => {
    await f?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const db = () => f.s.app.ctx.db;
  /** A ready video of Emma's, its bytes in the store, with edits and a title. */
  const video = async (edits: Partial<VideoEdits> | null, title = 'Test card') => {
    const id = randomUUID();
    await f.s.app.ctx.objects.put(`video/${id}`, clip, 'video/mp4');
    await db()
      .insert(videos)
      .values({
        id,
        ownerId: 'u-emma',
        key: `video/${id}`,
        status: 'ready',
        mimeType: 'video/mp4',
        size: clip.length,
        durationMs: SECONDS * 1000,
        width: W,
        height: H,
        title,
        edits: edits ? { ...VIDEO_EDITS_DEFAULT, ...edits } : null,
        readyAt: new Date(),
      });
    return id;
  };
  const ask = (who: ChatWho, videoId: string) =>
    f.inject(who, 'POST', `/api/videos/${videoId}/downloads`);
  const asked = async (who: ChatWho, videoId: string): Promise<VideoDownload> => {
    const res = await ask(who, videoId);
    expect(res.statusCode, res.body).toBe(202);
    return res.json();
  };
  const ready = (phone: LiveClient, id: string, ms = 25_000) =>
    phone.next('video_download', (e) => e.download.id === id && e.download.status === 'ready', ms);
  const downloadRows = () => db().select().from(videoDownloads);
  /** The file as its requester gets it, written to the test folder. */
  const fetched = async (d: VideoDownload, who: ChatWho = 'sofia') => {
    const res = await f.inject(who, 'GET', d.fileUrl!);
    expect(res.statusCode, res.body).toBe(200);
    const file = join(dir, `${d.id}.mp4`);
    await writeFile(file, res.rawPayload);
    return { res, file };
  };

  it('should render the edits and the watermark, pushing rising progress, and serve the MP4 to its requester only', async () => {
    const id = await video({ filter: 'mono' }, 'Test card: #1/2');
    const job = await asked('sofia', id);
    expect(job).toMatchObject({
      videoId: id,
      status: 'queued',
      progress: 0,
      fileUrl: null,
      fileName: 'Test card #1 2-allo.mp4',
    });
    await ready(sofia, job.id);
    const seen = sofia.events
      .filter((e): e is Progress => e.type === 'video_download' && e.download.id === job.id)
      .map((e) => e.download);
    const percents = seen.map((d) => d.progress);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(seen[0]?.status).toBe('queued');
    expect(seen.some((d) => d.status === 'rendering' && d.progress > 0 && d.progress < 100)).toBe(
      true,
    );

    const got = await f.inject('sofia', 'GET', `/api/video-downloads/${job.id}`);
    const done = got.json<VideoDownload>();
    expect(done).toMatchObject({
      status: 'ready',
      progress: 100,
      fileUrl: `/api/video-downloads/${job.id}/file`,
    });
    const [row] = await db().select().from(videoDownloads).where(eq(videoDownloads.id, job.id));
    expect(row).toMatchObject({
      status: 'ready',
      key: `video-download/${job.id}`,
      userId: 'u-sofia',
    });
    expect(row?.edits).toMatchObject({ filter: 'mono' });

    const { res, file } = await fetched(done);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['content-disposition']).toBe(contentDisposition(done.fileName));
    expect(res.headers['content-disposition']).toContain(
      "filename*=UTF-8''Test%20card%20%231%202-allo.mp4",
    );
    const part = await f.inject('sofia', 'GET', done.fileUrl!, undefined, { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(res.rawPayload.subarray(0, 100))).toBe(true);

    // A valid MP4 of the same length, H.264 and AAC.
    const info = await probeJson(file);
    expect(info.format.format_name).toContain('mp4');
    expect(Math.abs(Number(info.format.duration) - SECONDS)).toBeLessThan(0.1);
    expect(info.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);

    // B&W: grey where the original has colours (the top half, away from the watermark).
    const original = await frameRgb(join(dir, 'clip.mp4'), 2, W, H);
    const frame = await frameRgb(file, 2, W, H);
    let coloured = 0;
    for (let x = 20; x < W; x += 40) {
      const [r, g, b] = frame.pixel(x, 60);
      expect(Math.max(Math.abs(r - g), Math.abs(g - b), Math.abs(r - b)), `x ${x}`).toBeLessThan(8);
      const [r0, g0, b0] = original.pixel(x, 60);
      if (Math.max(Math.abs(r0 - g0), Math.abs(g0 - b0)) > 100) coloured++;
    }
    expect(coloured).toBeGreaterThan(4);

    // Nobody else reads the job or its file.
    for (const url of [`/api/video-downloads/${job.id}`, done.fileUrl!]) {
      const other = await f.inject('lukas', 'GET', url);
      expect(other.statusCode, url).toBe(404);
      expect(other.json().error).toBe(ERROR_TEXTS.videoDownloadNotFound);
    }
  });

  it('should draw the watermark bottom right and leave the rest of an unedited video as it was', async () => {
    const id = await video(null, '');
    const job = await asked('sofia', id);
    expect(job.fileName).toBe('video-allo.mp4');
    await ready(sofia, job.id);
    const done = (await f.inject('sofia', 'GET', `/api/video-downloads/${job.id}`)).json();
    const { file } = await fetched(done);
    const original = await frameRgb(join(dir, 'clip.mp4'), 2, W, H);
    const frame = await frameRgb(file, 2, W, H);
    expect(frame.differs(original, W - 200, H - 30, W - 10, H - 8)).toBeGreaterThan(10);
    expect(frame.differs(original, 0, 0, 200, 100)).toBeLessThan(4);
  });

  it('should give back the same download for the same look, and make another once it changed', async () => {
    const id = await video({ filter: 'vintage' });
    const first = await asked('camille', id);
    expect((await asked('camille', id)).id).toBe(first.id);
    // Someone else asking gets their own.
    const sofias = await asked('sofia', id);
    expect(sofias.id).not.toBe(first.id);
    await ready(sofia, sofias.id);
    // Ready is still the same download.
    const again = await asked('sofia', id);
    expect(again).toMatchObject({ id: sofias.id, status: 'ready' });
    // The owner changes the look: a new render.
    await db()
      .update(videos)
      .set({ edits: { ...VIDEO_EDITS_DEFAULT, filter: 'retro' } })
      .where(eq(videos.id, id));
    const changed = await asked('sofia', id);
    expect(changed.id).not.toBe(sofias.id);
    await ready(sofia, changed.id);
  }, 60_000);

  it('should refuse an unknown or unfinished video, or a bad id, storing nothing', async () => {
    const rows = (await downloadRows()).length;
    const files = await f.storedFiles();
    const unready = await video({ filter: 'neon' });
    await db().update(videos).set({ status: 'processing' }).where(eq(videos.id, unready));
    for (const videoId of [randomUUID(), unready, 'not..an:id']) {
      const res = await ask('sofia', encodeURIComponent(videoId));
      expect(res.statusCode, videoId).toBe(404);
      expect(res.json().error).toBe(ERROR_TEXTS.videoNotFound);
    }
    expect(await downloadRows()).toHaveLength(rows);
    // Only the unfinished video's own bytes were added.
    expect((await f.storedFiles()).length).toBe(files.length + 1);
    const missing = await f.inject('sofia', 'GET', `/api/video-downloads/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
  });

  it('should hold a person to 3 downloads in progress, then take one more when one ends', async () => {
    const ids = await Promise.all([1, 2, 3, 4].map(() => video({ filter: 'sunset' })));
    // Three rendering elsewhere, reporting as they go.
    const busy = ids.slice(0, 3).map((videoId) => ({
      id: randomUUID(),
      videoId,
      userId: 'u-lukas',
      status: 'rendering',
      edits: VIDEO_EDITS_DEFAULT,
      progressAt: new Date(),
    }));
    await db().insert(videoDownloads).values(busy);
    const refused = await ask('lukas', ids[3]!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(ERROR_TEXTS.videoDownloadsTooMany);
    // Nothing queued for the refused one.
    expect((await downloadRows()).filter((d) => d.videoId === ids[3])).toEqual([]);
    await db()
      .update(videoDownloads)
      .set({ status: 'failed' })
      .where(eq(videoDownloads.id, busy[0]!.id));
    const taken = await ask('lukas', ids[3]!);
    expect(taken.statusCode).toBe(202);
    await db().delete(videoDownloads).where(eq(videoDownloads.userId, 'u-lukas'));
  });

  it('should rate-limit requests per person', async () => {
    const rows = (await downloadRows()).length;
    let limited = 0;
    // Emma has asked for none yet: her minute starts now.
    for (let i = 0; i < 12; i++) {
      const res = await ask('emma', randomUUID());
      if (res.statusCode === 429) {
        limited++;
        expect(res.json().code).toBe('rateLimited');
      } else expect(res.statusCode).toBe(404);
    }
    expect(limited).toBe(2);
    expect(await downloadRows()).toHaveLength(rows);
    // Someone else is not held back.
    expect((await ask('lukas', randomUUID())).statusCode).toBe(404);
  });

  it('should fail a render silent for 15 minutes, telling its requester, and sweep downloads after an hour, files too', async () => {
    const id = await video({ filter: 'mono' });
    const stuck = randomUUID();
    await db()
      .insert(videoDownloads)
      .values({
        id: stuck,
        videoId: id,
        userId: 'u-sofia',
        status: 'rendering',
        progress: 40,
        edits: VIDEO_EDITS_DEFAULT,
        progressAt: new Date(Date.now() - VIDEO_DOWNLOAD_STUCK_MS - 60_000),
      });
    expect(await videoDownloadsSweep(f.s.app.ctx, 50)).toBe(1);
    const told = await sofia.next('video_download', (e) => e.download.id === stuck);
    expect(told.download).toMatchObject({ status: 'failed', fileUrl: null });

    const kept = (await downloadRows()).filter((r) => r.key);
    expect(kept.length).toBeGreaterThan(0);
    for (const r of kept) expect(await f.s.app.ctx.objects.head(r.key!)).not.toBeNull();
    const made = (await downloadRows()).map((r) => r.createdAt.getTime());
    const clock = f.s.app.ctx.clock.now;
    try {
      // Just short of the oldest one's hour: all stay.
      const oldest = Math.min(...made);
      f.s.app.ctx.clock.now = () => new Date(oldest + VIDEO_DOWNLOAD_TTL_MS - 1000);
      expect(await videoDownloadsSweep(f.s.app.ctx, 50)).toBe(0);
      const newest = Math.max(...made);
      f.s.app.ctx.clock.now = () => new Date(newest + VIDEO_DOWNLOAD_TTL_MS + 1000);
      expect(await videoDownloadsSweep(f.s.app.ctx, 50)).toBe(made.length);
    } finally {
      f.s.app.ctx.clock.now = clock;
    }
    expect(await downloadRows()).toHaveLength(0);
    for (const r of kept) expect(await f.s.app.ctx.objects.head(r.key!)).toBeNull();
  });

  it('should put a render stopped by the server closing back in the queue, for the next to finish', async () => {
    const id = await video({ filter: 'dramatic', blur: 3 });
    const job = await asked('sofia', id);
    // Claimed: the render is starting (the copy, the probe, ffmpeg) when the server closes.
    await sofia.next(
      'video_download',
      (e) => e.download.id === job.id && e.download.status === 'rendering',
      20_000,
    );
    await f.s.app.videoDownloads.close();
    const [row] = await db().select().from(videoDownloads).where(eq(videoDownloads.id, job.id));
    expect(row).toMatchObject({ status: 'queued', progress: 0 });
    expect(await f.s.app.ctx.objects.head(`video-download/${job.id}`)).toBeNull();
    // Another instance's queue (here, a new one) takes it.
    const next = new VideoDownloadQueue(f.s.app.ctx);
    try {
      next.wake();
      await ready(sofia, job.id);
    } finally {
      await next.close();
    }
  }, 60_000);
});

describe('download file names', () => {
  it('should keep a title safe for any file system, and say so twice in the header', () => {
    expect(downloadFileName('')).toBe('video-allo.mp4');
    expect(downloadFileName(' ..My/clip: "best"?.. ')).toBe('My clip best-allo.mp4');
    expect(downloadFileName('a\u0000b\u202ec\nd')).toBe('abc d-allo.mp4');
    expect(downloadFileName('x'.repeat(200))).toBe(`${'x'.repeat(80)}-allo.mp4`);
    expect(contentDisposition("Café d'été-allo.mp4")).toBe(
      'attachment; filename="Caf_ d\'_t_-allo.mp4"; ' +
        "filename*=UTF-8''Caf%C3%A9%20d%27%C3%A9t%C3%A9-allo.mp4",
    );
    // Half a surrogate pair cannot be encoded: it is shown as U+FFFD, a whole pair as itself.
    expect(contentDisposition('a\uD83Db\uD83D\uDE00.mp4')).toBe(
      'attachment; filename="a_b__.mp4"; ' + "filename*=UTF-8''a%EF%BF%BDb%F0%9F%98%80.mp4",
    );
  });
});
