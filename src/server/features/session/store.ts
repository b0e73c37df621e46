import type { Clock, Sessions } from '../../context/app-context';
import type { Db } from '../../db/connect';
import type { SessionRef } from '../../kernel/session-gate';
import type { Bus } from '../../realtime/bus';
import {
  sessionCreate,
  sessionDeleteByHash,
  sessionFind,
  sessionTouch,
  tokenHash,
} from './service';

/**
 * How long a looked-up session is trusted without asking the database again. Sign-out reaches
 * every instance at once over the bus; this bounds how long a session can outlive it if that
 * word is lost (Redis down at that moment).
 */
const CACHE_TTL_MS = 60_000;
/** Enough for every active session of a busy instance; the oldest entries go first. */
const CACHE_MAX = 100_000;
/**
 * A session's 'last active' (Linked Devices) is written at most this often: to the minute is
 * more than the list shows ('5m ago'), and a busy instance writes once per session per interval
 * instead of once per request. An open live connection shows the device online meanwhile. The
 * same write extends the session's expiry when that is due (`sessionTouch`).
 */
const TOUCH_INTERVAL_MS = 5 * 60_000;

/**
 * Sessions as requests see them: looked up once, then answered from memory (a request needs no
 * query to know who is asking). Ending a session tells every instance, which forgets it and
 * closes its live connections.
 */
export class SessionStore implements Sessions {
  private readonly cache = new Map<string, { userId: string; until: number; seenAt: number }>();
  private readonly endedHandlers: Array<(idHash: string, removed: boolean) => void> = [];

  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
    /** The server's clock (tests move it): expiry and 'last active' are read from it. */
    private readonly clock: Clock,
  ) {
    bus.subscribeControl((message) => {
      if (message.type !== 'session_ended') return;
      this.cache.delete(message.idHash);
      for (const handler of this.endedHandlers) handler(message.idHash, message.removed === true);
    });
  }

  /** The session a cookie value names, or null (unknown, expired, ended). */
  async lookup(token: string | undefined): Promise<SessionRef | null> {
    if (!token || token.length > 64) return null;
    const idHash = tokenHash(token);
    const now = this.clock.now().getTime();
    const cached = this.cache.get(idHash);
    if (cached && cached.until > now) {
      if (now - cached.seenAt >= TOUCH_INTERVAL_MS) {
        cached.seenAt = now;
        this.touch(idHash);
      }
      return { userId: cached.userId, idHash };
    }
    this.cache.delete(idHash);
    const found = await sessionFind(this.db, idHash);
    if (!found || found.expiresAt <= now) return null;
    if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
    const stale = now - found.lastSeenAt >= TOUCH_INTERVAL_MS;
    this.cache.set(idHash, {
      userId: found.userId,
      until: Math.min(now + CACHE_TTL_MS, found.expiresAt),
      seenAt: stale ? now : found.lastSeenAt,
    });
    if (stale) this.touch(idHash);
    return { userId: found.userId, idHash };
  }

  /**
   * Starts a session for a user; returns its cookie value. When the user is over
   * `SESSIONS_PER_USER_MAX`, their least recently used sessions end as a removed device does
   * (their sockets close with the reason 'Device removed'); says how many did.
   */
  async create(
    userId: string,
    userAgent?: string,
    deviceHash?: string | null,
  ): Promise<{ token: string; evicted: number }> {
    const { token, evicted } = await sessionCreate(this.db, userId, {
      userAgent,
      deviceHash,
      now: this.clock.now(),
    });
    for (const idHash of evicted) await this.ended(idHash, true);
    return { token, evicted: evicted.length };
  }

  /** Ends a session everywhere: stored no more, forgotten by every instance, sockets closed. */
  async end(token: string | undefined): Promise<void> {
    if (!token || token.length > 64) return;
    await this.endByHash(tokenHash(token));
  }

  /**
   * {@link end} for a session named by its stored hash (a removed device, a deleted account).
   * `removed`: ended from elsewhere, which its pages are told (they forget the identity).
   */
  async endByHash(idHash: string, removed = false): Promise<void> {
    await sessionDeleteByHash(this.db, idHash);
    await this.ended(idHash, removed);
  }

  /** Tells every instance that a session, deleted already, has ended. */
  private async ended(idHash: string, removed: boolean): Promise<void> {
    this.cache.delete(idHash);
    try {
      await this.bus.publishControl({
        type: 'session_ended',
        idHash,
        ...(removed && { removed }),
      });
    } catch {
      // Redis is down: this instance has acted already; the others stop trusting the session
      // within CACHE_TTL_MS.
      for (const handler of this.endedHandlers) handler(idHash, removed);
    }
  }

  /** Called on every instance when any session ends. */
  onEnded(handler: (idHash: string, removed: boolean) => void): void {
    this.endedHandlers.push(handler);
  }

  /**
   * Writes a session's 'last active' now, extending its expiry when due; a failure only leaves
   * the older time shown (the next touch extends it).
   */
  touch(idHash: string): void {
    sessionTouch(this.db, idHash, this.clock.now()).catch(() => undefined);
  }
}
