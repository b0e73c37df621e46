import type { RawData } from 'ws';
import type { ClientEvent, ServerEvent } from '../../protocol';
import { clientEventSchema } from '../../protocol';
import { HttpError, errorBody, notFound } from '../kernel/http';
import { LIVE_ACTIONS } from '../limits/route-limits';
import type { Connection } from './connection';
import { connectionSend } from './connection';
import { frameErrorSend } from './frame-errors';
import { frameOverLimit, frameRefusedEarly } from './frame-limits';
import type { LiveConnection, LiveHandlers } from './live-handlers';
import type { LiveContext } from './live-context';
import { publishToMembers } from './publish';

/** What the socket lifecycle (gateway.ts) hands each frame to, and tells when a socket goes. */
export interface FramePipeline {
  /** One frame: counted against its limit, parsed, dispatched; a failure is answered. */
  receive(conn: Connection, raw: RawData, isBinary: boolean): void;
  /** The connection stops following its joined conversation: the features that care hear it. */
  left(conn: Connection): void;
}

/**
 * The frame pipeline of the live connection: limits, parse, dispatch. The gateway's own events
 * (ping, join, leave, typing) are answered here; every other goes to the feature that registered
 * it (`LiveHandlers`). `closing`: the server is shutting down (nobody is told of a leave then).
 */
export function framePipeline(
  ctx: LiveContext,
  handlers: LiveHandlers,
  closing: () => boolean,
): FramePipeline {
  function left(conn: Connection): void {
    const conversationId = conn.joined;
    conn.joined = null;
    if (!conversationId || closing()) return;
    for (const listener of handlers.leaveListenersOf()) {
      listener(conn.userId, conversationId).catch((err: unknown) => {
        ctx.log.warn({ err, conversationId }, 'leave listener failed');
      });
    }
  }

  async function requireMember(conn: Connection, conversationId: string): Promise<void> {
    if (!(await ctx.members.has(conversationId, conn.userId))) throw notFound();
  }

  async function handleFrame(conn: Connection, text: string): Promise<void> {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'Invalid JSON');
    }
    // A person already over this event's limit is refused before the frame is read further.
    if (frameRefusedEarly(ctx, conn, json)) return;
    const parsed = clientEventSchema.safeParse(json);
    if (!parsed.success)
      throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid event');
    await handleEvent(conn, parsed.data);
  }

  async function handleEvent(conn: Connection, event: ClientEvent): Promise<void> {
    const action = LIVE_ACTIONS[event.type];
    if (action) {
      const clientId = 'clientId' in event ? event.clientId : undefined;
      if (await frameOverLimit(ctx, conn, action, clientId)) return;
    }
    switch (event.type) {
      case 'ping':
        return connectionSend(conn, { type: 'pong' });
      case 'join': {
        // The spec names the user in the payload; it must be the socket's own user.
        if (event.userId !== conn.userId) throw new HttpError(403, 'Forbidden');
        await requireMember(conn, event.conversationId);
        if (conn.joined !== event.conversationId) left(conn);
        conn.joined = event.conversationId;
        return connectionSend(conn, { type: 'joined', conversationId: event.conversationId });
      }
      case 'leave': {
        // As for join: naming a chat one is not in is refused, and learns nothing.
        await requireMember(conn, event.conversationId);
        if (conn.joined === event.conversationId) left(conn);
        return undefined;
      }
      case 'typing': {
        const conversationId = event.conversationId ?? conn.joined;
        if (!conversationId) throw new HttpError(400, 'Join a conversation first');
        await requireMember(conn, conversationId);
        const typing: ServerEvent = {
          type: 'typing',
          conversationId,
          userId: conn.userId,
          isTyping: event.isTyping,
        };
        return publishToMembers(ctx, conversationId, typing, conn.userId);
      }
      default: {
        const handler = handlers.of(event.type);
        if (!handler) throw new HttpError(400, 'Invalid event');
        return handler(live(conn), event as never);
      }
    }
  }

  /** The connection as a feature's handler sees it. */
  function live(conn: Connection): LiveConnection {
    return {
      userId: conn.userId,
      joined: conn.joined,
      send: (event) => connectionSend(conn, event),
      sendError: (err, clientId) => frameErrorSend(ctx.log, conn, err, clientId),
    };
  }

  return {
    receive(conn, raw, isBinary) {
      if (isBinary)
        return connectionSend(conn, { type: 'error', ...errorBody('Text frames only') });
      void handleFrame(conn, raw.toString()).catch((err: unknown) => {
        frameErrorSend(ctx.log, conn, err);
      });
      return undefined;
    },
    left,
  };
}
