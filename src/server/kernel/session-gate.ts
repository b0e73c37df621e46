import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './http';

/** The cookie that carries a session's token (set by the session feature at sign-in). */
export const SESSION_COOKIE = 'allo_session';

/** A session as a request sees it. */
export interface SessionRef {
  userId: string;
  /** The stored hash of the cookie value: names the session without revealing the cookie. */
  idHash: string;
}

/**
 * What the gate asks of the sessions (the session feature's `SessionStore` answers it, given in
 * the app's context): the gate knows no feature.
 */
export interface SessionLookup {
  /** The session a cookie value names, or null (unknown, expired, ended). */
  lookup(token: string | undefined): Promise<SessionRef | null>;
}

/** What the gate is given: the app's context, or anything else with sessions to look up. */
export interface SessionGateContext {
  sessions: SessionLookup;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers without a session (sign-in, the identity picker, health, the client's
     * files, link codes): the gate lets every request through and looks nothing up. Every other
     * route answers 401 to a request without a valid session.
     */
    public?: boolean;
  }
}

/**
 * True when the sign-in gate lets a request in without a session: its route says `public: true`,
 * or no route matched (the not-found handler answers the client's index.html or a 404, nothing
 * private). Decided from the route the router matched, never from the URL's text, so no
 * spelling of a path (`/%61pi/...`) reaches a route with the gate skipped.
 */
export function sessionGateOpen(request: FastifyRequest): boolean {
  return request.is404 || request.routeOptions.config.public === true;
}

/**
 * Sets `request.userId` and `sessionHash` from the session cookie (null when there is none or it
 * is no longer valid). The gate does it for every non-public route; a public route that wants to
 * know who is asking (GET /api/session, avatars, the live connection) calls it itself.
 */
export async function sessionRead(ctx: SessionGateContext, request: FastifyRequest): Promise<void> {
  const session = await ctx.sessions.lookup(request.cookies[SESSION_COOKIE]);
  request.userId = session?.userId ?? null;
  request.sessionHash = session?.idHash ?? null;
}

/**
 * The sign-in gate (ARCHITECTURE "Identity and sessions"): deny by default. It runs after
 * routing, on every route, and answers 401 unless the request has a valid session or its route
 * is public. Public routes skip the lookup: the client's files and the health check are served
 * while the database is away.
 */
export function sessionGateRegister(app: FastifyInstance, ctx: SessionGateContext): void {
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionHash', null);
  app.addHook('onRequest', async (request, reply) => {
    if (sessionGateOpen(request)) return undefined;
    await sessionRead(ctx, request);
    if (!request.userId) return reply.status(401).send(errorBody('Not signed in'));
    return undefined;
  });
}
