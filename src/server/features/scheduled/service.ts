import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { ScheduledCreate, ScheduledMessage, ScheduledUpdate } from '../../../protocol';
import { SCHEDULED_MAX_AHEAD_MS, SCHEDULED_MAX_PENDING, SCHEDULED_TEXT } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { scheduledMessages } from '../../db/schema';
import { HttpError, notFound } from '../../kernel/http';
import { publishTo } from '../../realtime/publish';
import type { ScheduledRow } from './view';
import { scheduledView } from './view';

/**
 * The sender's side of Send Later. Every time rule reads the server's clock.
 *
 * A pending item can be edited or cancelled only while its moment is still ahead; once it is
 * due it belongs to the scheduler (see scheduler.ts), which only ever takes due items. The two
 * never touch the same row, so an edit can never slip in between the send and its mark.
 */

/** Spec core 5: the moment must be in the future; we also keep it within a year. */
function momentCheck(iso: string, now: Date): Date {
  const at = new Date(iso);
  if (at.getTime() <= now.getTime()) throw new HttpError(400, SCHEDULED_TEXT.past);
  if (at.getTime() - now.getTime() > SCHEDULED_MAX_AHEAD_MS) {
    throw new HttpError(400, SCHEDULED_TEXT.tooFar);
  }
  return at;
}

/** Tells the sender's devices (only theirs: nobody else sees a message before it goes). */
export function scheduledPublish(ctx: AppContext, item: ScheduledMessage): Promise<void> {
  return publishTo(ctx, [item.senderId], { type: 'scheduled_updated', scheduled: item });
}

/** Stores a message to send later. Only a member may; to anyone else the chat does not exist. */
export async function scheduledCreate(
  ctx: AppContext,
  senderId: string,
  input: ScheduledCreate,
): Promise<ScheduledMessage> {
  if (!(await ctx.members.has(input.conversationId, senderId))) throw notFound();
  const now = ctx.clock.now();
  const sendAt = momentCheck(input.sendAt, now);
  // A guard, not a ledger: two requests racing past it at 99 leave 101, which is harmless.
  const [waiting] = await ctx.db
    .select({ n: count() })
    .from(scheduledMessages)
    .where(
      and(
        eq(scheduledMessages.senderId, senderId),
        eq(scheduledMessages.conversationId, input.conversationId),
        eq(scheduledMessages.status, 'pending'),
      ),
    );
  if ((waiting?.n ?? 0) >= SCHEDULED_MAX_PENDING) throw new HttpError(400, SCHEDULED_TEXT.tooMany);
  const [row] = await ctx.db
    .insert(scheduledMessages)
    .values({
      id: randomUUID(),
      conversationId: input.conversationId,
      senderId,
      content: input.content,
      isBurner: input.isBurner ?? false,
      sendAt,
      status: 'pending',
      // From the server's clock (not the database's), which the scheduler's claim compares with.
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const item = scheduledView(row!);
  await scheduledPublish(ctx, item);
  return item;
}

/** My pending messages in a conversation, soonest first. */
export async function scheduledList(
  ctx: AppContext,
  userId: string,
  conversationId: string,
): Promise<ScheduledMessage[]> {
  if (!(await ctx.members.has(conversationId, userId))) throw notFound();
  const rows = await ctx.db
    .select()
    .from(scheduledMessages)
    .where(
      and(
        eq(scheduledMessages.senderId, userId),
        eq(scheduledMessages.conversationId, conversationId),
        eq(scheduledMessages.status, 'pending'),
      ),
    )
    .orderBy(asc(scheduledMessages.sendAt), asc(scheduledMessages.id));
  return rows.map(scheduledView);
}

/**
 * One of my items that may still change: 404 when it is not mine (or I left its conversation)
 * or was cancelled, 409 when it was sent or is being sent (its moment has come).
 */
async function scheduledMine(
  ctx: AppContext,
  userId: string,
  id: string,
  now: Date,
): Promise<ScheduledRow> {
  const [row] = await ctx.db
    .select()
    .from(scheduledMessages)
    .where(eq(scheduledMessages.id, id))
    .limit(1);
  if (!row || row.senderId !== userId || row.status === 'cancelled') {
    throw notFound(SCHEDULED_TEXT.notFound);
  }
  if (!(await ctx.members.has(row.conversationId, userId))) throw notFound(SCHEDULED_TEXT.notFound);
  if (row.status === 'sent' || row.sendAt.getTime() <= now.getTime()) {
    throw new HttpError(409, SCHEDULED_TEXT.alreadySent);
  }
  return row;
}

/** Changes a pending row that is still ahead; the answer when it changed under us is the rule's. */
async function scheduledChange(
  ctx: AppContext,
  userId: string,
  id: string,
  now: Date,
  set: Partial<Pick<ScheduledRow, 'content' | 'sendAt' | 'status'>>,
): Promise<ScheduledMessage> {
  const [row] = await ctx.db
    .update(scheduledMessages)
    .set({ ...set, updatedAt: now })
    .where(
      and(
        eq(scheduledMessages.id, id),
        eq(scheduledMessages.senderId, userId),
        eq(scheduledMessages.status, 'pending'),
        gt(scheduledMessages.sendAt, now),
      ),
    )
    .returning();
  if (!row) {
    // Sent, cancelled or claimed between our read and this write: say which.
    await scheduledMine(ctx, userId, id, now);
    throw new HttpError(409, SCHEDULED_TEXT.alreadySent);
  }
  const item = scheduledView(row);
  await scheduledPublish(ctx, item);
  return item;
}

/** New words and/or a new moment for one of my pending items (the same rules as scheduling). */
export async function scheduledUpdate(
  ctx: AppContext,
  userId: string,
  id: string,
  input: ScheduledUpdate,
): Promise<ScheduledMessage> {
  const now = ctx.clock.now();
  // Ownership first: someone else learns nothing, not even that their moment was wrong.
  await scheduledMine(ctx, userId, id, now);
  const set: Partial<Pick<ScheduledRow, 'content' | 'sendAt'>> = {};
  if (input.sendAt !== undefined) set.sendAt = momentCheck(input.sendAt, now);
  if (input.content !== undefined) set.content = input.content;
  return scheduledChange(ctx, userId, id, now, set);
}

/** Cancels one of my pending items: it will never be sent. */
export async function scheduledCancel(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<ScheduledMessage> {
  const now = ctx.clock.now();
  await scheduledMine(ctx, userId, id, now);
  return scheduledChange(ctx, userId, id, now, { status: 'cancelled' });
}
