import type { FastifyInstance } from 'fastify';
import {
  passkeyLoginOptionsSchema,
  passkeyLoginVerifySchema,
  passkeyRegisterVerifySchema,
} from '../../../protocol';
import type { AppContext } from '../../context';
import { parse, sessionUserId } from '../../http';
import { userGet } from '../users/service';
import {
  passkeyLoginOptions,
  passkeyLoginVerify,
  passkeyRegisterOptions,
  passkeyRegisterVerify,
} from './passkeys';
import { SESSION_RATE, sessionStart } from './routes';

/**
 * Passkeys (issue 27): adding one to the signed-in account (sign-up offers it, Settings > Account
 * too), and signing in with one. The challenge of each ceremony is kept on the server and taken
 * once; the origin is the page's own, the relying party its hostname.
 */
export function passkeyRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/api/auth/passkey/register/options',
    { config: { rateLimit: SESSION_RATE } },
    async (request) => passkeyRegisterOptions(ctx, request, sessionUserId(request)),
  );

  app.post(
    '/api/auth/passkey/register/verify',
    { config: { rateLimit: SESSION_RATE } },
    async (request, reply) => {
      const body = parse(passkeyRegisterVerifySchema, request.body);
      await passkeyRegisterVerify(ctx, request, sessionUserId(request), body);
      return reply.status(201).send({ ok: true });
    },
  );

  // Public: signing in is what a visitor does.
  app.post(
    '/api/auth/passkey/login/options',
    { config: { public: true, rateLimit: SESSION_RATE } },
    async (request) =>
      passkeyLoginOptions(ctx, request, parse(passkeyLoginOptionsSchema, request.body)),
  );

  app.post(
    '/api/auth/passkey/login/verify',
    { config: { public: true, rateLimit: SESSION_RATE } },
    async (request, reply) => {
      const body = parse(passkeyLoginVerifySchema, request.body);
      const userId = await passkeyLoginVerify(ctx, request, body);
      await sessionStart(ctx, request, reply, userId);
      return { user: await userGet(ctx, userId) };
    },
  );
}
