import type { FastifyInstance } from 'fastify';
import { chatPreferencesUpdateSchema, idParamsSchema } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { parse, sessionUserId } from '../../kernel/http';
import { chatPreferencesUpdate } from './service';

/** The chat menu's Mute and Wallpaper: the calling member's own, for one chat. */
export function chatPreferencesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.put('/api/conversations/:id/preferences', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    const update = parse(chatPreferencesUpdateSchema, request.body);
    return chatPreferencesUpdate(ctx, sessionUserId(request), id, update);
  });
}
