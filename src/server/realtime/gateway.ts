import type { FastifyInstance } from 'fastify';
import { CLOSE_REASON_DEVICE_REMOVED, CLOSE_UNAUTHORISED } from '../../protocol';
import { HttpError, sendError } from '../kernel/http';
import { originAllowed, originRefuse, originsAllowed } from '../kernel/origin';
import { sessionRead } from '../kernel/session-gate';
import type { Connection } from './connection';
import { framePipeline } from './frames';
import type { LiveContext } from './live-context';
import type { LiveHandlers } from './live-handlers';
import type { PresencePeople } from './presence-updates';
import { presenceUpdate } from './presence-updates';
import { SocketRegistry } from './socket-registry';

/** Dead peers (a laptop lid closed) are found by a ping every half minute. */
const HEARTBEAT_MS = 30_000;
/** Larger frames are refused: an inline image is the largest thing a client sends. */
export const MAX_FRAME_BYTES = 8 * 1024 * 1024;

/**
 * The live connection of spec core 7 at `/ws`: the socket's lifecycle (origin and session
 * checks, heartbeat, sign-out, shutdown). Each frame goes to the frame pipeline (frames.ts),
 * each open and close to presence (presence-updates.ts).
 */
export function gatewayRoutes(
  app: FastifyInstance,
  ctx: LiveContext,
  handlers: LiveHandlers,
  people: PresencePeople,
): SocketRegistry<Connection> {
  const registry = new SocketRegistry<Connection>();
  const allowed = originsAllowed(ctx.config);
  let closing = false;
  const frames = framePipeline(ctx, handlers, () => closing);
  const presence = presenceUpdate(ctx, people, () => closing);

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
      socket.on('message', (raw, isBinary) => frames.receive(conn, raw, isBinary));
      socket.on('pong', () => {
        conn.alive = true;
      });
      socket.on('close', () => {
        if (conn.resumeTimer) clearTimeout(conn.resumeTimer);
        frames.left(conn);
        registry.remove(conn.userId, conn);
        presence(conn, 'offline');
      });
      registry.add(conn.userId, conn);
      presence(conn, 'online');
    },
  );

  return registry;
}
