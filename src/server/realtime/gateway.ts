import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { ClientEvent, ErrorBody, ServerEvent } from '../../protocol';
import {
  CLOSE_REASON_DEVICE_REMOVED,
  CLOSE_UNAUTHORISED,
  ERROR_TEXTS,
  clientEventSchema,
  clientIdSchema,
} from '../../protocol';
import type { LiveContext } from './live-context';
import { publishTo, publishToMembers } from './publish';
import type { LiveConnection, LiveHandlers } from './live-handlers';
import { HttpError, errorBody, httpErrorBody, notFound, sendError } from '../kernel/http';
import { originAllowed, originRefuse, originsAllowed } from '../kernel/origin';
import { sessionRead } from '../kernel/session-gate';
import { UNAVAILABLE, isUnavailable } from '../kernel/unavailable';
import { isInvalidInput } from '../kernel/invalid-input';
import { SocketRegistry } from './socket-registry';
import { sessionPresenceKey } from './presence';
import { LIVE_ACTIONS } from '../limits/route-limits';
import type { UserAction } from '../kernel/limit-table';
import { refusal } from '../limits/user-limits';

/** Dead peers (a laptop lid closed) are found by a ping every half minute. */
const HEARTBEAT_MS = 30_000;
/** Larger frames are refused: an inline image is the largest thing a client sends. */
export const MAX_FRAME_BYTES = 8 * 1024 * 1024;

interface Connection {
  socket: WebSocket;
  userId: string;
  /** The session it was opened with: signing that session out closes it. */
  sessionHash: string;
  joined: string | null;
  alive: boolean;
  /** While the person is over a limit, what reads the socket again (see LIMIT_PAUSE_MIN_MS). */
  resumeTimer: ReturnType<typeof setTimeout> | null;
}

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

/** The live connection of spec core 7 at `/ws`. */
/**
 * What presence needs from the features that know people (ARCHITECTURE 'The send path': realtime
 * knows no feature): who hears that someone came online or went away, and where 'last seen' is
 * kept. The composition root (`app.ts`) gives it.
 */
export interface PresencePeople {
  /** The people who see `userId`'s presence (their contacts). */
  contactsOf(userId: string): Promise<string[]>;
  /** `userId`'s last live connection closed now. */
  lastSeen(userId: string): Promise<void>;
}

export function gatewayRoutes(
  app: FastifyInstance,
  ctx: LiveContext,
  handlers: LiveHandlers,
  people: PresencePeople,
): SocketRegistry<Connection> {
  const registry = new SocketRegistry<Connection>();
  const allowed = originsAllowed(ctx.config);

  // A session signed out anywhere loses its live connections here too.
  ctx.sessions.onEnded((idHash, removed) => {
    const reason = removed ? CLOSE_REASON_DEVICE_REMOVED : 'Signed out';
    for (const conn of registry.all()) {
      if (conn.sessionHash === idHash) conn.socket.close(CLOSE_UNAUTHORISED, reason);
    }
  });

  ctx.bus.subscribe((envelope) => {
    for (const userId of envelope.to) {
      for (const conn of registry.of(userId)) {
        if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(envelope.data);
      }
    }
  });

  const heartbeat = setInterval(() => {
    for (const conn of registry.all()) {
      if (!conn.alive) {
        conn.socket.terminate();
        continue;
      }
      conn.alive = false;
      conn.socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let closing = false;
  // Sockets go first, while the database is still open; their presence is not worth recording
  // on the way down (another instance, or Redis expiry, answers for it).
  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(heartbeat);
    for (const conn of registry.all()) conn.socket.close(1001, 'Server shutting down');
  });

  app.get(
    '/ws',
    {
      websocket: true,
      // The sign-in gate lets it through: a socket without a session is closed below, after
      // the upgrade, with a code the page can read.
      config: { public: true },
      preValidation: async (request, reply) => {
        // A cross-site page never gets a socket at all. Browsers always send Origin on an
        // upgrade; other clients (tests, tools) may not, and the cookie still has to be valid.
        if (!originAllowed(request.headers, allowed)) return originRefuse(reply);
        await sessionRead(ctx, request);
        // Connecting again and again counts too: a refused upgrade looks to the app like a
        // server away, and it backs off.
        if (request.userId) {
          try {
            await ctx.limits.take(request.userId, 'connect');
          } catch (err) {
            if (err instanceof HttpError) return sendError(reply, err);
            throw err;
          }
        }
        return undefined;
      },
    },
    (socket, request) => {
      if (!request.userId) {
        // Closed after the upgrade, with a code a browser can read: an HTTP 401 before it looks
        // the same to a page as a server that is down, and the client would retry forever.
        socket.close(CLOSE_UNAUTHORISED, 'Not signed in');
        return;
      }
      const conn: Connection = {
        socket,
        userId: request.userId!,
        sessionHash: request.sessionHash!,
        joined: null,
        alive: true,
        resumeTimer: null,
      };
      // Attached before any await: frames that arrive meanwhile are not lost (NOTES.md).
      socket.on('message', (raw, isBinary) => {
        if (isBinary) return send(conn, { type: 'error', ...errorBody('Text frames only') });
        void handleFrame(conn, raw.toString()).catch((err: unknown) => {
          send(conn, { type: 'error', ...errorOf(err) });
        });
      });
      socket.on('pong', () => {
        conn.alive = true;
      });
      socket.on('close', () => {
        if (conn.resumeTimer) clearTimeout(conn.resumeTimer);
        left(conn);
        registry.remove(conn.userId, conn);
        void presenceChange(conn.userId, 'offline');
        void sessionPresence(conn, 'offline');
      });
      registry.add(conn.userId, conn);
      void presenceChange(conn.userId, 'online');
      void sessionPresence(conn, 'online');
    },
  );

  /** The connection stops following its joined conversation: the features that care hear it. */
  function left(conn: Connection): void {
    const conversationId = conn.joined;
    conn.joined = null;
    if (!conversationId || closing) return;
    for (const listener of handlers.leaveListenersOf()) {
      listener(conn.userId, conversationId).catch((err: unknown) => {
        ctx.log.warn({ err, conversationId }, 'leave listener failed');
      });
    }
  }

  function send(conn: Connection, event: ServerEvent): void {
    if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(JSON.stringify(event));
  }

  /** An error event, named by the frame's clientId when it had one. */
  function sendErrorEvent(conn: Connection, err: unknown, clientId?: string): void {
    send(conn, { type: 'error', ...errorOf(err), ...(clientId ? { clientId } : {}) });
  }

  /**
   * What the client is told, as an error body (text, code, params): a refusal in words, 503's
   * text while the database is away.
   */
  function errorOf(err: unknown): ErrorBody {
    if (err instanceof HttpError) return httpErrorBody(err);
    if (isUnavailable(err)) {
      ctx.log.warn({ err }, 'ws frame failed: database unavailable');
      return errorBody(UNAVAILABLE);
    }
    // As over HTTP (app.ts): a value the database refused is the frame's fault.
    if (isInvalidInput(err)) {
      ctx.log.warn({ err }, 'ws frame failed: value refused by the database');
      return errorBody(ERROR_TEXTS.invalidRequest);
    }
    ctx.log.error({ err }, 'ws frame failed');
    return errorBody('Something went wrong');
  }

  async function presenceChange(userId: string, status: 'online' | 'offline'): Promise<void> {
    if (closing) return;
    try {
      const changed =
        status === 'online'
          ? await ctx.presence.connect(userId)
          : await ctx.presence.disconnect(userId);
      if (!changed) return;
      if (status === 'offline') await people.lastSeen(userId);
      const to = await people.contactsOf(userId);
      if (to.length)
        await ctx.bus.publish({ to, data: JSON.stringify({ type: 'presence', userId, status }) });
    } catch (err) {
      ctx.log.warn({ err, userId, status }, 'presence update failed');
    }
  }

  /**
   * Which sessions have a live connection, on any instance (Linked Devices' Online): counted
   * under the session's own presence key. Going offline is that session's last activity. When
   * a session comes online or goes offline everywhere, the user's pages hear `devices_changed`.
   */
  async function sessionPresence(conn: Connection, status: 'online' | 'offline'): Promise<void> {
    if (closing) return;
    try {
      const key = sessionPresenceKey(conn.sessionHash);
      const changed =
        status === 'online' ? await ctx.presence.connect(key) : await ctx.presence.disconnect(key);
      if (status === 'offline') ctx.sessions.touch(conn.sessionHash);
      if (changed) await publishTo(ctx, [conn.userId], { type: 'devices_changed' });
    } catch (err) {
      ctx.log.warn({ err, status }, 'session presence update failed');
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
    const action = liveActionOf(json);
    const refusedMs = action ? ctx.limits.refusedFor(conn.userId, action) : 0;
    if (refusedMs > 0) return refuse(conn, refusedMs, clientIdOf(json));
    const parsed = clientEventSchema.safeParse(json);
    if (!parsed.success)
      throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid event');
    await handleEvent(conn, parsed.data);
  }

  async function handleEvent(conn: Connection, event: ClientEvent): Promise<void> {
    const action = LIVE_ACTIONS[event.type];
    if (action) {
      const clientId = 'clientId' in event ? event.clientId : undefined;
      if (await overLimit(conn, action, clientId)) return;
    }
    switch (event.type) {
      case 'ping':
        return send(conn, { type: 'pong' });
      case 'join': {
        // The spec names the user in the payload; it must be the socket's own user.
        if (event.userId !== conn.userId) throw new HttpError(403, 'Forbidden');
        await requireMember(conn, event.conversationId);
        if (conn.joined !== event.conversationId) left(conn);
        conn.joined = event.conversationId;
        return send(conn, { type: 'joined', conversationId: event.conversationId });
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

  /**
   * Counts the event against the person's limit; answers true when it is refused. The refusal is
   * sent, named by clientId so a refused send is shown as failed with the reason on its bubble,
   * and the socket is not read until the person's next action is due.
   */
  async function overLimit(
    conn: Connection,
    action: UserAction,
    clientId: string | undefined,
  ): Promise<boolean> {
    try {
      await ctx.limits.take(conn.userId, action);
      return false;
    } catch (err) {
      // Answered even when the socket was paused meanwhile: this is the frame that was refused.
      sendErrorEvent(conn, err, clientId);
      pause(conn, ctx.limits.refusedFor(conn.userId, action));
      return true;
    }
  }

  /**
   * A frame refused as its person is already over the limit. The first on a socket is answered
   * and pauses it; the ones after it, read with it before the pause, are dropped unanswered (the
   * sender has been told, and when to try again): a flood's refusal then costs one JSON.parse.
   */
  function refuse(conn: Connection, ms: number, clientId?: string): void {
    if (conn.resumeTimer) return;
    sendErrorEvent(conn, refusal(ms), clientId);
    pause(conn, ms);
  }

  function pause(conn: Connection, ms: number): void {
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

  /** The connection as a feature's handler sees it. */
  function live(conn: Connection): LiveConnection {
    return {
      userId: conn.userId,
      joined: conn.joined,
      send: (event) => send(conn, event),
      sendError: (err, clientId) => sendErrorEvent(conn, err, clientId),
    };
  }

  return registry;
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
