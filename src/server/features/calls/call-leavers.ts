import { and, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import { calls } from '../../db/schema';

/** A call someone is in: what leaving it needs. */
export interface CallRef {
  conversationId: string;
  callId: string;
}

/**
 * Someone whose every live connection closed leaves the calls they were in (issue 32), so that
 * a tab closed mid-call ends it for the others and leaves its line in the chat. Not at once: a
 * network change, a laptop lid or a reload drops the connection for a few seconds while the
 * call itself carries on (the browsers reconnect by ICE restart). Only after `graceMs` with no
 * connection anywhere (presence spans instances) do they count as gone.
 */
export class CallLeavers {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly ctx: AppContext,
    private readonly graceMs: number,
    private readonly leave: (userId: string, call: CallRef) => Promise<void>,
  ) {}

  /** `userId` has no connection left anywhere. */
  gone(userId: string): void {
    clearTimeout(this.timers.get(userId));
    const timer = setTimeout(() => {
      this.timers.delete(userId);
      void this.leaveAll(userId).catch((err: unknown) =>
        this.ctx.log.warn({ err, userId }, 'leaving calls failed'),
      );
    }, this.graceMs);
    // A pending departure never keeps the process alive on its own.
    timer.unref?.();
    this.timers.set(userId, timer);
  }

  private async leaveAll(userId: string): Promise<void> {
    const online = await this.ctx.presence.onlineAmong([userId]);
    if (online.has(userId)) return;
    const open = await this.ctx.db
      .select({ conversationId: calls.conversationId, callId: calls.callId })
      .from(calls)
      .where(and(isNull(calls.endedAt), sql`${userId} = any(${calls.joined})`));
    for (const call of open) await this.leave(userId, call);
  }

  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
