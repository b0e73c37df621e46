import type { AppContext } from '../../context/app-context';
import { Sweeper } from '../../context/sweeper';
import { BURN_BATCH, burnerSweep } from './burn';
import { burnerWakesClear } from './settle';

/**
 * How often each instance looks for burner messages past their 24 h (spec core 9). Reading
 * windows end on their own timer (`settle.ts`); expiry only needs to be on time to the half
 * minute, and so does a window whose timer was on an instance that stopped.
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
    this.appCtx = ctx;
  }

  private readonly appCtx: AppContext;

  override async close(): Promise<void> {
    burnerWakesClear(this.appCtx);
    await super.close();
  }
}
