import { sql } from 'drizzle-orm';
import type { AppContext } from './app-context';
import { dbRows } from '../db/rows';

export interface SweepJob {
  /** How often each instance sweeps. */
  everyMs: number;
  /** Rows one bite takes at most: a bite that took fewer means nothing more is due. */
  batch: number;
  /** What the log calls it when a sweep fails. */
  name: string;
  /** One bite: handles up to `batch` due rows and says how many it handled. */
  bite(ctx: AppContext): Promise<number>;
}

/**
 * A periodic sweep of due rows (burner messages past their 24 h, uploads no message took): one
 * per instance, started with the app and stopped when it closes. It runs once at start (what
 * fell due while the server was down goes first), then every `everyMs`, bite after bite until a
 * bite comes back short. Instances share the work safely as long as each bite claims its rows
 * with SKIP LOCKED. A failed sweep is logged and the next one retries.
 */
export class Sweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | null = null;
  private closed = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly job: SweepJob,
  ) {}

  start(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), this.job.everyMs);
    this.timer.unref();
  }

  /** Handles everything due now; tests call it after moving the clock. */
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
        const done = await this.job.bite(this.ctx);
        total += done;
        if (done < this.job.batch || this.closed) return total;
      }
    } catch (err) {
      this.ctx.log.warn({ err }, `${this.job.name} sweep failed; the next one retries`);
      return total;
    }
  }
}

/**
 * Deletes up to `limit` rows of `table` whose `expires_at` is past by the server clock, oldest
 * first; answers how many. Rows are claimed with SKIP LOCKED, so instances sweeping at once never
 * take the same one, and a row being written meanwhile is left for the next sweep.
 */
export async function expiredRowsDelete(
  ctx: AppContext,
  table: 'sessions' | 'statuses',
  key: 'id_hash' | 'id',
  limit: number,
): Promise<number> {
  const t = sql.identifier(table);
  const k = sql.identifier(key);
  const gone = await dbRows<Record<string, string>>(
    ctx.db,
    sql`delete from ${t} where ${k} in (
        select ${k} from ${t}
        where expires_at <= ${ctx.clock.now().toISOString()}::timestamptz
        order by expires_at
        limit ${limit}
        for update skip locked)
      returning ${k}`,
  );
  return gone.length;
}
