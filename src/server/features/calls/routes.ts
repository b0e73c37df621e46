import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context/app-context';
import type { CallCurrent, IceConfig } from '../../../protocol';
import { callCurrentQuerySchema, iceServersQuerySchema } from '../../../protocol';
import { notFound, parse, sessionUserId } from '../../kernel/http';
import { turnCredentials } from './turn-credentials';
import type { LiveHandlers } from '../../realtime/live-handlers';
import { callEnd, callSignal, callStart } from './relay';
import { CallLeavers } from './call-leavers';
import type { CallRef } from './call-leavers';
import { CallLog } from './call-log';
import { CallRings } from './rings';
import { CallSweep, callUnderWay } from './calls-open';

/**
 * Where the browsers find the STUN/TURN servers to connect a call in a chat: only its members,
 * each with TURN credentials of their own that expire (issue 32).
 */
export function callsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/calls/ice-servers', async (request): Promise<IceConfig> => {
    const me = sessionUserId(request);
    const { conversationId } = parse(iceServersQuerySchema, request.query);
    if (!(await ctx.members.has(conversationId, me))) throw notFound();
    const { turn, iceServers, iceTransportPolicy } = ctx.config;
    return {
      iceServers: turn ? [...iceServers, turnCredentials(turn, me, ctx.clock.now())] : iceServers,
      iceTransportPolicy,
    };
  });
}

/**
 * The live events of calls (spec core 7): ring, end, and the browsers' set-up messages. A call
 * nobody answers within CALL_RING_TIMEOUT_MS ends for every member as 'no_answer' (rings.ts).
 */
export function callsLive(
  app: FastifyInstance,
  ctx: AppContext,
  live: LiveHandlers,
): { userGone: (userId: string) => void; sweep: CallSweep } {
  const log = new CallLog(ctx);
  // The line a call leaves in its chat is worth a warning when it fails, never a refusal.
  const noted = (step: Promise<void>) =>
    step.catch((err: unknown) => ctx.log.warn({ err }, 'call log failed'));
  const rings = new CallRings(ctx.config.callRingTimeoutMs, (ring) => {
    void log.ringRanOut(ring).catch((err: unknown) => ctx.log.warn({ err }, 'no answer not told'));
  });
  const sweep = new CallSweep(ctx, log, ctx.config.callLeaveGraceMs, ctx.config.callRingTimeoutMs);
  sweep.start();
  // The call under way in a chat, for its members only: who missed or left it can join.
  app.get('/api/calls/current', async (request): Promise<CallCurrent> => {
    const me = sessionUserId(request);
    const { conversationId, callId } = parse(callCurrentQuerySchema, request.query);
    if (!(await ctx.members.has(conversationId, me))) throw notFound();
    return { call: await callUnderWay(ctx, conversationId, callId) };
  });
  live.on('call_start', async (conn, event) => {
    const ring = { callId: event.callId, conversationId: event.conversationId, from: conn.userId };
    // The clock starts as the frame arrives: a hang-up handled before the ring is published
    // (the handlers of one socket overlap) still finds it to stop.
    rings.start(ring);
    try {
      await callStart(ctx, conn.userId, event, (call) => noted(log.started(call)));
    } catch (err) {
      rings.cancel(ring.conversationId, ring.callId, ring.from);
      throw err;
    }
  });
  const leave = async (userId: string, event: CallRef) => {
    // Out before the members hear of it, so what they ask next is already true. Someone who
    // was never in changes nothing.
    await callEnd(ctx, userId, event, async (members) => {
      const direct = members.length <= 2;
      rings.ended(event.conversationId, event.callId, userId, direct);
      await noted(log.left(event.conversationId, event.callId, userId, direct));
    });
  };
  live.on('call_end', (conn, event) => leave(conn.userId, event));
  // A tab closed mid-call: its person leaves once they have not come back for a while.
  const leavers = new CallLeavers(ctx, ctx.config.callLeaveGraceMs, (userId, call) =>
    leave(userId, call).catch(() => undefined),
  );
  app.addHook('onClose', async () => {
    rings.close();
    sweep.close();
    leavers.close();
  });
  for (const type of ['offer', 'answer', 'ice-candidate'] as const) {
    live.on(type, async (conn, event) => {
      await callSignal(ctx, conn.userId, event);
      rings.answered(event.conversationId, event.callId, conn.userId);
      // A late candidate may follow its sender's hang-up: only offers and answers say 'in'.
      if (type !== 'ice-candidate') {
        await noted(log.joined(event.conversationId, event.callId, conn.userId));
      }
    });
  }
  live.on('call-ended', (conn, event) => callSignal(ctx, conn.userId, event));
  // Camera and screen on or off: only between members already connected, so no ring is answered.
  live.on('media-state', (conn, event) => callSignal(ctx, conn.userId, event));
  return { userGone: (userId) => leavers.gone(userId), sweep };
}
