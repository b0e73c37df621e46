import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import { dbRows } from '../../db/rows';
import type { Tx } from '../../db/retry';
import {
  burnerReads,
  messageStars,
  messageTranslations,
  messageVersions,
  messages,
} from '../../db/schema';
import { conversationChangeNext, emptiedForget, messageEmptied } from '../message-rows/changes';
import { objectsOfMessagesDelete } from '../objects/attach';
import { objectBytesDelete } from '../objects/service';
import { publishTo } from '../../realtime/publish';
import type { MessageRow } from '../message-rows/view';
import { messageView } from '../message-rows/view';

/** Burner messages burnt per transaction: a backlog after a long stop goes in short bites. */
export const BURN_BATCH = 100;

export interface BurnerSweepScope {
  /** Only this conversation's (a read report just moved a position there). */
  conversationId?: string;
  limit?: number;
}

/**
 * Burns the burner messages that are due (spec core 4 'Burner mode', core 9): read by every
 * other member (their read position reached the message, whatever their privacy setting says:
 * the privacy switch hides reads, it does not undo them) once each reader's reading window has
 * passed or they left the chat (`burner_reads`, issue 27 point 5), or past `expiresAt` (24 h
 * after sending) by the server clock. Burning deletes what the message said, not only its display:
 * content, metadata, language, translations, earlier versions, stars and its stored object
 * (photo, voice note) go; it keeps its place (id, seq), gets `deletedAt` and the next change
 * number, so a device that was away learns it through `?changedAfter=N`. Every member's devices get the emptied message.
 *
 * Exactly once across instances: rows are claimed with FOR UPDATE SKIP LOCKED, and the update
 * re-checks `deleted_at is null` under the lock. Returns how many were burnt.
 */
export async function burnerSweep(ctx: AppContext, scope: BurnerSweepScope = {}): Promise<number> {
  const now = ctx.clock.now();
  const objectKeys: string[] = [];
  const burnt = await ctx.db.transaction(async (tx) => {
    const due = await dbRows<{ id: string; conversation_id: string }>(
      tx,
      sql`select m.id, m.conversation_id from messages m
        where m.is_burner and m.deleted_at is null
          ${scope.conversationId === undefined ? sql`` : sql`and m.conversation_id = ${scope.conversationId}`}
          and (m.expires_at <= ${now.toISOString()}::timestamptz
            or (not exists (select 1 from conversation_members x
                where x.conversation_id = m.conversation_id and x.user_id <> m.sender_id
                  and x.last_read_seq < m.seq)
              and not exists (select 1 from burner_reads r
                where r.message_id = m.id and r.burn_at > ${now.toISOString()}::timestamptz)))
        order by m.conversation_id, m.seq
        limit ${scope.limit ?? BURN_BATCH}
        for update of m skip locked`,
    );
    const rows: MessageRow[] = [];
    // Sorted by conversation: two sweeps lock conversation rows in one order, never a cycle.
    for (const { id, conversation_id: conversationId } of due) {
      const row = await burnOne(tx, id, conversationId, now);
      if (row) rows.push(row);
    }
    // A burner photo or voice note goes with its message: the rows now, the bytes once committed.
    objectKeys.push(
      ...(await objectsOfMessagesDelete(
        tx,
        rows.map((r) => r.id),
      )),
    );
    return rows;
  });
  await objectBytesDelete(ctx, objectKeys);
  for (const row of burnt) {
    const message = messageView(row);
    await publishTo(ctx, await ctx.members.of(row.conversationId), { type: 'message', message });
  }
  return burnt.length;
}

async function burnOne(
  tx: Tx,
  id: string,
  conversationId: string,
  now: Date,
): Promise<MessageRow | null> {
  const changeSeq = await conversationChangeNext(tx, conversationId);
  const [row] = await tx
    .update(messages)
    .set(messageEmptied(now, changeSeq))
    // Under the lock: a row another instance burnt first is left alone.
    .where(and(eq(messages.id, id), isNull(messages.deletedAt)))
    .returning();
  if (!row) return null;
  const ids = [id];
  await tx.delete(messageTranslations).where(inArray(messageTranslations.messageId, ids));
  await tx.delete(messageVersions).where(inArray(messageVersions.messageId, ids));
  await tx.delete(messageStars).where(inArray(messageStars.messageId, ids));
  await tx.delete(burnerReads).where(inArray(burnerReads.messageId, ids));
  await emptiedForget(tx, conversationId, ids);
  return row;
}
