import type { Redis } from 'ioredis';
import { templateError } from '../http';

/** What one person may do at most so often, counted across every device and instance. */
export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * The actions counted per person, and how much of each is allowed. Far above what someone typing
 * does (a few messages a second at the most, in bursts) or a tool importing a chat, yet one
 * script flooding can add only this much work for everyone else: 30 sends a second to a room of
 * ten is a few percent of one core. HTTP and the live connection count together: a send is a
 * send either way.
 */
export const USER_LIMITS = {
  /** Message sends, HTTP and live. */
  send: { max: 300, windowMs: 10_000 },
  /** Typing events: the client repeats one every few seconds while someone types. */
  typing: { max: 60, windowMs: 10_000 },
  /** Game moves and new games. */
  game: { max: 120, windowMs: 10_000 },
  /** Payments sent, and their status changes. */
  payment: { max: 120, windowMs: 60_000 },
  /** Payment requests. */
  paymentRequest: { max: 120, windowMs: 60_000 },
  /** Friend requests, their answers, and blocking. */
  friendRequest: { max: 60, windowMs: 60_000 },
  /** Uploads of any kind (photos, voice notes, avatars, videos). */
  upload: { max: 120, windowMs: 60_000 },
  /** Calls rung. */
  call: { max: 20, windowMs: 60_000 },
  /** A call's set-up messages: a browser sends dozens of ICE candidates per call. */
  callSignal: { max: 600, windowMs: 10_000 },
  /** Live connections opened: a page opens one, and again after every network change. */
  connect: { max: 120, windowMs: 60_000 },
  /** Every other change (lists, settings, stars, statuses...). */
  write: { max: 1_200, windowMs: 60_000 },
} satisfies Record<string, Limit>;

export type UserAction = keyof typeof USER_LIMITS;
export type UserLimitTable = Record<UserAction, Limit>;

/**
 * How long an action waits for Redis's count. Redis answers in well under a millisecond; one that
 * is cut off can take its command timeout (a second) to say so, and a send must not wait that
 * long on a guard: past this, the action goes ahead uncounted.
 */
export const COUNT_WAIT_MS = 150;

/** How a refusal says when to try again: '1 second', '8 seconds'. */
export function retryText(ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000));
  return s === 1 ? '1 second' : `${s} seconds`;
}

/** A fixed-window counter: how many so far in the current window, and when it ends (ms). */
export interface Counter {
  /** Counts one; answers the count including it and the ms left in its window. */
  hit(key: string, windowMs: number): Promise<{ count: number; leftMs: number }>;
}

/** One instance's counter, for a single server (no Redis). */
export class MemoryCounter implements Counter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<{ count: number; leftMs: number }> {
    const now = this.now();
    let w = this.windows.get(key);
    if (!w || w.endsAt <= now) {
      // Ended windows go when a new one starts, at most once per window length: the map holds
      // only the people active lately.
      if (this.windows.size > 10_000) this.dropEnded(now);
      w = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count++;
    return { count: w.count, leftMs: w.endsAt - now };
  }

  private dropEnded(now: number): void {
    for (const [key, w] of this.windows) if (w.endsAt <= now) this.windows.delete(key);
  }
}

/**
 * INCR and, for the first hit of a window, PEXPIRE, in one round trip; answers the count and the
 * ms left. A key left without expiry (a lost PEXPIRE) is given one, so it cannot count forever.
 */
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if n == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}`;

/** The counter every instance shares, in Redis. */
export class RedisCounter implements Counter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number): Promise<{ count: number; leftMs: number }> {
    // Disconnected, a command would fail anyway (no offline queue): say so without asking.
    if (this.redis.status !== 'ready') throw new Error(`Redis is ${this.redis.status}`);
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const [count, leftMs] = (await Promise.race([
        this.redis.eval(HIT_SCRIPT, 1, `${this.prefix}:ul:${key}`, windowMs),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('count not answered in time')), COUNT_WAIT_MS);
        }),
      ])) as [number, number];
      return { count, leftMs };
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * Per-person limits (issue 18): `take` counts an action and refuses it with 429 ('Rate limit
 * exceeded, retry in …') once the person is over. When the counter cannot answer (Redis away),
 * the action goes ahead: the limits are a guard against floods, and an outage must not stop
 * everyone's messages.
 */
export class UserLimits {
  constructor(
    private readonly counter: Counter,
    private readonly limits: UserLimitTable,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {}

  async take(userId: string, action: UserAction): Promise<void> {
    const limit = this.limits[action];
    let hit: { count: number; leftMs: number };
    try {
      hit = await this.counter.hit(`${action}:${userId}`, limit.windowMs);
    } catch (err) {
      this.onError(err);
      return;
    }
    if (hit.count > limit.max) {
      throw templateError(429, 'rateLimited', { after: retryText(hit.leftMs) });
    }
  }
}
