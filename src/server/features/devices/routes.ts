import type { FastifyInstance } from 'fastify';
import { deviceLinkParamsSchema, deviceParamsSchema } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { parse, sessionUserId } from '../../kernel/http';
import { publishTo } from '../../realtime/publish';
import { sessionStart } from '../session/routes';
import { userGet } from '../users/service';
import { deviceLinkClaim, deviceLinkCreate, deviceLinkPeek } from './links';
import { deviceRemove, devicesList } from './service';

/**
 * A code is 128 random bits, so guessing is hopeless; this only keeps a script from hammering
 * the table (the same allowance as picking an identity).
 */
const LINK_RATE = { max: 20, timeWindow: '1 minute' };

/** Spec secondary 'Linked Devices': my sessions, removing one, and linking a new device. */
export function devicesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/devices', async (request) =>
    devicesList(ctx, sessionUserId(request), request.sessionHash),
  );

  app.delete('/api/devices/:id', async (request, reply) => {
    const { id } = parse(deviceParamsSchema, request.params);
    await deviceRemove(ctx, sessionUserId(request), id);
    return reply.status(204).send();
  });

  app.post('/api/device-links', { config: { rateLimit: LINK_RATE } }, async (request, reply) => {
    const link = await deviceLinkCreate(ctx, sessionUserId(request));
    return reply.status(201).send(link);
  });

  // The new device is nobody yet: these two answer without a session.
  app.get(
    '/api/device-links/:code',
    { config: { public: true, rateLimit: LINK_RATE } },
    async (request) => deviceLinkPeek(ctx, parse(deviceLinkParamsSchema, request.params).code),
  );

  app.post(
    '/api/device-links/:code/claim',
    { config: { public: true, rateLimit: LINK_RATE } },
    async (request, reply) => {
      const { code } = parse(deviceLinkParamsSchema, request.params);
      const { userId, linkId } = await deviceLinkClaim(ctx, code);
      // This browser's previous session, if any, ends (its cookie is about to be replaced, and it
      // would otherwise linger in someone's list as a device nobody can use); the account goes
      // on this browser's picker.
      await sessionStart(ctx, request, reply, userId);
      await publishTo(ctx, [userId], { type: 'devices_changed', linkId });
      return { user: await userGet(ctx, userId) };
    },
  );
}
