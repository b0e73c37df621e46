import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  BROADCAST_LISTS_MAX,
  broadcastDiscoverQuerySchema,
  broadcastListCreateSchema,
  broadcastListUpdateSchema,
  broadcastSendSchema,
  idParamsSchema,
  pathIdSchema,
} from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { parse, sessionUserId } from '../../kernel/http';
import { recentSelect } from './view';
import { broadcastRecipientCount, broadcastSend } from './send';
import {
  broadcastAnalytics,
  broadcastListCreate,
  broadcastListDelete,
  broadcastListGet,
  broadcastListUpdate,
  broadcastListsDiscover,
  broadcastListsRead,
  broadcastSubscribe,
  broadcastSubscribers,
  broadcastUnsubscribe,
} from './service';

const subscriberParams = z.object({
  id: pathIdSchema,
  userId: pathIdSchema,
});
/** `?listIds=a,b`: the lists the Send Broadcast dialog has ticked. */
const recipientsQuery = z.object({
  listIds: z
    .string()
    .max(BROADCAST_LISTS_MAX * 101)
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(pathIdSchema).max(BROADCAST_LISTS_MAX)),
});

/**
 * Spec secondary 'Broadcast Messages', kept on the server: lists, subscriptions, and broadcasts
 * that go into each subscriber's one-to-one chat. The session's user is always the one acting.
 */
export function broadcastsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/broadcast-lists', async (request) =>
    broadcastListsRead(ctx, sessionUserId(request)),
  );

  app.get('/api/broadcast-lists/discover', async (request) => {
    const { q } = parse(broadcastDiscoverQuerySchema, request.query);
    return broadcastListsDiscover(ctx, sessionUserId(request), q);
  });

  app.get('/api/broadcast-lists/:id', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return broadcastListGet(ctx, sessionUserId(request), id);
  });

  app.post('/api/broadcast-lists', async (request, reply) => {
    const input = parse(broadcastListCreateSchema, request.body);
    return reply.status(201).send(await broadcastListCreate(ctx, sessionUserId(request), input));
  });

  app.patch('/api/broadcast-lists/:id', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    const input = parse(broadcastListUpdateSchema, request.body);
    return broadcastListUpdate(ctx, sessionUserId(request), id, input);
  });

  app.delete('/api/broadcast-lists/:id', async (request, reply) => {
    const { id } = parse(idParamsSchema, request.params);
    await broadcastListDelete(ctx, sessionUserId(request), id);
    return reply.status(204).send();
  });

  app.put('/api/broadcast-lists/:id/subscription', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return broadcastSubscribe(ctx, sessionUserId(request), id);
  });

  app.delete('/api/broadcast-lists/:id/subscription', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return broadcastUnsubscribe(ctx, sessionUserId(request), id);
  });

  app.get('/api/broadcast-lists/:id/subscribers', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return broadcastSubscribers(ctx, sessionUserId(request), id);
  });

  app.delete('/api/broadcast-lists/:id/subscribers/:userId', async (request) => {
    const { id, userId } = parse(subscriberParams, request.params);
    return broadcastUnsubscribe(ctx, sessionUserId(request), id, userId);
  });

  app.get('/api/broadcast-lists/:id/analytics', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return broadcastAnalytics(ctx, sessionUserId(request), id);
  });

  app.get('/api/broadcasts', async (request) => recentSelect(ctx.db, sessionUserId(request)));

  app.get('/api/broadcasts/recipients', async (request) => {
    const { listIds } = parse(recipientsQuery, request.query);
    return broadcastRecipientCount(ctx, sessionUserId(request), listIds);
  });

  app.post('/api/broadcasts', async (request, reply) => {
    const input = parse(broadcastSendSchema, request.body);
    return reply.status(201).send(await broadcastSend(ctx, sessionUserId(request), input));
  });
}
