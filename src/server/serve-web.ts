import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './kernel/http';

/** Serves the built client, with index.html for every path the client routes itself. */
export async function serveWeb(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  const root = webDir ? resolve(webDir) : undefined;
  const hasWeb = root !== undefined && existsSync(resolve(root, 'index.html'));
  if (hasWeb) {
    const options = {
      root,
      // The build writes .br and .gz beside each file worth it (scripts/vite-precompress.ts);
      // the best one the request accepts is sent, the file itself otherwise.
      preCompressed: true,
      // Ours below: with send's own on, it replaces ours with `public, max-age=0`.
      cacheControl: false,
      setHeaders(reply, path) {
        // Hashed asset names never change content; index.html must always be fresh. `path` is
        // the file sent, `.br` or `.gz` included.
        const immutable = path.includes(`${'/'}assets${'/'}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The same URL is sent br, gzip or plain by what the request accepts: caches must key
        // on it.
        reply.header('vary', 'accept-encoding');
      },
    } satisfies FastifyStaticOptions;
    // reply.sendFile, for the client routes below.
    await app.register(fastifyStatic, { ...options, serve: false });
    // The files, in a scope whose routes are public: the sign-in page is one of them.
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, public: true };
      });
      await scope.register(fastifyStatic, {
        ...options,
        // Files are looked up per request, so a rebuild is served without a restart.
        wildcard: true,
        decorateReply: false,
      });
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    // Client routes get the app; a missing file (it has an extension) is a real 404.
    const clientRoute = !path.startsWith('/api/') && path !== '/ws' && !/\.[a-z0-9]+$/i.test(path);
    if (hasWeb && request.method === 'GET' && clientRoute) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(errorBody('Not found'));
  });
}
