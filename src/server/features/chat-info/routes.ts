import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { chatMediaQuerySchema } from '../../../protocol';
import type { AppContext } from '../../context';
import { parse, sessionUserId } from '../../http';
import { groupLeave } from './leave';
import { chatMedia } from './media';
import { chatMembers } from './members';

const idParams = z.object({ id: z.string().min(1).max(100) });

/** The chat menu's Contact info: the members, the shared photos, and Leave group. */
export function chatInfoRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/conversations/:id/members', async (request) => {
    const { id } = parse(idParams, request.params);
    return chatMembers(ctx, sessionUserId(request), id);
  });

  app.get('/api/conversations/:id/media', async (request) => {
    const { id } = parse(idParams, request.params);
    return chatMedia(ctx, sessionUserId(request), id, parse(chatMediaQuerySchema, request.query));
  });

  app.post('/api/conversations/:id/leave', async (request, reply) => {
    const { id } = parse(idParams, request.params);
    await groupLeave(ctx, sessionUserId(request), id);
    return reply.status(204).send();
  });
}
