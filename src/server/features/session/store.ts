import type { Db } from '../../db/connect';
import type { Bus } from '../../realtime/bus';
import { sessionDeleteByHash, sessionFind, tokenHash } from './service';

/**
 * How long a looked-up session is trusted without asking the database again. Sign-out reaches
 * every instance at once over the bus; this bounds how long a session can outlive it if that
 * word is lost (Redis down at that moment).
 */
const CACHE_TTL_MS = 60_000;
/** Enough for every active session of a busy instance; the oldest entries go first. */
const CACHE_MAX = 100_000;

export interface SessionRef {
  userId: string;
  /** The stored hash of the cookie value: names the session without revealing the cookie. */
  idHash: string;
}

/**
 * Sessions as requests see them: looked up once, then answered from memory (a request needs no
 * query to know who is asking). Ending a session tells every instance, which forgets it and
 * closes its live connections.
 */
export class SessionStore {
  private readonly cache = new Map<string, { userId: string; until: number }>();
  private readonly endedHandlers: Array<(idHash: string) => void> = [];

  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
  ) {
    bus.subscribeControl((message) => {
      if (message.type !== 'session_ended') return;
      this.cache.delete(message.idHash);
      for (const handler of this.endedHandlers) handler(message.idHash);
    });
  }

  /** The session a cookie value names, or null (unknown, expired, ended). */
  async lookup(token: string | undefined): Promise<SessionRef | null> {
    if (!token || token.length > 64) return null;
    const idHash = tokenHash(token);
    const now = Date.now();
    const cached = this.cache.get(idHash);
    if (cached && cached.until > now) return { userId: cached.userId, idHash };
    this.cache.delete(idHash);
    const found = await sessionFind(this.db, idHash);
    if (!found || found.expiresAt <= now) return null;
    if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(idHash, {
      userId: found.userId,
      until: Math.min(now + CACHE_TTL_MS, found.expiresAt),
    });
    return { userId: found.userId, idHash };
  }

  /** Ends a session everywhere: stored no more, forgotten by every instance, sockets closed. */
  async end(token: string | undefined): Promise<void> {
    if (!token || token.length > 64) return;
    const idHash = tokenHash(token);
    await sessionDeleteByHash(this.db, idHash);
    this.cache.delete(idHash);
    try {
      await this.bus.publishControl({ type: 'session_ended', idHash });
    } catch {
      // Redis is down: this instance has acted already; the others stop trusting the session
      // within CACHE_TTL_MS.
      for (const handler of this.endedHandlers) handler(idHash);
    }
  }

  /** Called on every instance when any session ends. */
  onEnded(handler: (idHash: string) => void): void {
    this.endedHandlers.push(handler);
  }
}
