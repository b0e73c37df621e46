import type * as fastifyModule from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** A route as declared: one method, its path, and whether it says `public: true`. */
export interface RouteDeclared {
  method: string;
  url: string;
  readonly public: boolean;
}

/**
 * Every route the apps built in a test file declared, in order. Filled by the stand-in
 * `fastify` module below, which the test file installs with
 * `vi.mock` (see session-gate.test.ts): `buildApp` then hooks
 * `onRoute` on the app before anything is registered, so nothing escapes the list.
 */
export const routeTable: RouteDeclared[] = [];

/**
 * The route that answered the apps' last request (`METHOD /path`), or null when no route
 * matched: a suite that expects a refusal tells a route's own 404 from a path nothing serves.
 */
export const routeAnswering: { last: string | null } = { last: null };

type FastifyModule = typeof fastifyModule;

/** The `fastify` module, with each app it creates recording its routes in {@link routeTable}. */
export async function fastifyRecording(
  original: () => Promise<FastifyModule>,
): Promise<FastifyModule> {
  const real = await original();
  const create = ((options?: object) => {
    const app = (real.default as (o?: object) => FastifyInstance)(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        routeTable.push({
          method,
          url: route.url,
          // Read when asked: a scope's own onRoute hook may set the config after this one runs.
          get public() {
            return route.config?.public === true;
          },
        });
      }
    });
    app.addHook('onRequest', async (request) => {
      routeAnswering.last = request.is404 ? null : `${request.method} ${request.routeOptions.url}`;
    });
    return app;
  }) as unknown as FastifyModule['default'];
  return { ...real, default: create, fastify: create } as FastifyModule;
}

/** A URL for a route path: each `:param` and the `*` filled with `value` (encoded as given). */
export function routeUrl(url: string, value: string): string {
  return url.replace(/:[A-Za-z]+/g, value).replace(/\*$/, value);
}
