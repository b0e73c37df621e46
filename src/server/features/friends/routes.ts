import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  blockCreateSchema,
  friendRequestCreateSchema,
  pathIdSchema,
  queryTextSchema,
} from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { parse, requireSelf, sessionUserId } from '../../kernel/http';
import { blockAdd, blockList, blockRemove } from './blocks';
import { friendRemove, requestAccept, requestDrop, requestList, requestSend } from './requests';
import { friendList, friendSearch, friendsOnline, friendViews } from './views';

const id = pathIdSchema;
const idParams = z.object({ id });
const friendParams = z.object({ id, friendId: id });
const requestListQuery = z.object({ sent: z.enum(['0', '1']).optional() });
const searchQuery = z.object({ q: queryTextSchema(100).default('') });
const userIdQuery = z.object({ userId: id });

/**
 * Friends, requests and blocks (spec core 7 and secondary 'Contacts'). A path or query naming a
 * user must name the session's user: nobody reads or changes another person's friends.
 */
export function friendsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/users/:id/friends', async (request) => {
    const { id: userId } = parse(idParams, request.params);
    return friendList(ctx, requireSelf(request, userId));
  });

  app.get('/api/users/:id/friends/online', async (request) => {
    const { id: userId } = parse(idParams, request.params);
    return friendsOnline(ctx, requireSelf(request, userId));
  });

  app.delete('/api/users/:id/friends/:friendId', async (request, reply) => {
    const { id: userId, friendId } = parse(friendParams, request.params);
    await friendRemove(ctx, requireSelf(request, userId), friendId);
    return reply.status(204).send();
  });

  // Requests to me; `?sent=1` the ones I sent and still wait on.
  app.get('/api/users/:id/friend-requests', async (request) => {
    const { id: userId } = parse(idParams, request.params);
    const { sent } = parse(requestListQuery, request.query);
    return requestList(ctx, requireSelf(request, userId), sent === '1');
  });

  app.get('/api/friend-search', async (request) => {
    const { q } = parse(searchQuery, request.query);
    return friendSearch(ctx, sessionUserId(request), q);
  });

  // The contacts screen's people: friends, pending and suggestions.
  app.get('/api/friends', async (request) => {
    const { userId } = parse(userIdQuery, request.query);
    return friendViews(ctx, requireSelf(request, userId));
  });

  app.post('/api/friend-requests', async (request, reply) => {
    const input = parse(friendRequestCreateSchema, request.body);
    const me =
      input.senderId === undefined ? sessionUserId(request) : requireSelf(request, input.senderId);
    const result = await requestSend(ctx, me, input.receiverId);
    return reply.status(result.status === 'sent' ? 201 : 200).send(result);
  });

  app.post('/api/friend-requests/:id/accept', async (request, reply) => {
    const { id: requestId } = parse(idParams, request.params);
    await requestAccept(ctx, sessionUserId(request), requestId);
    return reply.status(204).send();
  });

  app.post('/api/friend-requests/:id/reject', async (request, reply) => {
    const { id: requestId } = parse(idParams, request.params);
    await requestDrop(ctx, sessionUserId(request), requestId, 'receiver');
    return reply.status(204).send();
  });

  // The sender takes a request back.
  app.delete('/api/friend-requests/:id', async (request, reply) => {
    const { id: requestId } = parse(idParams, request.params);
    await requestDrop(ctx, sessionUserId(request), requestId, 'sender');
    return reply.status(204).send();
  });

  app.get('/api/blocked-users', async (request) => {
    const { userId } = parse(userIdQuery, request.query);
    return blockList(ctx, requireSelf(request, userId));
  });

  app.post('/api/blocked-users', async (request, reply) => {
    const { userId } = parse(blockCreateSchema, request.body);
    await blockAdd(ctx, sessionUserId(request), userId);
    return reply.status(204).send();
  });

  app.delete('/api/blocked-users/:id', async (request, reply) => {
    const { id: userId } = parse(idParams, request.params);
    await blockRemove(ctx, sessionUserId(request), userId);
    return reply.status(204).send();
  });
}
