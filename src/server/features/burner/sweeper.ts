import type { AppContext } from '../../context';
import { Sweeper } from '../../sweeper';
import { BURN_BATCH, burnerSweep } from './burn';

/**
 * How often each instance looks for burner messages past their 24 h (spec core 9). Reads burn at
 * once (the read report does it); expiry only needs to be on time to the half minute.
 */
const SWEEP_EVERY_MS = 30_000;

/**
 * The burner sweeper (see {@link Sweeper}): every 30 s, and once at start. Instances share the
 * work safely: `burnerSweep` claims rows with SKIP LOCKED.
 */
export class BurnerSweeper extends Sweeper {
  constructor(ctx: AppContext) {
    super(ctx, {
      everyMs: SWEEP_EVERY_MS,
      batch: BURN_BATCH,
      name: 'burner',
      bite: (c) => burnerSweep(c, { limit: BURN_BATCH }),
    });
  }
}
