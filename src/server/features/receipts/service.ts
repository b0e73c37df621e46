import { eq, inArray, sql } from 'drizzle-orm';
import type { ReceiptEvent } from '../../../protocol';
import type { AppContext } from '../../context';
import { dbRows } from '../../db/rows';
import { users } from '../../db/schema';
import { notFound } from '../../http';
import { burnerSweep } from '../burner/burn';
import { publishTo } from '../messages/publish';

/** How far one device got in one conversation; either position may be left out. */
export interface ReceiptReport {
  deliveredSeq?: number;
  readSeq?: number;
}

interface Moved {
  delivered_seq: number;
  last_read_seq: number;
}

/**
 * Moves a member's delivered and read positions forward (issue 11 'Read receipts'): one UPDATE,
 * whatever the burst it stands for. A position never moves back, never passes the
 * conversation's last seq, and delivered never stays below read. When something moved, the
 * members are told (each as the privacy rule lets them see it), and when the read position
 * moved, burner messages everyone has now read are burnt. Returns the stored positions, or null
 * when nothing moved. Outsiders get 404 and nothing is stored.
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
  const [moved] = await dbRows<Moved>(
    ctx.db,
    sql`update conversation_members m set
        last_read_seq = greatest(m.last_read_seq, least(${read}::int, c.last_seq)),
        delivered_seq = greatest(m.delivered_seq, m.last_read_seq, least(${delivered}::int, c.last_seq))
      from conversations c
      where c.id = m.conversation_id and m.conversation_id = ${conversationId}
        and m.user_id = ${userId}
        and (m.last_read_seq < least(${read}::int, c.last_seq)
          or greatest(m.delivered_seq, m.last_read_seq) < least(${delivered}::int, c.last_seq)
          or m.delivered_seq < m.last_read_seq)
      returning m.delivered_seq, m.last_read_seq`,
  );
  if (!moved) return null;
  const positions = { deliveredSeq: moved.delivered_seq, readSeq: moved.last_read_seq };
  await receiptPublish(ctx, conversationId, userId, positions);
  // Reads count for burning whatever the privacy setting: the message still was read.
  if (read > 0) {
    try {
      await burnerSweep(ctx, { conversationId });
    } catch (err) {
      // The position is stored; the sweeper burns what this missed on its next round.
      ctx.log.warn({ err, conversationId }, 'burn after read failed');
    }
  }
  return positions;
}

/**
 * Pushes a member's new positions to every member's devices (the reporter's own other devices
 * too, so their unread badges clear). The read position goes only where the privacy rule allows:
 * both the reporter and the viewer share reads, or the viewer is the reporter.
 */
async function receiptPublish(
  ctx: AppContext,
  conversationId: string,
  userId: string,
  positions: { deliveredSeq: number; readSeq: number },
): Promise<void> {
  const members = await ctx.members.of(conversationId);
  const sharing = await readReceiptsOn(ctx, members);
  const full: ReceiptEvent = { type: 'receipt', conversationId, userId, ...positions };
  const seeRead = members.filter((id) => id === userId || (sharing.has(userId) && sharing.has(id)));
  const seeDelivered = members.filter((id) => !seeRead.includes(id));
  await publishTo(ctx, seeRead, full);
  await publishTo(ctx, seeDelivered, { ...full, readSeq: 0 });
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
