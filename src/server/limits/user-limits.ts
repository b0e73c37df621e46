import type { Redis } from 'ioredis';
import type { HttpError } from '../kernel/http';
import { templateError } from '../kernel/http';
import type { Limit, UserAction, UserLimitTable } from '../kernel/limit-table';

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

/** A counter's answer: allowed, or refused until `retryMs` from now. */
export interface Hit {
  allowed: boolean;
  retryMs: number;
}

/**
 * Counts one action against a limit, by the generic cell rate algorithm: each key keeps the time
 * its next action is due (`due`); an action is allowed while `due` is no more than burst - 1
 * intervals ahead of now, and moves it one interval on.
 */
export interface Counter {
  hit(key: string, limit: Limit): Promise<Hit>;
}

/** The interval between actions and how far ahead `due` may run, in ms. */
function cell(limit: Limit): { interval: number; ahead: number } {
  const interval = limit.windowMs / limit.max;
  return { interval, ahead: interval * (limit.burst - 1) };
}

/** One instance's counter, for a single server (no Redis). */
export class MemoryCounter implements Counter {
  /** key → when its next action is due (ms). */
  private readonly due = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, limit: Limit): Promise<Hit> {
    return this.hitNow(key, limit);
  }

  /** The same, answered at once. */
  hitNow(key: string, limit: Limit): Hit {
    const now = this.now();
    const { interval } = cell(limit);
    const retryMs = this.waitMs(key, limit);
    if (retryMs > 0) return { allowed: false, retryMs };
    const due = Math.max(this.due.get(key) ?? now, now);
    // Keys due in the past are as good as absent: they go when many have gathered, so the map
    // holds only the people active lately.
    if (this.due.size > 10_000) this.dropPast(now);
    this.due.set(key, due + interval);
    return { allowed: true, retryMs: 0 };
  }

  /** How long (ms) until the key's next action is allowed; 0 when it would be now. */
  waitMs(key: string, limit: Limit): number {
    const due = this.due.get(key);
    return due === undefined ? 0 : Math.max(0, due - this.now() - cell(limit).ahead);
  }

  /** Refuses the key for `retryMs` from now (another instance's count said so). */
  hold(key: string, limit: Limit, retryMs: number): void {
    this.due.set(key, this.now() + cell(limit).ahead + retryMs);
  }

  private dropPast(now: number): void {
    for (const [key, due] of this.due) if (due <= now) this.due.delete(key);
  }
}

/**
 * The same in one round trip, on Redis's clock (every instance's counts meet on one clock). The
 * key expires when it is due: past that it would allow a full burst anyway.
 */
const HIT_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local interval = tonumber(ARGV[1])
local ahead = tonumber(ARGV[2])
local due = tonumber(redis.call('GET', KEYS[1])) or now
if due < now then due = now end
if due - now > ahead then return {0, math.ceil(due - now - ahead)} end
redis.call('SET', KEYS[1], tostring(due + interval), 'PX', math.ceil(due + interval - now))
return {1, 0}`;

/** The counter every instance shares, in Redis. */
export class RedisCounter implements Counter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, limit: Limit): Promise<Hit> {
    // Disconnected, a command would fail anyway (no offline queue): say so without asking.
    if (this.redis.status !== 'ready') throw new Error(`Redis is ${this.redis.status}`);
    const { interval, ahead } = cell(limit);
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const [allowed, retryMs] = (await Promise.race([
        this.redis.eval(HIT_SCRIPT, 1, `${this.prefix}:ul:${key}`, interval, ahead),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('count not answered in time')), COUNT_WAIT_MS);
        }),
      ])) as [number, number];
      return { allowed: allowed === 1, retryMs };
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * Per-person limits (issue 18): `take` counts an action and refuses it with 429 ('Rate limit
 * exceeded, retry in …') once the person is over.
 *
 * Each action is counted on this instance first, then, when there is one, in the counter every
 * instance shares (Redis). What this instance refuses costs no round trip, and is known before
 * `take` first waits (the gateway relies on it to drop the rest of a flooding socket's frames).
 * When the shared counter cannot answer (Redis away, or slow on an overloaded server) the action
 * goes ahead, counted only here: an outage must not stop everyone's messages, and a flood still
 * meets this instance's count.
 *
 * A refusal from the shared counter is kept in this instance's count until the next action is
 * due, so a flood past the limit is refused here without asking again: a map lookup each.
 */
export class UserLimits {
  private readonly local: MemoryCounter;

  constructor(
    private readonly shared: Counter | null,
    private readonly limits: UserLimitTable,
    private readonly onError: (err: unknown) => void = () => undefined,
    now: () => number = Date.now,
  ) {
    this.local = new MemoryCounter(now);
  }

  async take(userId: string, action: UserAction): Promise<void> {
    const key = `${action}:${userId}`;
    const limit = this.limits[action];
    const here = this.local.hitNow(key, limit);
    if (!here.allowed) throw refusal(here.retryMs);
    if (!this.shared) return;
    let hit: Hit;
    try {
      hit = await this.shared.hit(key, limit);
    } catch (err) {
      this.onError(err);
      return;
    }
    if (!hit.allowed) {
      this.local.hold(key, limit, hit.retryMs);
      throw refusal(hit.retryMs);
    }
  }

  /** How long (ms) this person is still refused this action, as far as this instance knows. */
  refusedFor(userId: string, action: UserAction): number {
    return this.local.waitMs(`${action}:${userId}`, this.limits[action]);
  }
}

/** The refusal of an action over its limit, with when to try again. */
export function refusal(retryMs: number): HttpError {
  return templateError(429, 'rateLimited', { after: retryText(retryMs) });
}
