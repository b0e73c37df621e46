import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { parse, requireSelf, sessionUserId } from '../../kernel/http';
import { messageStar, messageUnstar, starredList } from './service';

/** Spec secondary 'Starred Messages': star, unstar, and the user's own starred list. */
export function starsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.put('/api/messages/:id/star', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return messageStar(ctx, sessionUserId(request), id);
  });

  app.delete('/api/messages/:id/star', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return messageUnstar(ctx, sessionUserId(request), id);
  });

  // Only the user themself sees what they starred.
  app.get('/api/users/:id/starred', async (request) => {
    // Named :id like the other /api/users/{id}/... routes: the router shares the segment.
    const { id } = parse(idParamsSchema, request.params);
    return starredList(ctx, requireSelf(request, id));
  });
}
