import { and, eq, gt, min } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import { burnerReads } from '../../db/schema';
import { burnerSweep } from './burn';

/** A timer fires this long after a window's end, so the server clock has passed it for sure. */
const WAKE_SLACK_MS = 50;

interface Wake {
  at: number;
  timer: NodeJS.Timeout;
}

/** Per app (tests run several): each conversation's next burn, on this instance. */
const wakes = new WeakMap<AppContext, Map<string, Wake>>();

/**
 * Burns what is due in one conversation now, and wakes again when its next reading window ends
 * (issue 27, point 5), so a read message goes on time rather than at the sweeper's next round.
 * The timer is this instance's; if the instance stops, another's sweeper burns it within 30 s.
 */
export async function burnerSettle(ctx: AppContext, conversationId: string): Promise<void> {
  await burnerSweep(ctx, { conversationId });
  const now = ctx.clock.now();
  const [next] = await ctx.db
    .select({ at: min(burnerReads.burnAt) })
    .from(burnerReads)
    .where(and(eq(burnerReads.conversationId, conversationId), gt(burnerReads.burnAt, now)));
  if (next?.at) burnerWake(ctx, conversationId, next.at.getTime() - now.getTime());
}

/**
 * A reader left the chat (closed it, opened another, or their connection closed): their reading
 * windows in it end now, and what everyone has read burns for everyone (issue 27, point 5).
 */
export async function burnerReaderLeft(
  ctx: AppContext,
  userId: string,
  conversationId: string,
): Promise<void> {
  const now = ctx.clock.now();
  const ended = await ctx.db
    .update(burnerReads)
    .set({ burnAt: now })
    .where(
      and(
        eq(burnerReads.userId, userId),
        eq(burnerReads.conversationId, conversationId),
        gt(burnerReads.burnAt, now),
      ),
    )
    .returning({ id: burnerReads.messageId });
  if (ended.length > 0) await burnerSettle(ctx, conversationId);
}

function burnerWake(ctx: AppContext, conversationId: string, inMs: number): void {
  let map = wakes.get(ctx);
  if (!map) {
    map = new Map();
    wakes.set(ctx, map);
  }
  const at = Date.now() + inMs + WAKE_SLACK_MS;
  const pending = map.get(conversationId);
  if (pending && pending.at <= at) return;
  if (pending) clearTimeout(pending.timer);
  const timer = setTimeout(() => {
    map.delete(conversationId);
    burnerSettle(ctx, conversationId).catch((err: unknown) => {
      ctx.log.warn({ err, conversationId }, 'burn at the end of a reading window failed');
    });
  }, at - Date.now());
  timer.unref();
  map.set(conversationId, { at, timer });
}

/** Drops this app's timers: on shutdown, before the database closes. */
export function burnerWakesClear(ctx: AppContext): void {
  for (const { timer } of wakes.get(ctx)?.values() ?? []) clearTimeout(timer);
  wakes.delete(ctx);
}
