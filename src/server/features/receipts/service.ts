import { eq, inArray, sql } from 'drizzle-orm';
import type { Receipt } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { dbRows } from '../../db/rows';
import { users } from '../../db/schema';
import { notFound } from '../../kernel/http';
import { burnerSettle } from '../burner/settle';
import { publishTo } from '../../realtime/publish';
import type { ReceiptMoved } from './buffer';
import { ReceiptBuffer } from './buffer';

/** How far one device got in one conversation; either position may be left out. */
export interface ReceiptReport {
  deliveredSeq?: number;
  readSeq?: number;
}

const buffers = new WeakMap<AppContext, ReceiptBuffer>();

function bufferOf(ctx: AppContext): ReceiptBuffer {
  let buffer = buffers.get(ctx);
  if (!buffer) {
    buffer = new ReceiptBuffer(ctx, (moved) => receiptsPublish(ctx, moved));
    buffers.set(ctx, buffer);
  }
  return buffer;
}

/** Stores and pushes the reports still gathered: on shutdown, before the database closes. */
export async function receiptsClose(ctx: AppContext): Promise<void> {
  await buffers.get(ctx)?.close();
}

/**
 * Moves a member's delivered and read positions forward (issue 11 'Read receipts'). Reports
 * are gathered for a moment and stored together (`buffer.ts`): a position never moves back,
 * never passes the conversation's last seq, and delivered never stays below read. When
 * something moved, the members are told (each as the privacy rule lets them see it), and when
 * a read moved, burner messages everyone has read burn once their reading windows end. Resolves to the stored
 * positions, or null when nothing moved. Outsiders get 404 and nothing is stored.
 */
export async function receiptReport(
  ctx: AppContext,
  userId: string,
  conversationId: string,
  report: ReceiptReport,
): Promise<{ deliveredSeq: number; readSeq: number } | null> {
  if (!(await ctx.members.has(conversationId, userId))) throw notFound();
  const read = report.readSeq ?? 0;
  // What was shown has arrived.
  const delivered = Math.max(report.deliveredSeq ?? 0, read);
  if (delivered === 0) return null;
  const moved = await bufferOf(ctx).add(userId, conversationId, delivered, read);
  return moved && { deliveredSeq: moved.deliveredSeq, readSeq: moved.readSeq };
}

/**
 * Pushes the positions that moved, one event per conversation to the members whose view they
 * change: the reporters' own devices (so their unread badges clear everywhere) and the senders of
 * the messages a position passed over (the ticks, 'Read by' and Message Info are all on one's own
 * messages). The others' screens would show nothing new, and in a busy group that is most of the
 * members most of the time. A read position goes only
 * where the privacy rule allows: both the reader and the viewer share reads, or the viewer is
 * the reader; elsewhere it shows as 0. Then burns what the reads made due.
 */
async function receiptsPublish(ctx: AppContext, moved: readonly ReceiptMoved[]): Promise<void> {
  const byConversation = new Map<string, ReceiptMoved[]>();
  for (const m of moved) {
    const list = byConversation.get(m.conversationId) ?? [];
    list.push(m);
    byConversation.set(m.conversationId, list);
  }
  // Each conversation's audience: the members whose view the moves change (see above).
  const audienceOf = new Map<string, readonly string[]>();
  for (const [id, list] of byConversation) {
    const audience = new Set(list.flatMap((m) => [m.userId, ...m.watchers]));
    audienceOf.set(
      id,
      (await ctx.members.of(id)).filter((member) => audience.has(member)),
    );
  }
  const sharing = await readReceiptsOn(ctx, [...new Set([...audienceOf.values()].flat())]);
  for (const [conversationId, list] of byConversation) {
    const members = audienceOf.get(conversationId)!;
    const seen = (viewer: string): Receipt[] =>
      list.map((m) => ({
        userId: m.userId,
        deliveredSeq: m.deliveredSeq,
        readSeq:
          viewer === m.userId || (sharing.has(m.userId) && sharing.has(viewer)) ? m.readSeq : 0,
      }));
    // Everyone who shares reads sees the same event; each of the others gets their own.
    const sharers = members.filter((id) => sharing.has(id));
    if (sharers.length > 0) {
      await publishTo(ctx, sharers, {
        type: 'receipt',
        conversationId,
        receipts: seen(sharers[0]!),
      });
    }
    for (const viewer of members.filter((id) => !sharing.has(id))) {
      await publishTo(ctx, [viewer], { type: 'receipt', conversationId, receipts: seen(viewer) });
    }
  }
  const reads = [...byConversation.keys()].filter((id) =>
    byConversation.get(id)!.some((m) => m.readReported),
  );
  for (const conversationId of await conversationsWithBurners(ctx, reads)) {
    try {
      // Reads count for burning whatever the privacy setting: the message still was read.
      // Each reader's window then runs; the message burns when the last one ends.
      await burnerSettle(ctx, conversationId);
    } catch (err) {
      // The position is stored; the sweeper burns what this missed on its next round.
      ctx.log.warn({ err, conversationId }, 'burn after read failed');
    }
  }
}

/**
 * Of these conversations, those with a burner message not yet burnt: most chats have none, and
 * this one read keeps every other read report from opening a burn transaction. The condition is
 * written out (not bound as parameters) so that it matches the partial index of live burner
 * messages, which is tiny: with `is_burner = $1` the planner cannot use it and reads every
 * message of the conversations instead.
 */
async function conversationsWithBurners(
  ctx: AppContext,
  conversationIds: readonly string[],
): Promise<string[]> {
  if (conversationIds.length === 0) return [];
  const rows = await dbRows<{ id: string }>(
    ctx.db,
    sql`select distinct m.conversation_id as id from messages m
      where m.is_burner and m.deleted_at is null
        and m.conversation_id in (select jsonb_array_elements_text(${JSON.stringify(conversationIds)}::jsonb))`,
  );
  return rows.map((r) => r.id);
}

/** Of these users, those who share read receipts (privacy 'Read receipts' on). */
export async function readReceiptsOn(
  ctx: AppContext,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`${inArray(users.id, [...userIds])} and ${eq(users.readReceipts, true)}`);
  return new Set(rows.map((r) => r.id));
}

/**
 * The `receipts` column of the conversation list query, for viewer `userId`: every member's
 * positions as a JSON array, read positions hidden (0) unless both share them or it is the
 * viewer's own. `c` is the conversations row of the outer query.
 */
export function receiptsColumn(userId: string) {
  return sql`(select coalesce(json_agg(json_build_object(
      'userId', r.user_id,
      'deliveredSeq', greatest(r.delivered_seq, r.last_read_seq),
      'readSeq', case when r.user_id = ${userId}
        or (ru.read_receipts and (select v.read_receipts from users v where v.id = ${userId}))
        then r.last_read_seq else 0 end)
      order by r.joined_at, r.user_id), '[]'::json)
    from conversation_members r join users ru on ru.id = r.user_id
    where r.conversation_id = c.id)`;
}
