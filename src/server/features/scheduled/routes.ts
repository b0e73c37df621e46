import type { FastifyInstance } from 'fastify';
import { idParamsSchema, scheduledCreateSchema, scheduledUpdateSchema } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { parse, sessionUserId } from '../../kernel/http';
import type { ScheduledSender } from './scheduler';
import { scheduledCancel, scheduledCreate, scheduledList, scheduledUpdate } from './service';

/** Send Later's calls (additions; the spec names no paths). The sender is the session's user. */
export function scheduledRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  sender: ScheduledSender,
): void {
  app.post('/api/scheduled-messages', async (request, reply) => {
    const input = parse(scheduledCreateSchema, request.body);
    const item = await scheduledCreate(ctx, sessionUserId(request), input);
    sender.wake(new Date(item.sendAt));
    return reply.status(201).send(item);
  });

  app.get('/api/conversations/:id/scheduled-messages', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return scheduledList(ctx, sessionUserId(request), id);
  });

  app.put('/api/scheduled-messages/:id', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    const input = parse(scheduledUpdateSchema, request.body);
    const item = await scheduledUpdate(ctx, sessionUserId(request), id, input);
    sender.wake(new Date(item.sendAt));
    return item;
  });

  app.delete('/api/scheduled-messages/:id', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return scheduledCancel(ctx, sessionUserId(request), id);
  });
}
