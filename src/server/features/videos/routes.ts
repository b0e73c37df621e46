import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  VIDEO_COMPANION_BASE,
  VIDEO_LIST_DEFAULT,
  VIDEO_MAX_BYTES,
  VIDEO_TEXT,
  multipartCompleteSchema,
  multipartCreateSchema,
  multipartKeyQuerySchema,
  multipartParamsSchema,
  multipartPartParamsSchema,
  videoFinishSchema,
  videoIdSchema,
  videoListQuerySchema,
  videoParamsQuerySchema,
  videoUploadCreateSchema,
} from '../../../protocol';
import type {
  MultipartCompleted,
  MultipartCreated,
  MultipartSignedPart,
  VideoParams,
  VideoUploadUrl,
} from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { videos } from '../../db/schema';
import { HttpError, forbidden, parse, rateKeyPerUser, sessionUserId } from '../../kernel/http';
import { DiskStore } from '../../storage/disk-store';
import { objectKeyCheck } from '../../storage/keys';
import { StoreRefusal } from '../../storage/object-store';
import type { ServedFile } from '../objects/serve';
import { objectServe } from '../objects/serve';
import {
  multipartAbort,
  multipartList,
  multipartSign,
  uploadNonexistent,
  uploadStart,
  uploadUrl,
  videoNotFound,
  videoReadable,
  videoTooLarge,
  videoDiscard,
  videoViewOf,
} from './service';
import { videoFinish } from './finish';
import { videoFeed } from './feed';

/**
 * Starting an upload writes a row (and on S3 opens a multipart upload): far above what a person
 * does in a minute, low enough that a script cannot fill the table.
 */
const START_RATE = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: rateKeyPerUser,
};

/** A video is the same bytes under its id forever: a browser keeps it, privately. */
const CACHE_CONTROL = 'private, max-age=31536000, immutable';

const MULTIPART = `${VIDEO_COMPANION_BASE}/s3/multipart`;

/** Issue 17: uploads (single PUT and multipart), finishing, the feed's list, and playback. */
export function videosRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Spec 7: `POST /api/objects/upload` -> uploadURL (no payload needed).
  app.post(
    '/api/objects/upload',
    { config: { rateLimit: START_RATE } },
    async (request): Promise<VideoUploadUrl> => {
      const input = parse(videoUploadCreateSchema, request.body ?? {});
      const row = await uploadStart(ctx, sessionUserId(request), input, false);
      const url = await uploadUrl(ctx, row, input.type);
      return {
        uploadURL: url.url,
        method: 'PUT',
        headers: url.headers,
        uploadId: row.id,
        key: row.key,
        expiresAt: url.expiresAt.toISOString(),
      };
    },
  );

  // Spec 7: `GET s3/params` (Uppy's single-PUT call to a companion): the same, in its shape.
  app.get(
    `${VIDEO_COMPANION_BASE}/s3/params`,
    { config: { rateLimit: START_RATE } },
    async (request): Promise<VideoParams> => {
      const input = parse(videoParamsQuerySchema, request.query);
      const row = await uploadStart(ctx, sessionUserId(request), input, false);
      const url = await uploadUrl(ctx, row, input.type);
      return {
        method: 'PUT',
        url: url.url,
        fields: {},
        headers: url.headers,
        uploadId: row.id,
        key: row.key,
      };
    },
  );

  // Finishing a single-PUT upload: probe, thumbnail, then it is in the feed.
  app.post('/api/videos', async (request, reply) => {
    const { uploadId, title, description } = parse(videoFinishSchema, request.body);
    const row = await videoFinish(ctx, sessionUserId(request), uploadId, { title, description });
    return reply.status(201).send(await videoViewOf(ctx, row));
  });

  app.get('/api/videos', async (request) => {
    const { filter, limit, before } = parse(videoListQuerySchema, request.query);
    return videoFeed(ctx, sessionUserId(request), {
      filter: filter ?? 'all',
      limit: limit ?? VIDEO_LIST_DEFAULT,
      ...(before ? { before: new Date(before) } : {}),
    });
  });

  // Spec 7: the companion's multipart calls, as Uppy's AWS S3 plugin makes them.
  app.post(MULTIPART, { config: { rateLimit: START_RATE } }, async (request) => {
    const input = parse(multipartCreateSchema, request.body);
    const row = await uploadStart(ctx, sessionUserId(request), input, true);
    return { key: row.key, uploadId: row.id } satisfies MultipartCreated;
  });

  app.get(`${MULTIPART}/:uploadId`, async (request) => {
    const { uploadId } = parse(multipartParamsSchema, request.params);
    const { key } = parse(multipartKeyQuerySchema, request.query);
    return multipartList(ctx, sessionUserId(request), uploadId, key);
  });

  app.get(`${MULTIPART}/:uploadId/:partNumber`, async (request) => {
    const { uploadId, partNumber } = parse(multipartPartParamsSchema, request.params);
    const { key } = parse(multipartKeyQuerySchema, request.query);
    const signed = await multipartSign(ctx, sessionUserId(request), uploadId, key, partNumber);
    return signed satisfies MultipartSignedPart;
  });

  app.post(`${MULTIPART}/:uploadId/complete`, async (request) => {
    const { uploadId } = parse(multipartParamsSchema, request.params);
    const { key } = parse(multipartKeyQuerySchema, request.query);
    const { parts, title, description } = parse(multipartCompleteSchema, request.body);
    const row = await videoFinish(ctx, sessionUserId(request), uploadId, {
      key,
      parts,
      title,
      description,
    });
    const video = await videoViewOf(ctx, row);
    return { location: video.videoUrl, video } satisfies MultipartCompleted;
  });

  app.delete(`${MULTIPART}/:uploadId`, async (request) => {
    const { uploadId } = parse(multipartParamsSchema, request.params);
    const { key } = parse(multipartKeyQuerySchema, request.query);
    await multipartAbort(ctx, sessionUserId(request), uploadId, key);
    return {};
  });

  // The disk store's upload route (storage README): PUT the file, or one part, to a signed URL.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.put('/api/objects/upload/*', async (request, reply) => {
      try {
        return await diskUpload(ctx, request, reply);
      } catch (err) {
        // The rest of a refused body is not read: the connection ends with this reply.
        reply.header('connection', 'close');
        throw err;
      }
    });
  });

  const serve = (thumb: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = request.params as { id: string };
    if (!videoIdSchema.safeParse(id).success) throw videoNotFound();
    const row = await videoReadable(ctx, sessionUserId(request), id);
    const key = thumb ? row?.thumbKey : row?.status === 'ready' ? row.key : null;
    if (!row || !key) throw videoNotFound();
    const file: ServedFile = {
      key,
      type: thumb ? 'image/jpeg' : (row.mimeType ?? 'application/octet-stream'),
      cacheControl: CACHE_CONTROL,
      size: async () => (thumb ? (await ctx.objects.head(key))?.size : (row.size ?? undefined)),
    };
    return objectServe(ctx, request, reply, file, videoNotFound);
  };
  // Compressed already, and served in ranges: per-request compression would only cost CPU.
  app.get('/api/videos/:id/file', { compress: false }, serve(false));
  app.get('/api/videos/:id/thumbnail', { compress: false }, serve(true));
}

/**
 * `PUT /api/objects/upload/{key}?…&signature=`: only on the disk store (S3 takes its presigned
 * PUTs itself). The URL must have been signed here, for this key and for the caller's session
 * (403 'Forbidden' otherwise; 403 'Request has expired' past its time, which Uppy retries with a
 * new one), and the upload must still be the caller's and unfinished. The body streams to the
 * store and is refused (413) as soon as it passes 100 MB, leaving nothing.
 */
async function diskUpload(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const store = ctx.objects;
  if (!(store instanceof DiskStore)) throw new HttpError(404, 'Not found');
  const userId = sessionUserId(request);
  const key = (request.params as { '*'?: string })['*'] ?? '';
  try {
    objectKeyCheck(key);
  } catch {
    throw forbidden();
  }
  const permit = store.uploadPermit(key, request.query as Record<string, string>, userId);
  if (permit === null) throw forbidden();
  if (permit === 'expired') throw new HttpError(403, VIDEO_TEXT.expired);
  const [row] = await ctx.db.select().from(videos).where(eq(videos.key, key));
  if (!row || row.ownerId !== userId || row.status !== 'uploading') throw uploadNonexistent();
  const maxBytes = Math.min(permit.maxBytes, VIDEO_MAX_BYTES);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    // An upload that can only be too large is over: nothing of it is kept.
    await videoDiscard(ctx, row);
    throw videoTooLarge();
  }
  const body = (request.body as Readable | undefined) ?? request.raw;
  try {
    if (permit.kind === 'object') {
      if (row.multipartId) throw uploadNonexistent();
      const { etag } = await store.putStream(
        key,
        body,
        permit.contentType || 'application/octet-stream',
        maxBytes,
      );
      // Uppy reads the ETag of a single PUT too, as S3 gives it.
      return reply
        .status(200)
        .header('etag', etag)
        .header('access-control-expose-headers', 'ETag')
        .send();
    }
    if (row.multipartId !== permit.uploadId) throw uploadNonexistent();
    const etag = await store.multipartPartPut(
      key,
      permit.uploadId,
      permit.partNumber,
      body,
      maxBytes,
    );
    // Uppy reads the part's ETag from the answer's headers, as from S3's.
    return reply
      .status(200)
      .header('etag', etag)
      .header('access-control-expose-headers', 'ETag')
      .send();
  } catch (err) {
    if (err instanceof StoreRefusal) {
      if (err.code === 'too_large') {
        await videoDiscard(ctx, row);
        throw videoTooLarge();
      }
      throw uploadNonexistent();
    }
    throw err;
  }
}
