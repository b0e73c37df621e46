import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { parse, sessionUserId } from '../../http';
import { messageVersionList } from './service';

const idParams = z.object({ id: z.string().min(1).max(100) });

/** Edit history (issue 11): the texts a message has had, for the members of its conversation. */
export function versionsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/messages/:id/versions', async (request) => {
    const { id } = parse(idParams, request.params);
    return messageVersionList(ctx, sessionUserId(request), id);
  });
}
