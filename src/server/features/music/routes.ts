import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context/app-context';
import { sessionUserId } from '../../kernel/http';
import { musicRecent } from './service';

/** Share Music: the signed-in user's Recently Played (the songs themselves are protocol data). */
export function musicRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/music/recent', async (request) => musicRecent(ctx, sessionUserId(request)));
}
