import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Health } from '../protocol';
import type { Config } from './config';
import type { AppContext } from './context';
import { dbConnect } from './db/connect';
import { conversationsRoutes } from './features/conversations/routes';
import { demoRoutes } from './features/demo/routes';
import { messagesRoutes } from './features/messages/routes';
import { sessionRoutes } from './features/session/routes';
import { SESSION_COOKIE, sessionUser } from './features/session/service';
import { usersRoutes } from './features/users/routes';
import { usersSeedDemo } from './features/users/service';
import { HttpError, sendError } from './http';
import type { Bus } from './realtime/bus';
import { memoryBus } from './realtime/bus';
import { MAX_FRAME_BYTES, gatewayRoutes } from './realtime/gateway';
import type { Presence } from './realtime/presence';
import { memoryPresence, redisPresence } from './realtime/presence';
import { redisBus } from './realtime/redis-bus';

/** Routes anyone may call without a session (ARCHITECTURE "Identity and sessions"). */
const PUBLIC_ROUTES = new Set([
  'GET /api/users',
  'POST /api/session',
  'DELETE /api/session',
  'POST /api/auth/signup',
  'GET /api/health',
]);

const VERSION = '0.1.0';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** Builds the whole server without listening: `main.ts` listens, tests use `inject` or a port. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Ids in paths are short; nothing legitimate is longer.
    routerOptions: { maxParamLength: 200 },
    trustProxy: true,
  });
  const onBackendError = (err: Error) => app.log.warn({ err }, 'backend connection error');

  const database = await dbConnect({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onError: onBackendError,
  });
  let bus: Bus = memoryBus();
  let presence: Presence = memoryPresence();
  let rateLimitRedis: Redis | undefined;
  if (config.redisUrl) {
    bus = redisBus(config.redisUrl, config.redisPrefix, onBackendError);
    presence = redisPresence(config.redisUrl, config.redisPrefix, onBackendError);
    rateLimitRedis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
    rateLimitRedis.on('error', onBackendError);
  }
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    bus,
    presence,
    log: app.log,
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => {
    await bus.close();
    await presence.close();
    rateLimitRedis?.disconnect();
    await database.close();
  });

  if (config.seedDemo) {
    const seeded = await usersSeedDemo(ctx.db);
    if (seeded) app.log.info(`seeded ${seeded} demo users`);
  }

  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    // Counted across instances when there is a Redis (NOTES.md: per instance otherwise).
    ...(rateLimitRedis ? { redis: rateLimitRedis, nameSpace: `${config.redisPrefix}:rl:` } : {}),
  });
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

  app.decorateRequest('userId', null);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (!path.startsWith('/api/') && path !== '/ws') return undefined;
    if (PUBLIC_ROUTES.has(`${request.method} ${path}`)) return undefined;
    request.userId = await sessionUser(ctx.db, request.cookies[SESSION_COOKIE]);
    // The live connection answers for itself, after its Origin check.
    if (!request.userId && path !== '/ws')
      return reply.status(401).send({ error: 'Not signed in' });
    return undefined;
  });

  app.setErrorHandler((err, request, reply) => {
    if (err instanceof HttpError) return sendError(reply, err);
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ error: (err as Error).message });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({ error: 'Internal Server Error' });
  });

  app.get('/api/health', async (): Promise<Health> => ({
    status: 'ok',
    database: ctx.dbKind,
    bus: ctx.bus.kind,
    store: 'disk',
    translator: config.translator,
    version: VERSION,
  }));
  usersRoutes(app, ctx);
  sessionRoutes(app, ctx);
  conversationsRoutes(app, ctx);
  messagesRoutes(app, ctx);
  demoRoutes(app, ctx);
  gatewayRoutes(app, ctx);

  await serveWeb(app, config.webDir);
  return app;
}

/** Serves the built client, with index.html for every path the client routes itself. */
async function serveWeb(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  const root = webDir ? resolve(webDir) : undefined;
  const hasWeb = root !== undefined && existsSync(resolve(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      // Files are looked up per request, so a rebuild is served without a restart.
      wildcard: true,
      setHeaders(res, path) {
        // Hashed asset names never change content; index.html must always be fresh.
        const immutable = path.includes(`${'/'}assets${'/'}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    // Client routes get the app; a missing file (it has an extension) is a real 404.
    const clientRoute = !path.startsWith('/api/') && path !== '/ws' && !/\.[a-z0-9]+$/i.test(path);
    if (hasWeb && request.method === 'GET' && clientRoute) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: 'Not found' });
  });
}
