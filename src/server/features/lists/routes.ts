import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  contactListCreateSchema,
  contactListMembersAddSchema,
  contactListUpdateSchema,
  idParamsSchema,
  pathIdSchema,
} from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { parse, sessionUserId } from '../../kernel/http';
import {
  contactListCreate,
  contactListDelete,
  contactListGet,
  contactListJoin,
  contactListMemberRemove,
  contactListMembersAdd,
  contactListUpdate,
  contactListsRead,
} from './service';

const memberParams = z.object({
  id: pathIdSchema,
  userId: pathIdSchema,
});

/**
 * Spec secondary 'Contact Lists', kept on the server: the session's user is always the one
 * acting (lists are never picked by a user id from the body).
 */
export function listsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/contact-lists', async (request) => contactListsRead(ctx, sessionUserId(request)));

  app.get('/api/contact-lists/:id', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return contactListGet(ctx, sessionUserId(request), id);
  });

  app.post('/api/contact-lists', async (request, reply) => {
    const input = parse(contactListCreateSchema, request.body);
    return reply.status(201).send(await contactListCreate(ctx, sessionUserId(request), input));
  });

  app.patch('/api/contact-lists/:id', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    const input = parse(contactListUpdateSchema, request.body);
    return contactListUpdate(ctx, sessionUserId(request), id, input);
  });

  app.delete('/api/contact-lists/:id', async (request, reply) => {
    const { id } = parse(idParamsSchema, request.params);
    await contactListDelete(ctx, sessionUserId(request), id);
    return reply.status(204).send();
  });

  app.post('/api/contact-lists/:id/members', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    const { userIds } = parse(contactListMembersAddSchema, request.body);
    return contactListMembersAdd(ctx, sessionUserId(request), id, userIds);
  });

  app.delete('/api/contact-lists/:id/members/:userId', async (request, reply) => {
    const { id, userId } = parse(memberParams, request.params);
    await contactListMemberRemove(ctx, sessionUserId(request), id, userId);
    return reply.status(204).send();
  });

  app.post('/api/contact-lists/:id/join', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return contactListJoin(ctx, sessionUserId(request), id);
  });
}
