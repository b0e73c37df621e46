import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionMaybe } from '../../../protocol';
import { sessionCreateSchema, sessionReadQuerySchema, signupSchema } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { HttpError, parse, templateError } from '../../kernel/http';
import { sessionRead } from '../../kernel/session-gate';
import { publishTo } from '../../realtime/publish';
import { userGet } from '../users/service';
import {
  deviceAccountAdd,
  deviceAdopt,
  deviceCookieNew,
  deviceCookieSet,
  deviceHashOf,
  deviceRotate,
} from './device-accounts';
import { SESSION_COOKIE } from '../../kernel/session-gate';
import { SESSION_MAX_AGE_S, signInTarget, tokenHash } from './service';
import { sessionCredentialCheck } from './sign-in';
import { userSignup } from './signup';

/**
 * Guessing passwords is slow work: a few tries a minute per address (and ten failures per
 * account in fifteen minutes, `limits/sign-in-limits.ts`).
 */
export const SESSION_RATE = { max: 20, timeWindow: '1 minute' };

/**
 * Starts a session for a user and says so to their other pages when it ended older ones (over
 * the cap per user), whose Linked Devices list changed; sets the session cookie. The session
 * this browser held, if any, ends: every sign-in gets a new id (ASVS 3.2.1), and a copy of the
 * cookie it replaces (planted before sign-in, or left behind) must not keep working. The browser
 * gets a new device cookie, which takes over its old one's accounts, and the account goes on its
 * picker (issue 27).
 */
export async function sessionStart(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  await ctx.sessions.end(request.cookies[SESSION_COOKIE]);
  // A new device value at every sign-in, taking over what the old one held: a value planted
  // in this browser beforehand names nothing afterwards.
  const device = deviceCookieNew();
  const deviceHash = tokenHash(device);
  await deviceRotate(ctx.db, deviceHashOf(request), deviceHash);
  const { token, evicted } = await ctx.sessions.create(
    userId,
    request.headers['user-agent'],
    deviceHash,
  );
  await deviceAccountAdd(ctx.db, deviceHash, userId);
  if (evicted) await publishTo(ctx, [userId], { type: 'devices_changed' });
  sessionCookieSet(request, reply, token);
  deviceCookieSet(request, reply, device);
}

/** Gives the browser its session cookie (also when a linked device signs in with a code). */
export function sessionCookieSet(request: FastifyRequest, reply: FastifyReply, token: string) {
  return reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    // Served over HTTPS (directly, or per the balancer's X-Forwarded-Proto): never send it in clear.
    secure: request.protocol === 'https',
    path: '/',
    maxAge: SESSION_MAX_AGE_S,
  });
}

export function sessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const setCookie = sessionCookieSet;

  app.post(
    '/api/session',
    { config: { public: true, rateLimit: SESSION_RATE } },
    async (request, reply) => {
      const { userId, username, password } = parse(sessionCreateSchema, request.body);
      if (!userId && !username) throw templateError(400, 'fieldRequired', { field: 'userId' });
      const target = await signInTarget(ctx.db, { userId, username });
      await sessionCredentialCheck(ctx, request, target, password, username);
      await sessionStart(ctx, request, reply, target!.id);
      return { user: await userGet(ctx, target!.id) };
    },
  );

  // Public: it answers a visitor too, when asked to (GET /api/session?optional=1).
  app.get('/api/session', { config: { public: true } }, async (request, reply) => {
    const { optional } = parse(sessionReadQuerySchema, request.query);
    await sessionRead(ctx, request);
    const user = request.userId ? await userGet(ctx, request.userId) : null;
    if (user) {
      // The app asks this as it opens: the cookie's 30 days start again, as the session's did
      // when the lookup found it in use (a cookie kept from sign-in would lapse on day 30).
      setCookie(request, reply, request.cookies[SESSION_COOKIE]!);
      // Signed in before device cookies (issue 27): this browser gets its own now, so its
      // picker keeps the account after sign-out and Linked Devices can name it.
      if (request.sessionHash && deviceHashOf(request) === null) {
        const device = await deviceAdopt(ctx.db, request.sessionHash, user.id);
        deviceCookieSet(request, reply, device);
      }
      return { user };
    }
    // Nobody signed in is an answer for a first screen that asks (no error in its console).
    if (optional) return { user: null } satisfies SessionMaybe;
    throw new HttpError(401, 'Not signed in');
  });

  app.delete('/api/session', { config: { public: true } }, async (request, reply) => {
    await ctx.sessions.end(request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(204).send();
  });

  app.post(
    '/api/auth/signup',
    { config: { public: true, rateLimit: SESSION_RATE } },
    async (request, reply) => {
      const user = await userSignup(ctx, parse(signupSchema, request.body));
      await sessionStart(ctx, request, reply, user.id);
      return reply.status(201).send({ user });
    },
  );
}
