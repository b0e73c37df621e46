import type { Db } from './connect';

/** An open transaction, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** serialization_failure and deadlock_detected: the transaction may simply be run again. */
const RETRYABLE = new Set(['40001', '40P01']);

/** How many times a transaction is tried before its error is passed on. */
const ATTEMPTS = 5;

/** The SQLSTATE of a database error, wherever it sits in the chain of causes (Drizzle wraps).
 * Node's own codes (EPIPE) have no digit; every SQLSTATE has one. */
export function sqlState(err: unknown): string | null {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (typeof e.code === 'string' && /^(?=.*\d)[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return null;
}

const retryable = (err: unknown) => RETRYABLE.has(sqlState(err) ?? '');

/**
 * Runs `fn` in a transaction, again from the start when PostgreSQL gave up on it because of
 * another transaction (a deadlock or a serialization failure), after a short random pause so
 * the two do not meet again. Nothing of a failed attempt was committed, so running it again is
 * safe as long as `fn` does its work only through `tx`.
 */
export async function txRetry<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(fn);
    } catch (err) {
      if (attempt >= ATTEMPTS || !retryable(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
