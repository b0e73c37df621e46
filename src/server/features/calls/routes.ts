import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { sessionUserId } from '../../http';
import type { LiveHandlers } from '../../realtime/live-handlers';
import { callEnd, callSignal, callStart } from './relay';

/** Where the browsers find the STUN/TURN servers to connect a call. */
export function callsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/calls/ice-servers', async (request) => {
    sessionUserId(request);
    return { iceServers: ctx.config.iceServers };
  });
}

/** The live events of calls (spec core 7): ring, end, and the browsers' set-up messages. */
export function callsLive(ctx: AppContext, live: LiveHandlers): void {
  live.on('call_start', async (conn, event) => {
    await callStart(ctx, conn.userId, event);
  });
  live.on('call_end', (conn, event) => callEnd(ctx, conn.userId, event));
  live.on('offer', (conn, event) => callSignal(ctx, conn.userId, event));
  live.on('answer', (conn, event) => callSignal(ctx, conn.userId, event));
  live.on('ice-candidate', (conn, event) => callSignal(ctx, conn.userId, event));
  live.on('call-ended', (conn, event) => callSignal(ctx, conn.userId, event));
}
