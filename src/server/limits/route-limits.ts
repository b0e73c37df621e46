import type { FastifyInstance } from 'fastify';
import type { ClientEvent } from '../../protocol';
import { sendError, HttpError } from '../kernel/http';
import type { Limit, UserAction, UserLimitTable } from '../kernel/limit-table';
import { USER_LIMITS } from '../kernel/limit-table';
import type { UserLimits } from './user-limits';

/**
 * Which count each change counts against, by its route ('METHOD /path' as declared). A change
 * not named here counts as `write`; reads count against nothing. The route table test checks
 * every name here is a route, so a renamed route cannot drop out of its limit unnoticed.
 */
export const ROUTE_ACTIONS: Readonly<Record<string, UserAction>> = {
  'POST /api/messages': 'send',
  'POST /api/games': 'game',
  'PUT /api/games/:id/move': 'game',
  'PUT /api/games/:id/end': 'game',
  'POST /api/payments': 'payment',
  'PUT /api/payments/:id/status': 'payment',
  'POST /api/payment-requests': 'paymentRequest',
  'POST /api/friend-requests': 'friendRequest',
  'POST /api/friend-requests/:id/accept': 'friendRequest',
  'POST /api/friend-requests/:id/reject': 'friendRequest',
  'DELETE /api/friend-requests/:id': 'friendRequest',
  'POST /api/blocked-users': 'friendRequest',
  'DELETE /api/blocked-users/:id': 'friendRequest',
  'POST /api/objects': 'upload',
  'POST /api/objects/upload': 'upload',
  'POST /api/users/me/avatar': 'upload',
  'POST /api/videos': 'upload',
  'POST /api/uploads/s3/multipart': 'upload',
};

/**
 * Which count each live event counts against: a send is a send over HTTP or live. Joins and
 * pings change nothing; read receipts are writes. Leaving a chat only ends the person's own
 * reading windows, as a join only follows a chat.
 */
export const LIVE_ACTIONS: Readonly<Record<ClientEvent['type'], UserAction | null>> = {
  join: null,
  leave: null,
  ping: null,
  message: 'send',
  typing: 'typing',
  receipt: 'write',
  call_start: 'call',
  call_end: 'callSignal',
  offer: 'callSignal',
  answer: 'callSignal',
  'ice-candidate': 'callSignal',
  'call-ended': 'callSignal',
  'media-state': 'callSignal',
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The count a request to a route counts against; null for reads. */
export function routeActionOf(method: string, url: string): UserAction | null {
  if (READS.has(method)) return null;
  return ROUTE_ACTIONS[`${method} ${url}`] ?? 'write';
}

/**
 * The limits with RATE_LIMIT_SCALE applied to how many and how many at once (never below one),
 * then any a test sets outright.
 */
export function scaledLimits(
  scale: number,
  overrides: Partial<UserLimitTable> = {},
): UserLimitTable {
  const entries = Object.entries(USER_LIMITS).map(([action, limit]: [string, Limit]) => [
    action,
    {
      max: Math.max(1, Math.round(limit.max * scale)),
      windowMs: limit.windowMs,
      burst: Math.max(1, Math.round(limit.burst * scale)),
    },
  ]);
  return { ...(Object.fromEntries(entries) as UserLimitTable), ...overrides };
}

/**
 * Counts every signed-in change against its person's limit, before its body is read: a flood is
 * refused at the door. Registered after the sign-in gate, whose hook sets `request.userId`.
 */
export function routeLimitsRegister(app: FastifyInstance, ctx: { limits: UserLimits }): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.userId) return undefined;
    const action = routeActionOf(request.method, request.routeOptions.url ?? '');
    if (!action) return undefined;
    try {
      await ctx.limits.take(request.userId, action);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      // In whole seconds, as HTTP has it: a client waits that long before sending again.
      const ms = ctx.limits.refusedFor(request.userId, action);
      reply.header('retry-after', String(Math.max(1, Math.ceil(ms / 1000))));
      return sendError(reply, err);
    }
    return undefined;
  });
}
