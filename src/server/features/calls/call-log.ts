import { and, eq } from 'drizzle-orm';
import type { Call, CallLine, CallOutcome } from '../../../protocol';
import { callLineEnglish } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { calls } from '../../db/schema';
import { messageSend } from '../messages/send';
import { callNoAnswer } from './relay';

type CallRow = typeof calls.$inferSelect;

/** Who is known to be in a call already, per instance: a call's candidates write nothing. */
const JOINED_SEEN_MAX = 10_000;

/**
 * How each call went (issue 32 'Calls in the chat'), kept in `calls` so that the line it leaves
 * ('Missed video call', 'Video call · 4:32', 'Call declined') is written exactly once, by
 * whichever instance hears the end first: the end is claimed by one UPDATE ... WHERE ended_at
 * IS NULL under the row's lock.
 *
 * - Ringing: the caller is in, nobody else.
 * - Someone other than the caller sends a set-up message: they are in, and the call was
 *   answered (its time counts from the first such).
 * - Someone hangs up: they are out. Unanswered, the caller hanging up (or nobody answering in
 *   time, `ringRanOut`) makes it missed, and in a one-to-one chat the other declining makes it
 *   declined; one member of a group declining leaves it ringing for the rest. Answered, it ends
 *   when one of two hangs up, or in a group when the last one in leaves.
 */
export class CallLog {
  private readonly seen = new Set<string>();
  /** Calls whose row is being written: what happens to them next waits for it. */
  private readonly starting = new Map<string, Promise<unknown>>();

  constructor(private readonly ctx: AppContext) {}

  /** The caller rang (again: a second ring of the same call changes nothing). */
  async started(call: Call): Promise<void> {
    const key = `${call.conversationId}\n${call.callId}`;
    const written = this.ctx.db
      .insert(calls)
      .values({
        conversationId: call.conversationId,
        callId: call.callId,
        callerId: call.from,
        callType: call.callType,
        startedAt: this.ctx.clock.now(),
        joined: [call.from],
      })
      .onConflictDoNothing()
      // Run once, here: a query builder would run again for each who awaits it.
      .then(() => undefined);
    this.starting.set(key, written);
    try {
      await written;
    } finally {
      this.starting.delete(key);
    }
  }

  /** `who` sent a set-up message: they are in the call. Once per person and call here. */
  async joined(conversationId: string, callId: string, who: string): Promise<void> {
    const key = `${conversationId}\n${callId}\n${who}`;
    if (this.seen.has(key)) return;
    await this.change(conversationId, callId, (row) => {
      if (row.joined.includes(who)) return {};
      return {
        joined: [...row.joined, who],
        answeredAt: row.answeredAt ?? (who === row.callerId ? null : this.ctx.clock.now()),
      };
    });
    if (this.seen.size >= JOINED_SEEN_MAX) this.seen.clear();
    this.seen.add(key);
  }

  /** `who` ended, declined or left; `direct`: a one-to-one chat. */
  async left(conversationId: string, callId: string, who: string, direct: boolean): Promise<void> {
    this.seen.delete(`${conversationId}\n${callId}\n${who}`);
    await this.change(conversationId, callId, (row) => {
      const joined = row.joined.filter((id) => id !== who);
      return { joined, outcome: CallLog.outcome(row, who, joined, direct) };
    });
  }

  /**
   * Nobody answered in time (`rings.ts`, or the sweep for a ring whose instance stopped): missed,
   * and the members told. Someone who came in meanwhile, maybe through another instance, keeps
   * the call going, and nobody is told 'no answer'. When the row cannot be read, the members are
   * told anyway: phones must not ring on.
   */
  async ringRanOut(ring: { conversationId: string; callId: string; from: string }): Promise<void> {
    const ended = await this.change(ring.conversationId, ring.callId, (row) =>
      row.answeredAt ? {} : { outcome: 'missed' as const },
    ).catch((err: unknown) => {
      this.ctx.log.warn({ err, callId: ring.callId }, 'call log failed');
      return true;
    });
    if (ended) await callNoAnswer(this.ctx, ring);
  }

  /** Everyone in it went without a word (their instance stopped): over, as if they hung up. */
  async abandoned(conversationId: string, callId: string): Promise<void> {
    await this.change(conversationId, callId, (row) => ({
      joined: [],
      outcome: row.answeredAt ? ('ended' as const) : ('missed' as const),
    }));
  }

  private static outcome(
    row: CallRow,
    who: string,
    joined: string[],
    direct: boolean,
  ): CallOutcome | undefined {
    if (!row.answeredAt) {
      if (who === row.callerId) return 'missed';
      return direct ? 'declined' : undefined;
    }
    return direct || joined.length === 0 ? 'ended' : undefined;
  }

  /**
   * Changes an open call's row under its lock; when the change ends it, writes its line after
   * the commit (and says so). A call that never rang here (or has ended) is left alone.
   */
  private async change(
    conversationId: string,
    callId: string,
    next: (row: CallRow) => Partial<Pick<CallRow, 'joined' | 'answeredAt'>> & {
      outcome?: CallOutcome;
    },
  ): Promise<boolean> {
    // A ring that runs out, or an answer, while a busy database still writes the call's row.
    await this.starting.get(`${conversationId}\n${callId}`)?.catch(() => undefined);
    const where = and(eq(calls.conversationId, conversationId), eq(calls.callId, callId));
    const ended = await this.ctx.db.transaction(async (tx) => {
      const [row] = await tx.select().from(calls).where(where).for('update');
      if (!row || row.endedAt) return null;
      const { outcome, ...rest } = next(row);
      if (!outcome && Object.keys(rest).length === 0) return null;
      const endedAt = outcome ? this.ctx.clock.now() : null;
      await tx
        .update(calls)
        .set({ ...rest, ...(outcome ? { outcome, endedAt } : {}) })
        .where(where);
      return outcome ? { ...row, ...rest, outcome, endedAt } : null;
    });
    if (ended) await this.lineWrite(ended);
    return !!ended;
  }

  /** The call's line in its chat, in the caller's name, through the ordinary send path. */
  private async lineWrite(row: CallRow): Promise<void> {
    const outcome = row.outcome as CallOutcome;
    const line: CallLine = {
      kind: 'call',
      callId: row.callId,
      callType: row.callType === 'audio' ? 'audio' : 'video',
      outcome,
      ...(outcome === 'ended' && row.answeredAt && row.endedAt
        ? { durationSec: Math.round((row.endedAt.getTime() - row.answeredAt.getTime()) / 1000) }
        : {}),
    };
    try {
      await messageSend(this.ctx, row.callerId, {
        conversationId: row.conversationId,
        content: callLineEnglish(line),
        messageType: 'call',
        metadata: { ...line },
        // One line per call, however many times it is tried.
        clientId: `call-${row.callId}`.slice(0, 64),
      });
    } catch (err) {
      // The caller left the group or was blocked meanwhile: the call leaves no line.
      this.ctx.log.warn({ err, callId: row.callId }, 'call line not written');
    }
  }
}
