import type { ClientEvent } from '../../protocol';
import { clientIdSchema } from '../../protocol';
import type { UserAction } from '../kernel/limit-table';
import { LIVE_ACTIONS } from '../limits/route-limits';
import { refusal } from '../limits/user-limits';
import type { Connection } from './connection';
import { frameErrorSend } from './frame-errors';
import type { LiveContext } from './live-context';

/**
 * A socket whose person goes over a limit is not read until their next action is due: at least
 * LIMIT_PAUSE_MIN_MS (each time it is read again, a script's frames already in its buffers are
 * refused one by one, so not too often) and at most LIMIT_PAUSE_MAX_MS (shorter than the
 * heartbeat, so the pongs it holds back are read in time; still over, it is paused again).
 * Refusing frame after frame would still take time from everyone else, and closing the socket
 * would have a script connect again (each connection costs presence updates to every contact);
 * unread, its frames wait in the network's buffers, and the sender's socket stops taking more.
 */
const LIMIT_PAUSE_MIN_MS = 500;
const LIMIT_PAUSE_MAX_MS = 10_000;

/**
 * A frame whose person is already over its event's limit, refused before the frame is read
 * further (from its type alone, before its schema): answers true when it was. The first on a
 * socket is answered and pauses it; the ones after it, read with it before the pause, are
 * dropped unanswered (the sender has been told, and when to try again): a flood's refusal then
 * costs one JSON.parse.
 */
export function frameRefusedEarly(ctx: LiveContext, conn: Connection, json: unknown): boolean {
  const action = liveActionOf(json);
  const refusedMs = action ? ctx.limits.refusedFor(conn.userId, action) : 0;
  if (refusedMs <= 0) return false;
  if (!conn.resumeTimer) {
    frameErrorSend(ctx.log, conn, refusal(refusedMs), clientIdOf(json));
    connectionPause(conn, refusedMs);
  }
  return true;
}

/**
 * Counts the event against the person's limit; answers true when it is refused. The refusal is
 * sent, named by clientId so a refused send is shown as failed with the reason on its bubble,
 * and the socket is not read until the person's next action is due.
 */
export async function frameOverLimit(
  ctx: LiveContext,
  conn: Connection,
  action: UserAction,
  clientId: string | undefined,
): Promise<boolean> {
  try {
    await ctx.limits.take(conn.userId, action);
    return false;
  } catch (err) {
    // Answered even when the socket was paused meanwhile: this is the frame that was refused.
    frameErrorSend(ctx.log, conn, err, clientId);
    connectionPause(conn, ctx.limits.refusedFor(conn.userId, action));
    return true;
  }
}

function connectionPause(conn: Connection, ms: number): void {
  if (ms <= 0 || conn.resumeTimer || conn.socket.readyState !== conn.socket.OPEN) return;
  conn.socket.pause();
  conn.resumeTimer = setTimeout(
    () => {
      conn.resumeTimer = null;
      conn.socket.resume();
    },
    Math.min(Math.max(ms, LIMIT_PAUSE_MIN_MS), LIMIT_PAUSE_MAX_MS),
  );
}

/** The limit a frame's event counts against, read from its type alone (before its schema). */
function liveActionOf(json: unknown): UserAction | null {
  if (typeof json !== 'object' || json === null) return null;
  const type: unknown = (json as { type?: unknown }).type;
  if (typeof type !== 'string' || !Object.hasOwn(LIVE_ACTIONS, type)) return null;
  return LIVE_ACTIONS[type as ClientEvent['type']];
}

/** A frame's clientId, when it is one (it is sent back with the refusal). */
function clientIdOf(json: unknown): string | undefined {
  const parsed = clientIdSchema.safeParse((json as { clientId?: unknown }).clientId);
  return parsed.success ? parsed.data : undefined;
}
