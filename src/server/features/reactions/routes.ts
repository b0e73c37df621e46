import type { FastifyInstance } from 'fastify';
import { idParamsSchema, reactionSetSchema } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { parse, sessionUserId } from '../../kernel/http';
import { messageReact } from './service';

/** Issue 31: a member's reaction to a message, given, changed or taken back. */
export function reactionsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.put('/api/messages/:id/reaction', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    const { emoji } = parse(reactionSetSchema, request.body);
    return messageReact(ctx, sessionUserId(request), id, emoji);
  });

  app.delete('/api/messages/:id/reaction', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return messageReact(ctx, sessionUserId(request), id, null);
  });
}
