import type { Readable } from 'node:stream';
import { objectServe } from './serve';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ObjectKind } from '../../../protocol';
import {
  OBJECT_MAX_BYTES,
  objectReadQuerySchema,
  objectRecentQuerySchema,
  objectRefParamsSchema,
  objectUploadQuerySchema,
} from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { parse, rateKeyPerUser, sessionUserId } from '../../kernel/http';
import { fileTooLarge, objectNotFound } from './refusals';
import { objectCopy, objectRecent } from './library';
import { objectCreate, objectReadable } from './service';

/**
 * Each upload is decoded and re-encoded (sharp), which costs a core for a moment: a user gets
 * this many a minute, far above what a person sends and enough for a burst of pasted photos.
 */
const UPLOAD_RATE = {
  max: 120,
  timeWindow: '1 minute',
  keyGenerator: rateKeyPerUser,
};

/** Refs never change content: a browser keeps them for a year and never asks again. */
const CACHE_CONTROL = 'private, max-age=31536000, immutable';

/**
 * The request body, read up to `limit` bytes: a Content-Length above it is refused before
 * anything is read, and a body that turns out longer is refused as soon as it passes the limit.
 */
async function bodyRead(request: FastifyRequest, kind: ObjectKind): Promise<Buffer> {
  const limit = OBJECT_MAX_BYTES[kind];
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw fileTooLarge(kind);
  const body = request.body as Readable | undefined;
  if (!body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += (chunk as Buffer).length;
    if (total > limit) throw fileTooLarge(kind);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Issue 12: uploads, reads (with Range), Recent and copies of photos and voice notes. */
export function objectsRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The upload's body is the file itself, whatever type it claims: in its own scope, every
  // content type is handed over as the raw stream, and bodyRead applies the kind's limit.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.post('/api/objects', { config: { rateLimit: UPLOAD_RATE } }, async (request, reply) => {
      const { kind } = parse(objectUploadQuerySchema, request.query);
      const ownerId = sessionUserId(request);
      let bytes: Buffer;
      try {
        bytes = await bodyRead(request, kind);
      } catch (err) {
        // The rest of the body is not read: the connection ends with this reply.
        reply.header('connection', 'close');
        throw err;
      }
      const fileName = request.headers['x-file-name'];
      const created = await objectCreate(ctx, ownerId, {
        kind,
        bytes,
        claimedType: request.headers['content-type'],
        fileName: typeof fileName === 'string' ? fileName : undefined,
      });
      return reply.status(201).send(created);
    });
  });

  app.get('/api/objects/recent', async (request) => {
    const { kind, limit, source } = parse(objectRecentQuerySchema, request.query);
    return objectRecent(ctx, sessionUserId(request), kind, limit, source);
  });

  app.post('/api/objects/:ref/copy', async (request, reply) => {
    const { ref } = parse(objectRefParamsSchema, request.params);
    return reply.status(201).send(await objectCopy(ctx, sessionUserId(request), ref));
  });

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const { ref } = parse(objectRefParamsSchema, request.params);
    const { thumb } = parse(objectReadQuerySchema, request.query);
    const row = await objectReadable(ctx, sessionUserId(request), ref);
    const key = thumb === '1' ? row?.thumbKey : row?.key;
    if (!row || !key) throw objectNotFound();
    return objectServe(
      ctx,
      request,
      reply,
      {
        key,
        type: thumb === '1' ? 'image/webp' : row.mimeType,
        cacheControl: CACHE_CONTROL,
        size: async () => (thumb === '1' ? (await ctx.objects.head(key))?.size : row.size),
      },
      objectNotFound,
    );
  };
  // The spec's path for images (core 7), and the general one; both serve any readable object.
  // Pictures, voice notes and videos are compressed already and served in byte ranges: per-request
  // compression would only cost CPU and break the ranges (compression.ts).
  app.get('/api/images/:ref', { compress: false }, serve);
  app.get('/api/objects/:ref', { compress: false }, serve);
}
