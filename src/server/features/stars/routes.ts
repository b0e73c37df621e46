import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { parse, requireSelf, sessionUserId } from '../../http';
import { messageStar, messageUnstar, starredList } from './service';

const idParams = z.object({ id: z.string().min(1).max(100) });
// Named :id like the other /api/users/{id}/... routes: the router shares the segment.
const userParams = z.object({ id: z.string().min(1).max(100) });

/** Spec secondary 'Starred Messages': star, unstar, and the user's own starred list. */
export function starsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.put('/api/messages/:id/star', async (request) => {
    const { id } = parse(idParams, request.params);
    return messageStar(ctx, sessionUserId(request), id);
  });

  app.delete('/api/messages/:id/star', async (request) => {
    const { id } = parse(idParams, request.params);
    return messageUnstar(ctx, sessionUserId(request), id);
  });

  // Only the user themself sees what they starred.
  app.get('/api/users/:id/starred', async (request) => {
    const { id } = parse(userParams, request.params);
    return starredList(ctx, requireSelf(request, id));
  });
}
