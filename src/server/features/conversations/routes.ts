import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  conversationCreateSchema,
  conversationReadSchema,
  idParamsSchema,
  pathIdSchema,
} from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { parse, requireSelf, sessionUserId } from '../../kernel/http';
import { receiptReport } from '../receipts/service';
import { conversationCreate, conversationList } from './service';

const listQuery = z.object({ userId: pathIdSchema.optional() });

export function conversationsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/conversations', async (request) => {
    const { userId } = parse(listQuery, request.query);
    // The spec names the user in the query; without it, the session's user is meant.
    const me = userId === undefined ? sessionUserId(request) : requireSelf(request, userId);
    return conversationList(ctx.db, me);
  });

  app.post('/api/conversations', async (request, reply) => {
    const input = parse(conversationCreateSchema, request.body);
    const { conversation, created } = await conversationCreate(ctx, sessionUserId(request), input);
    return reply.status(created ? 201 : 200).send(conversation);
  });

  app.post('/api/conversations/:id/read', async (request, reply) => {
    const { id } = parse(idParamsSchema, request.params);
    const { seq } = parse(conversationReadSchema, request.body);
    // The same rule as the live receipt report: forward only, never past the last message.
    await receiptReport(ctx, sessionUserId(request), id, { readSeq: seq });
    return reply.status(204).send();
  });
}
