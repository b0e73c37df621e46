import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { chatPreferencesUpdateSchema } from '../../../protocol';
import type { AppContext } from '../../context';
import { parse, sessionUserId } from '../../http';
import { chatPreferencesUpdate } from './service';

const idParams = z.object({ id: z.string().min(1).max(100) });

/** The chat menu's Mute and Wallpaper: the calling member's own, for one chat. */
export function chatPreferencesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.put('/api/conversations/:id/preferences', async (request) => {
    const { id } = parse(idParams, request.params);
    const update = parse(chatPreferencesUpdateSchema, request.body);
    return chatPreferencesUpdate(ctx, sessionUserId(request), id, update);
  });
}
