import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { parse, sessionUserId } from '../../kernel/http';
import { messageVersionList } from './service';

/** Edit history (issue 11): the texts a message has had, for the members of its conversation. */
export function versionsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/messages/:id/versions', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return messageVersionList(ctx, sessionUserId(request), id);
  });
}
