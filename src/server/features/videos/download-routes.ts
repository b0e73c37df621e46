import type { FastifyInstance } from 'fastify';
import type { VideoDownload } from '../../../protocol';
import { videoIdSchema } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { rateKeyPerUser, sessionUserId } from '../../kernel/http';
import type { VideoDownloadQueue } from './download-queue';
import {
  downloadFileName,
  downloadNotFound,
  downloadNotReady,
  downloadOwned,
  downloadPublish,
  downloadRequest,
  downloadView,
} from './downloads';
import { objectServe } from '../objects/serve';
import { videoNotFound } from './service';

/**
 * Each download is a render of up to minutes: ten a minute is more than anyone taps Download,
 * and with three at most in progress (downloads.ts) a script cannot keep the queue full.
 */
const DOWNLOAD_RATE = {
  max: 10,
  timeWindow: '1 minute',
  keyGenerator: rateKeyPerUser,
};

/** The file is the requester's, kept an hour: their browser may keep it as long, privately. */
const CACHE_CONTROL = 'private, max-age=3600';

/** An id in a path that is not one of ours names nothing. */
const idOf = (params: unknown, notFound: () => Error): string => {
  const { id } = params as { id: string };
  if (!videoIdSchema.safeParse(id).success) throw notFound();
  return id;
};

/**
 * Spec secondary 'Videos / Reels feed': Download saves the video with a watermark. The render
 * runs in the background (download-queue.ts); its progress is pushed to the requester's devices
 * as `video_download` events and read here; the finished MP4 is theirs alone to fetch.
 */
export function videoDownloadRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  queue: VideoDownloadQueue,
): void {
  app.post(
    '/api/videos/:id/downloads',
    { config: { rateLimit: DOWNLOAD_RATE } },
    async (request, reply) => {
      const videoId = idOf(request.params, videoNotFound);
      const me = sessionUserId(request);
      const { row, title, created } = await downloadRequest(ctx, me, videoId);
      if (created) {
        await downloadPublish(ctx, row, title);
        queue.wake();
      }
      return reply.status(202).send(downloadView(row, title) satisfies VideoDownload);
    },
  );

  app.get('/api/video-downloads/:id', async (request): Promise<VideoDownload> => {
    const id = idOf(request.params, downloadNotFound);
    const { row, title } = await downloadOwned(ctx, sessionUserId(request), id);
    return downloadView(row, title);
  });

  // An MP4 already compressed, served in ranges (a download manager resumes).
  app.get('/api/video-downloads/:id/file', { compress: false }, async (request, reply) => {
    const id = idOf(request.params, downloadNotFound);
    const { row, title } = await downloadOwned(ctx, sessionUserId(request), id);
    const key = row.key;
    if (row.status !== 'ready' || !key) throw downloadNotReady();
    return objectServe(
      ctx,
      request,
      reply,
      {
        key,
        type: 'video/mp4',
        cacheControl: CACHE_CONTROL,
        size: async () => (await ctx.objects.head(key))?.size,
        attachment: downloadFileName(title),
      },
      downloadNotFound,
    );
  });
}
