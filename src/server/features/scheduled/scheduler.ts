import { and, asc, eq, gt, inArray, lt, lte, or } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import { scheduledMessages } from '../../db/schema';
import { HttpError } from '../../kernel/http';
import { messageSend } from '../messages/send';
import { scheduledPublish } from './service';
import type { ScheduledRow } from './view';
import { scheduledView } from './view';

/**
 * How often each instance looks for due messages. A message is normally sent by a timer set
 * for its moment (see `wake`); this sweep catches what that timer cannot know: items scheduled
 * on another instance, and items an instance claimed and then died with. It bounds how late
 * such a message can be.
 */
export const SCHEDULED_SWEEP_EVERY_MS = 15_000;

/**
 * How long a claim keeps other instances off a due item. A send takes milliseconds; this only
 * matters when the claiming instance died between claim and mark, and then the item goes out
 * this much later from another instance (still exactly once, see below).
 */
export const SCHEDULED_LEASE_MS = 30_000;

/** Most items one claim takes: one statement's worth, small enough to finish before the lease. */
const CLAIM_BATCH = 50;

/**
 * Takes up to `limit` due items for this instance, in one statement (its own transaction).
 *
 * A pending item whose `updated_at` is earlier than its `send_at` has never been claimed: every
 * write a sender makes happens while the moment is still ahead (service.ts), and a claim writes
 * `updated_at = now`, which is at or after the moment. So an item is free when it is due and
 * either never claimed or claimed longer than the lease ago (its claimer died). `FOR UPDATE SKIP
 * LOCKED` makes two instances claiming at once take different rows instead of the same one or
 * waiting on each other.
 */
export async function scheduledClaim(
  ctx: AppContext,
  now: Date,
  limit = CLAIM_BATCH,
): Promise<ScheduledRow[]> {
  const t = scheduledMessages;
  const free = ctx.db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.status, 'pending'),
        lte(t.sendAt, now),
        or(
          lt(t.updatedAt, t.sendAt),
          lte(t.updatedAt, new Date(now.getTime() - SCHEDULED_LEASE_MS)),
        ),
      ),
    )
    .orderBy(asc(t.sendAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await ctx.db
    .update(t)
    .set({ updatedAt: now })
    .where(inArray(t.id, free))
    .returning();
  return rows.sort((a, b) => a.sendAt.getTime() - b.sendAt.getTime());
}

/**
 * Sends scheduled messages at their moment, on every instance, each exactly once.
 *
 * Exactly once, step by step: an instance claims due rows (above), then sends each through the
 * normal send path with clientId `scheduled-<id>`, then marks it sent. The send is its own
 * transaction (messageSend batches, on connections of its own), never inside the claim.
 * - Two instances never claim one row at once (the row lock and the claim's lease).
 * - An instance that dies after sending but before marking leaves the row claimed; once the
 *   lease runs out another instance sends it again with the same clientId, and the unique index
 *   on (conversation, sender, clientId) hands back the first message instead of a second one.
 * - An instance that dies after claiming but before sending: the same, and the send is the first.
 */
export class ScheduledSender {
  private interval: NodeJS.Timeout | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** When the armed timer fires (ms since epoch, on this process's clock). */
  private timerAt = Infinity;
  private sweeping: Promise<void> | null = null;
  private again = false;
  private closed = false;

  constructor(private readonly ctx: AppContext) {}

  /** Starts the periodic sweep and sends at once what fell due while the server was down. */
  start(): void {
    this.interval = setInterval(() => void this.sweep(), SCHEDULED_SWEEP_EVERY_MS);
    this.interval.unref();
    void this.sweep();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.interval);
    clearTimeout(this.timer);
    await this.sweeping;
  }

  /** An item falls due at `sendAt`: sweep then if that comes before the next periodic sweep. */
  wake(sendAt: Date): void {
    if (this.closed) return;
    const delay = Math.max(0, sendAt.getTime() - this.ctx.clock.now().getTime());
    if (delay >= SCHEDULED_SWEEP_EVERY_MS) return;
    const at = Date.now() + delay;
    if (at >= this.timerAt) return;
    clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timerAt = Infinity;
      void this.sweep();
    }, delay);
    this.timer.unref();
  }

  /**
   * Sends everything due now. A call while a sweep runs makes that sweep go round once more,
   * and resolves when it has; tests call it to stand in for the timers.
   */
  sweep(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.sweeping) {
      this.again = true;
      return this.sweeping;
    }
    this.sweeping = (async () => {
      do {
        this.again = false;
        await this.sweepOnce();
      } while (this.again && !this.closed);
    })().finally(() => {
      this.sweeping = null;
    });
    return this.sweeping;
  }

  private async sweepOnce(): Promise<void> {
    try {
      for (;;) {
        const now = this.ctx.clock.now();
        const claimed = await scheduledClaim(this.ctx, now);
        for (const row of claimed) {
          if (this.closed) return;
          await this.deliver(row);
        }
        if (claimed.length < CLAIM_BATCH) break;
      }
      await this.wakeForNext();
    } catch (err) {
      // The database is away: the next sweep tries again; nothing was lost (rows stay pending).
      this.ctx.log.warn({ err }, 'scheduled sweep failed');
    }
  }

  /** Arms the timer for the soonest item still ahead (due ones are claimed or leased). */
  private async wakeForNext(): Promise<void> {
    const t = scheduledMessages;
    const [next] = await this.ctx.db
      .select({ sendAt: t.sendAt })
      .from(t)
      .where(and(eq(t.status, 'pending'), gt(t.sendAt, this.ctx.clock.now())))
      .orderBy(asc(t.sendAt))
      .limit(1);
    if (next) this.wake(next.sendAt);
  }

  /** Sends one claimed row; its failure is logged and retried after the lease, never fatal. */
  private async deliver(row: ScheduledRow): Promise<void> {
    try {
      // Left the conversation meanwhile: they may no longer write there.
      if (!(await this.ctx.members.has(row.conversationId, row.senderId))) {
        await this.finish(row, 'cancelled', null);
        return;
      }
      const { message } = await messageSend(this.ctx, row.senderId, {
        conversationId: row.conversationId,
        content: row.content,
        messageType: 'text',
        isBurner: row.isBurner,
        clientId: `scheduled-${row.id}`,
      });
      await this.finish(row, 'sent', message.id);
    } catch (err) {
      // The send path refused it for good (not a member by the time it was stored): it will
      // never go, so it is cancelled rather than retried forever.
      if (err instanceof HttpError && err.status < 500) {
        await this.finish(row, 'cancelled', null).catch(() => undefined);
        return;
      }
      this.ctx.log.warn({ err, scheduledId: row.id }, 'scheduled send failed; retried later');
    }
  }

  /** Marks the row done and tells the sender's devices; a row already done is left alone. */
  private async finish(
    row: ScheduledRow,
    status: 'sent' | 'cancelled',
    messageId: string | null,
  ): Promise<void> {
    const [done] = await this.ctx.db
      .update(scheduledMessages)
      .set({ status, messageId, updatedAt: this.ctx.clock.now() })
      .where(and(eq(scheduledMessages.id, row.id), eq(scheduledMessages.status, 'pending')))
      .returning();
    if (done) await scheduledPublish(this.ctx, scheduledView(done));
  }
}
