import type { FastifyInstance } from 'fastify';
import {
  passkeyIdParamsSchema,
  passkeyLoginOptionsSchema,
  passkeyLoginVerifySchema,
  passkeyRegisterOptionsSchema,
  passkeyRegisterVerifySchema,
} from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { parse, sessionUserId } from '../../kernel/http';
import { userGet } from '../users/service';
import {
  passkeyList,
  passkeyLoginOptions,
  passkeyLoginVerify,
  passkeyRegisterOptions,
  passkeyRegisterVerify,
  passkeyRemove,
} from './passkeys';
import { SESSION_RATE, sessionStart } from './routes';

/**
 * Passkeys (issue 27): adding one to the signed-in account (sign-up offers it, Settings > Account
 * too; the password again unless the session is under five minutes old), listing and removing
 * one's own, and signing in with one. The challenge of each ceremony is kept on the server and taken
 * once; the origin is the page's own, the relying party its hostname.
 */
export function passkeyRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/api/auth/passkey/register/options',
    { config: { rateLimit: SESSION_RATE } },
    async (request) =>
      passkeyRegisterOptions(
        ctx,
        request,
        sessionUserId(request),
        parse(passkeyRegisterOptionsSchema, request.body ?? {}),
      ),
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

  // Settings > Account lists the account's passkeys and removes one (the caller's own only).
  app.get('/api/auth/passkeys', async (request) => passkeyList(ctx, sessionUserId(request)));

  app.delete('/api/auth/passkeys/:id', async (request, reply) => {
    const { id } = parse(passkeyIdParamsSchema, request.params);
    await passkeyRemove(ctx, sessionUserId(request), id);
    return reply.status(204).send();
  });

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
