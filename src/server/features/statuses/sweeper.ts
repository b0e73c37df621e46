import type { AppContext } from '../../context/app-context';
import { Sweeper, expiredRowsDelete } from '../../context/sweeper';

/** Expired statuses deleted per transaction: a backlog goes in short bites. */
export const STATUS_SWEEP_BATCH = 200;

/**
 * How often each instance looks. Reads already leave out an expired status the moment it
 * expires; the sweep only frees the rows, so a few minutes late costs nothing.
 */
const SWEEP_EVERY_MS = 5 * 60 * 1000;

/**
 * Deletes up to `limit` statuses whose 24 h are over by the server clock, with their views and
 * likes. Rows are claimed with SKIP LOCKED, so instances never take the same one. A photo's
 * object is left to the unsent-object sweep, which takes it once no status uses it.
 */
export async function statusesExpiredSweep(
  ctx: AppContext,
  limit = STATUS_SWEEP_BATCH,
): Promise<number> {
  return expiredRowsDelete(ctx, 'statuses', 'id', limit);
}

/** The expired-status sweeper (see {@link Sweeper}): every 5 minutes, and once at start. */
export class StatusSweeper extends Sweeper {
  constructor(ctx: AppContext) {
    super(ctx, {
      everyMs: SWEEP_EVERY_MS,
      batch: STATUS_SWEEP_BATCH,
      name: 'expired status',
      bite: (c) => statusesExpiredSweep(c),
    });
  }
}
