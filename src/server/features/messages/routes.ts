import type { FastifyInstance } from 'fastify';
import {
  idParamsSchema,
  messageEditSchema,
  messagePageQuerySchema,
  messageSendSchema,
  messageUnsendSchema,
} from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { parse, requireSelf, sessionUserId } from '../../kernel/http';
import type { LiveHandlers } from '../../realtime/live-handlers';
import { messageEdit } from './edit';
import { messageHide } from './hide';
import { messagesLive } from './live-send';
import { messageOne, messagePage, messageSend } from './service';
import { messageUnsend } from './unsend';

export function messagesRoutes(app: FastifyInstance, ctx: AppContext, live: LiveHandlers): void {
  messagesLive(ctx, live);
  app.get('/api/conversations/:id/messages', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    const query = parse(messagePageQuerySchema, request.query);
    return messagePage(ctx.db, sessionUserId(request), id, query);
  });

  // Addition (issue 31): one message, for the quote of a reply whose original is not loaded.
  app.get('/api/messages/:id', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return messageOne(ctx, sessionUserId(request), id);
  });

  // Addition (issue 31): Delete for me.
  app.put('/api/messages/:id/hidden', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return messageHide(ctx, sessionUserId(request), id);
  });

  app.put('/api/messages/:id/edit', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    const { content, userId } = parse(messageEditSchema, request.body);
    return messageEdit(ctx, requireSelf(request, userId), id, content);
  });

  // Spec core 7: the user id travels in the body; a client that cannot send a body with DELETE
  // may put it in the query instead.
  app.delete('/api/messages/:id', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    const { userId } = parse(messageUnsendSchema, request.body ?? request.query);
    return messageUnsend(ctx, requireSelf(request, userId), id);
  });

  app.post('/api/messages', async (request, reply) => {
    const input = parse(messageSendSchema, request.body);
    const senderId = requireSelf(request, input.senderId);
    const { message, created } = await messageSend(ctx, senderId, input);
    return reply.status(created ? 201 : 200).send(message);
  });
}
