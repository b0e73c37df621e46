import type { FastifyInstance } from 'fastify';
import type { Privacy } from '../../../protocol';
import { idParamsSchema, privacyUpdateSchema } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { parse, requireSelf } from '../../kernel/http';
import type { LiveHandlers } from '../../realtime/live-handlers';
import { privacyGet, privacySet } from './privacy';
import { receiptReport } from './service';

/**
 * The live `receipt` event, and the Privacy switches kept on the server (the settings screen
 * calls these); self only.
 */
export function receiptsRoutes(app: FastifyInstance, ctx: AppContext, live: LiveHandlers): void {
  live.on('receipt', async (conn, event) => {
    await receiptReport(ctx, conn.userId, event.conversationId, event);
  });

  app.get('/api/users/:id/privacy', async (request): Promise<Privacy> => {
    const { id } = parse(idParamsSchema, request.params);
    return privacyGet(ctx, requireSelf(request, id));
  });

  app.put('/api/users/:id/privacy', async (request): Promise<Privacy> => {
    const { id } = parse(idParamsSchema, request.params);
    const input = parse(privacyUpdateSchema, request.body);
    return privacySet(ctx, requireSelf(request, id), input);
  });
}
