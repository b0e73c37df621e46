import { and, eq, lt } from 'drizzle-orm';
import { PAYMENT_SETTLE_DELAY_MS } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { payments } from '../../db/schema';
import { paymentSettle } from './settle';

/** How often each instance looks for payments left pending (an instance died, a timer lost). */
const SWEEP_EVERY_MS = 10_000;
/** How old a pending payment must be before the sweep settles it: past any payer's own call. */
const SWEEP_AFTER_MS = 10_000;
const SWEEP_BATCH = 100;

/**
 * The server settles every payment itself, so none stays pending when the payer's tab closes
 * before its 2 s call (spec core 4). A timer per new payment does it on time; a periodic sweep
 * catches what a stopped instance left behind. Settling is idempotent, so racing the payer's own
 * call, or another instance's sweep, is harmless.
 */
export class PaymentSettler {
  /** Tests shorten it to watch the server settle on its own. */
  delayMs = PAYMENT_SETTLE_DELAY_MS;
  /** Pending payments' timers by payment id. */
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<unknown>>();
  private sweeper: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly ctx: AppContext) {}

  start(): void {
    this.sweeper = setInterval(() => this.track(this.sweep()), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  /** Settles `id` once its delay has passed. */
  schedule(id: string): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(id);
      this.track(this.settle(id));
    }, this.delayMs);
    timer.unref();
    this.timers.set(id, timer);
  }

  /** The payment was settled some other way (the payer asked): its timer has nothing to do. */
  settled(id: string): void {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.sweeper);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  private track(work: Promise<unknown>): void {
    this.running.add(work);
    void work.finally(() => this.running.delete(work));
  }

  private async settle(id: string): Promise<void> {
    if (this.closed) return;
    try {
      await paymentSettle(this.ctx, id, null);
    } catch (err) {
      this.ctx.log.warn({ err, paymentId: id }, 'payment settlement failed; the sweep retries it');
    }
  }

  /** Settles payments left pending too long; run every 10 s, and by tests. */
  async sweep(): Promise<void> {
    try {
      const stale = await this.ctx.db
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.status, 'pending'),
            lt(payments.createdAt, new Date(Date.now() - SWEEP_AFTER_MS)),
          ),
        )
        .limit(SWEEP_BATCH);
      for (const { id } of stale) await this.settle(id);
    } catch (err) {
      this.ctx.log.warn({ err }, 'payment sweep failed');
    }
  }
}
