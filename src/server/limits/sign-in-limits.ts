import type { Redis } from 'ioredis';
import type { HttpError } from '../kernel/http';
import { templateError } from '../kernel/http';
import { COUNT_WAIT_MS } from './user-limits';

/**
 * Failed sign-ins allowed per account (issue 27), on top of the per-address limit of the sign-in
 * routes: someone guessing from many addresses still gets only this many guesses at one account.
 * Ten is more than a person mistyping makes; fifteen minutes bounds how long a stranger who spends
 * those ten guesses keeps the owner out, and the owner's own browsers are counted apart (see
 * `signInLimitKey`), so a stranger cannot lock them out at all.
 */
export const SIGN_IN_FAILURES_MAX = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/** The count of one account (or one account on one browser) in the current window. */
interface Window {
  count: number;
  until: number;
}

/**
 * Takes one attempt in Redis, one window per key shared by every instance: INCR and PEXPIRE in
 * one script, so a key is never left counting without an expiry.
 */
const TAKE_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

/** Gives an attempt back (a sign-in that succeeded), never below zero nor reviving an expiry. */
const GIVE_BACK_SCRIPT = `
local n = tonumber(redis.call('GET', KEYS[1]))
if n and n > 0 then redis.call('DECR', KEYS[1]) end
return {n or 0, redis.call('PTTL', KEYS[1])}`;

/**
 * The key attempts are counted under. A browser that has signed into the account before (and was
 * not removed in Linked Devices) counts on its own: strangers' failures never lock it out.
 */
export function signInLimitKey(userId: string, knownDeviceHash: string | null): string {
  return knownDeviceHash ? `${userId}:${knownDeviceHash}` : userId;
}

/**
 * Sign-in attempts per account. `take` counts an attempt BEFORE any password is compared, and
 * refuses with 429 past {@link SIGN_IN_FAILURES_MAX} in the window; a sign-in that succeeds
 * calls `giveBack`, so what stays counted is the failures. Counting first is what holds against
 * parallel guesses: thirty tries sent at once each take their own number, and only ten reach a
 * comparison (reading the count and adding a failure after the slow scrypt let all thirty in).
 * Counted on this instance (synchronously, before any await) and, with `REDIS_URL`, in Redis
 * (INCR in one script), so every instance sees the same count; when Redis cannot answer, this
 * instance's count still holds.
 */
export class SignInLimits {
  private readonly local = new Map<string, Window>();

  constructor(
    private readonly redis: Redis | null,
    private readonly prefix: string,
    private readonly now: () => number = Date.now,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {}

  async take(key: string): Promise<void> {
    const now = this.now();
    const here = this.window(key) ?? { count: 0, until: now + SIGN_IN_WINDOW_MS };
    here.count++;
    this.local.set(key, here);
    if (this.local.size > 10_000) {
      for (const [k, w] of this.local) if (w.until <= now) this.local.delete(k);
    }
    let wait = here.count > SIGN_IN_FAILURES_MAX ? here.until - now : 0;
    const shared = await this.shared(TAKE_SCRIPT, key);
    if (shared && shared[0] > SIGN_IN_FAILURES_MAX) wait = Math.max(wait, shared[1], 1);
    if (wait > 0) throw signInRefusal(wait);
  }

  /** Gives back an attempt `take` counted: the sign-in succeeded, it was no failure. */
  async giveBack(key: string): Promise<void> {
    const here = this.window(key);
    if (here && here.count > 0) here.count--;
    await this.shared(GIVE_BACK_SCRIPT, key);
  }

  /** This instance's window of a key, while it lasts. */
  private window(key: string): Window | undefined {
    const w = this.local.get(key);
    if (w && w.until <= this.now()) {
      this.local.delete(key);
      return undefined;
    }
    return w;
  }

  /** [count, ms left] from Redis, or null without Redis or when it does not answer in time. */
  private async shared(script: string, key: string): Promise<[number, number] | null> {
    if (!this.redis || this.redis.status !== 'ready') return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      return (await Promise.race([
        this.redis.eval(script, 1, `${this.prefix}:signin:${key}`, SIGN_IN_WINDOW_MS),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('count not answered in time')), COUNT_WAIT_MS);
        }),
      ])) as [number, number];
    } catch (err) {
      this.onError(err);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}

/** 'Too many failed sign-ins for this account, retry in N min' (429). */
export function signInRefusal(waitMs: number): HttpError {
  return templateError(429, 'signInLocked', {
    minutes: String(Math.max(1, Math.ceil(waitMs / 60_000))),
  });
}
