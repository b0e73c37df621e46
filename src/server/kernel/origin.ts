import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from './config';
import { defaultOrigins } from './config';
import { errorBody } from './http';

/**
 * Methods that change something. A cross-site page can make a browser send them with the
 * session cookie (a form post, say); reads are left alone, as the page cannot see their answers.
 */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origins configured to call the server from a browser (ALLOWED_ORIGINS, else the defaults). */
export function originsAllowed(config: Pick<Config, 'allowedOrigins' | 'port'>): Set<string> {
  return new Set(
    config.allowedOrigins.length ? config.allowedOrigins : defaultOrigins(config.port),
  );
}

/**
 * True when a request may act with the user's cookie: it names no `Origin` (clients other than
 * browsers, and tests, send none; the cookie still has to be valid), or its page is the server's
 * own (the same host it asked for, over http or https), or one of `allowed`. A cross-site page,
 * or one whose origin the browser hides (`null`), is what this stops.
 */
export function originAllowed(
  headers: { origin?: string; host?: string },
  allowed: ReadonlySet<string>,
): boolean {
  const { origin, host } = headers;
  if (origin === undefined) return true;
  if (allowed.has(origin)) return true;
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}

/** The answer to a request from a page that may not act here. */
export function originRefuse(reply: FastifyReply): FastifyReply {
  return reply.status(403).send(errorBody('Origin not allowed'));
}

/**
 * Refuses (403) every state-changing request from a foreign page before anything reads its body,
 * public routes (sign-in, sign-up) included: the SameSite=Lax cookie stops most cross-site
 * requests, and this stops the rest (a sibling subdomain is "same site"). The live connection
 * checks its upgrade with the same {@link originAllowed}.
 */
export function originGuardRegister(app: FastifyInstance, allowed: ReadonlySet<string>): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method) || originAllowed(request.headers, allowed)) {
      return undefined;
    }
    return originRefuse(reply);
  });
}
