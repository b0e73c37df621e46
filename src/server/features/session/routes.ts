import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionMaybe } from '../../../protocol';
import { sessionCreateSchema, sessionReadQuerySchema, signupSchema } from '../../../protocol';
import type { AppContext } from '../../context';
import { HttpError, parse } from '../../http';
import { userGet, userSignup } from '../users/service';
import {
  SESSION_COOKIE,
  SESSION_MAX_AGE_S,
  passwordVerify,
  sessionCreate,
  userPasswordHash,
} from './service';

/** Guessing passwords is slow work: a few tries a minute per address. */
const SESSION_RATE = { max: 20, timeWindow: '1 minute' };

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

  app.post('/api/session', { config: { rateLimit: SESSION_RATE } }, async (request, reply) => {
    const { userId, password } = parse(sessionCreateSchema, request.body);
    const stored = await userPasswordHash(ctx.db, userId);
    if (stored === undefined) throw new HttpError(404, 'User not found');
    if (stored !== null || ctx.config.requirePasswords) {
      if (!password) throw new HttpError(401, 'Password required');
      if (stored === null || !(await passwordVerify(password, stored))) {
        throw new HttpError(401, 'Wrong password');
      }
    }
    const token = await sessionCreate(ctx.db, userId, request.headers['user-agent']);
    setCookie(request, reply, token);
    return { user: await userGet(ctx, userId) };
  });

  app.get('/api/session', { config: { sessionOptional: true } }, async (request) => {
    const { optional } = parse(sessionReadQuerySchema, request.query);
    const user = request.userId ? await userGet(ctx, request.userId) : null;
    if (user) return { user };
    // Nobody signed in is an answer for a first screen that asks (no error in its console).
    if (optional) return { user: null } satisfies SessionMaybe;
    throw new HttpError(401, 'Not signed in');
  });

  app.delete('/api/session', async (request, reply) => {
    await ctx.sessions.end(request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(204).send();
  });

  app.post('/api/auth/signup', { config: { rateLimit: SESSION_RATE } }, async (request, reply) => {
    const user = await userSignup(ctx, parse(signupSchema, request.body));
    setCookie(request, reply, await sessionCreate(ctx.db, user.id, request.headers['user-agent']));
    return reply.status(201).send({ user });
  });
}
