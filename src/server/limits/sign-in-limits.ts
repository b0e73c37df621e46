import type { Redis } from 'ioredis';
import type { HttpError } from '../http';
import { templateError } from '../http';
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

/** Counts failures in Redis, one window per key shared by every instance. */
const FAIL_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

const PEEK_SCRIPT = `
local n = tonumber(redis.call('GET', KEYS[1])) or 0
return {n, redis.call('PTTL', KEYS[1])}`;

/**
 * The key failures are counted under. A browser that has signed into the account before (and was
 * not removed in Linked Devices) counts on its own: strangers' failures never lock it out.
 */
export function signInLimitKey(userId: string, knownDeviceHash: string | null): string {
  return knownDeviceHash ? `${userId}:${knownDeviceHash}` : userId;
}

/**
 * Failed sign-ins per account: `check` refuses with 429 while an account has had
 * {@link SIGN_IN_FAILURES_MAX} failures in its window (before any password is compared, so a
 * locked account gives a guesser no answer), `fail` counts one. Counted on this instance and,
 * with `REDIS_URL`, in Redis, so every instance sees the same count; when Redis cannot answer,
 * this instance's count still holds.
 */
export class SignInLimits {
  private readonly local = new Map<string, Window>();

  constructor(
    private readonly redis: Redis | null,
    private readonly prefix: string,
    private readonly now: () => number = Date.now,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {}

  async check(key: string): Promise<void> {
    const here = this.window(key);
    let wait = here && here.count >= SIGN_IN_FAILURES_MAX ? here.until - this.now() : 0;
    const shared = await this.shared(PEEK_SCRIPT, key);
    if (shared && shared[0] >= SIGN_IN_FAILURES_MAX) wait = Math.max(wait, shared[1]);
    if (wait > 0) throw signInRefusal(wait);
  }

  async fail(key: string): Promise<void> {
    const now = this.now();
    const here = this.window(key) ?? { count: 0, until: now + SIGN_IN_WINDOW_MS };
    here.count++;
    this.local.set(key, here);
    if (this.local.size > 10_000) {
      for (const [k, w] of this.local) if (w.until <= now) this.local.delete(k);
    }
    await this.shared(FAIL_SCRIPT, key);
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
