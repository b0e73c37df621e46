import type { AppContext } from '../../context/app-context';
import { Sweeper, expiredRowsDelete } from '../../context/sweeper';

/**
 * Expired sessions deleted per statement: each bite holds its row locks only briefly, and a
 * month's backlog of one-visit sessions still clears in a few bites an hour.
 */
export const SESSION_SWEEP_BATCH = 500;

/**
 * How often each instance looks. An expired session is refused the moment it expires (the
 * lookup reads its expiry); the sweep only frees the rows, so an hour late costs nothing.
 */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes up to `limit` sessions expired by the server clock. Rows are claimed with SKIP LOCKED,
 * so instances sweeping at once never take the same one, and a session being touched or ended
 * meanwhile is left for the next sweep. Nobody is told: an expired session's cookie stopped
 * working when it expired, and a live connection is checked when it opens, not after.
 */
export async function sessionsExpiredSweep(
  ctx: AppContext,
  limit = SESSION_SWEEP_BATCH,
): Promise<number> {
  return expiredRowsDelete(ctx, 'sessions', 'id_hash', limit);
}

/** The expired-session sweeper (see {@link Sweeper}): every hour, and once at start. */
export class SessionSweeper extends Sweeper {
  constructor(ctx: AppContext) {
    super(ctx, {
      everyMs: SWEEP_EVERY_MS,
      batch: SESSION_SWEEP_BATCH,
      name: 'expired session',
      bite: (c) => sessionsExpiredSweep(c),
    });
  }
}
