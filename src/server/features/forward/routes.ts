import type { FastifyInstance } from 'fastify';
import { forwardSchema, idParamsSchema } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { parse, sessionUserId } from '../../kernel/http';
import { messageForward } from './service';

/** Issue 31: a message passed on to up to five of my chats, labelled 'Forwarded'. */
export function forwardRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/messages/:id/forward', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    const { conversationIds } = parse(forwardSchema, request.body);
    return messageForward(ctx, sessionUserId(request), id, conversationIds);
  });
}
