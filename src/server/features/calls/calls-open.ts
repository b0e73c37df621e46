import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { CallUnderWay } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { calls } from '../../db/schema';
import type { CallLog } from './call-log';

/**
 * The newest call under way in a chat (or the one named `callId`, if still under way), from
 * `calls`, with who is in it (whichever instance each came through). A call nobody in it is connected to is not offered to join: the instance
 * that held them stopped before they could leave, and `CallSweep` ends it.
 */
export async function callUnderWay(
  ctx: AppContext,
  conversationId: string,
  callId?: string,
): Promise<CallUnderWay | null> {
  const [row] = await ctx.db
    .select()
    .from(calls)
    .where(
      and(
        eq(calls.conversationId, conversationId),
        isNull(calls.endedAt),
        callId === undefined ? undefined : eq(calls.callId, callId),
      ),
    )
    .orderBy(desc(calls.startedAt))
    .limit(1);
  if (!row || row.joined.length === 0) return null;
  if ((await ctx.presence.onlineAmong(row.joined)).size === 0) return null;
  return {
    callId: row.callId,
    conversationId: row.conversationId,
    from: row.callerId,
    callType: row.callType === 'audio' ? 'audio' : 'video',
    startedAt: row.startedAt.toISOString(),
    present: row.joined,
  };
}

/**
 * Ends the calls an instance left open when it stopped: its ring clocks and its timers for
 * people who closed their tab went with it. Every instance looks, every `everyMs` (the grace of
 * CALL_LEAVE_GRACE_MS): a call nobody answered within the ring's time is missed, and a call
 * where nobody in it was connected at two looks in a row has been left by all. The end is
 * claimed under the row's lock (`CallLog`), so each line is written once, wherever.
 */
export class CallSweep {
  private suspects = new Set<string>();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: CallLog,
    private readonly everyMs: number,
    private readonly ringMs: number,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      void this.sweep().catch((err: unknown) => this.ctx.log.warn({ err }, 'call sweep failed'));
    }, this.everyMs);
    this.timer.unref?.();
  }

  async sweep(): Promise<void> {
    const now = this.ctx.clock.now().getTime();
    const open = await this.ctx.db
      .select()
      .from(calls)
      .where(and(isNull(calls.endedAt), lt(calls.startedAt, new Date(now - this.everyMs))));
    const suspects = new Set<string>();
    // Who of all the calls' people is connected, asked once for the lot.
    const online = await this.ctx.presence.onlineAmong([...new Set(open.flatMap((r) => r.joined))]);
    for (const row of open) {
      if (!row.answeredAt && row.startedAt.getTime() < now - this.ringMs - this.everyMs) {
        await this.log.ringRanOut({ ...row, from: row.callerId });
        continue;
      }
      if (row.joined.some((id) => online.has(id))) continue;
      const key = `${row.conversationId}\n${row.callId}`;
      if (this.suspects.has(key)) await this.log.abandoned(row.conversationId, row.callId);
      else suspects.add(key);
    }
    this.suspects = suspects;
  }

  close(): void {
    clearInterval(this.timer);
  }
}
