import type { AppContext } from '../../context';
import { BURN_BATCH, burnerSweep } from './burn';

/**
 * How often each instance looks for burner messages past their 24 h (spec core 9). Reads burn at
 * once (the read report does it); expiry only needs to be on time to the half minute.
 */
const SWEEP_EVERY_MS = 30_000;

/**
 * The burner sweeper: one per instance, started with the app and stopped when it closes. It
 * runs once at start (what expired while the server was down goes first), then every 30 s.
 * Instances share the work safely: `burnerSweep` claims rows with SKIP LOCKED.
 */
export class BurnerSweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | null = null;
  private closed = false;

  constructor(private readonly ctx: AppContext) {}

  start(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  /** Burns everything due, batch after batch; tests call it after moving the clock. */
  async sweep(): Promise<number> {
    // One sweep at a time per instance; a caller during one waits for it, then runs its own.
    while (this.running) await this.running.catch(() => 0);
    if (this.closed) return 0;
    this.running = this.sweepAll();
    try {
      return await this.running;
    } finally {
      this.running = null;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.running?.catch(() => 0);
  }

  private async sweepAll(): Promise<number> {
    let total = 0;
    try {
      for (;;) {
        const burnt = await burnerSweep(this.ctx, { limit: BURN_BATCH });
        total += burnt;
        if (burnt < BURN_BATCH || this.closed) return total;
      }
    } catch (err) {
      this.ctx.log.warn({ err }, 'burner sweep failed; the next one retries');
      return total;
    }
  }
}
