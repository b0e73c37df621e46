import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/retry';

/**
 * Holds, until the transaction ends, the lock of everything between two people: friend requests
 * either way, the friendship's two rows, and blocks. Two people asking each other at the same
 * moment, or one accepting while the other blocks, then run one after the other instead of
 * locking rows in opposite orders (a deadlock) or deciding on what the other is changing.
 */
export async function pairLock(tx: Tx, a: string, b: string): Promise<void> {
  const key = a < b ? `friends:${a}:${b}` : `friends:${b}:${a}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
