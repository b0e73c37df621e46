import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AVATAR_MAX_BYTES, objectRefParamsSchema } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { parse, rateKeyPerUser, sessionUserId } from '../../kernel/http';
import { sessionRead } from '../../kernel/session-gate';
import { objectNotFound } from '../objects/refusals';
import { servedHeaders } from '../objects/serve';
import { avatarReadable, avatarRemove, avatarSet, avatarTooLarge } from './service';

/**
 * Each upload is decoded and re-encoded (sharp): far above what a person needs to try a few
 * crops, low enough that nobody keeps a core busy with it.
 */
const UPLOAD_RATE = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: rateKeyPerUser,
};

/**
 * Avatars change rarely and each has its own address, but the owner's 'Profile photo' setting
 * may stop a viewer from seeing it: browsers keep a copy and ask again each time (a 304 when it
 * is still allowed).
 */
const CACHE_CONTROL = 'private, no-cache';

/**
 * The body, at most AVATAR_MAX_BYTES: a Content-Length above it is refused before anything is
 * read, and a body that turns out longer as soon as it passes the limit.
 */
async function bodyRead(request: FastifyRequest): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > AVATAR_MAX_BYTES) throw avatarTooLarge();
  const body = request.body as Readable | undefined;
  if (!body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += (chunk as Buffer).length;
    if (total > AVATAR_MAX_BYTES) throw avatarTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Spec secondary 'Avatar & Profile': set, remove and read avatars. */
export function avatarRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The body is the picture itself, whatever type it claims: the bytes decide (service.ts).
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.post(
      '/api/users/me/avatar',
      { config: { rateLimit: UPLOAD_RATE } },
      async (request, reply) => {
        const me = sessionUserId(request);
        let bytes: Buffer;
        try {
          bytes = await bodyRead(request);
        } catch (err) {
          // The rest of the body is not read: the connection ends with this reply.
          reply.header('connection', 'close');
          throw err;
        }
        return avatarSet(ctx, me, bytes);
      },
    );
  });

  app.delete('/api/users/me/avatar', async (request) => avatarRemove(ctx, sessionUserId(request)));

  // Read before anyone is signed in too: the identity picker shows everyone's avatar.
  app.get(
    '/api/avatars/:ref',
    { config: { public: true }, compress: false },
    async (request, reply) => {
      const { ref } = parse(objectRefParamsSchema, request.params);
      // The owner's 'Profile photo' setting decides by who asks.
      await sessionRead(ctx, request);
      const row = await avatarReadable(ctx, request.userId, ref);
      if (!row) throw objectNotFound();
      const etag = `"${row.key.replace('/', '-')}"`;
      const served = servedHeaders(row.mimeType);
      reply.headers({ 'cache-control': CACHE_CONTROL, etag, ...served.headers });
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const got = await ctx.objects.get(row.key);
      if (!got) throw objectNotFound();
      return reply.type(served.type).header('content-length', row.size).send(got.body);
    },
  );
}
