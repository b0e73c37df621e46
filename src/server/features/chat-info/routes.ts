import type { FastifyInstance } from 'fastify';
import { chatMediaQuerySchema, idParamsSchema } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { parse, sessionUserId } from '../../kernel/http';
import { groupLeave } from './leave';
import { chatMedia } from './media';
import { chatMembers } from './members';

/** The chat menu's Contact info: the members, the shared photos, and Leave group. */
export function chatInfoRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/conversations/:id/members', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return chatMembers(ctx, sessionUserId(request), id);
  });

  app.get('/api/conversations/:id/media', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return chatMedia(ctx, sessionUserId(request), id, parse(chatMediaQuerySchema, request.query));
  });

  app.post('/api/conversations/:id/leave', async (request, reply) => {
    const { id } = parse(idParamsSchema, request.params);
    await groupLeave(ctx, sessionUserId(request), id);
    return reply.status(204).send();
  });
}
