import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { parse, sessionUserId } from '../../kernel/http';
import { messagePin } from './service';

/** Issue 31: a message pinned at the top of its chat for every member, or unpinned. */
export function messagePinsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.put('/api/messages/:id/pin', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return messagePin(ctx, sessionUserId(request), id, true);
  });

  app.delete('/api/messages/:id/pin', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return messagePin(ctx, sessionUserId(request), id, false);
  });
}
