import { and, eq } from 'drizzle-orm';
import type { Message } from '../../../protocol';
import { UNSEND_TEXT, UNSEND_WINDOW_MS } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { messageTranslations, messages } from '../../db/schema';
import { HttpError } from '../../kernel/http';
import { objectsOfMessagesDelete } from '../objects/attach';
import { objectBytesDelete } from '../objects/service';
import { messageVersionsDrop } from '../versions/service';
import { conversationChangeNext, emptiedForget, messageEmptied } from '../message-rows/changes';
import { publishTo } from '../../realtime/publish';
import { messageView } from '../message-rows/view';
import { messageForMember } from '../message-rows/member-read';

/** A payment, a game or a call's line stands for a record the server keeps: it stays. */
const KEPT = new Set(['payment', 'game', 'call']);

/**
 * Spec core 4, 5 and 7 DELETE /api/messages/{id}: the sender takes a message back within 2
 * minutes of sending it. Its place in the conversation (id, seq) stays, so every device keeps
 * the same history; its words, metadata, translations and stored object (photo, voice note) go. Every member's devices get the
 * emptied message, and a device that was away gets it with the conversation's changes.
 */
export async function messageUnsend(
  ctx: AppContext,
  userId: string,
  messageId: string,
  now = ctx.clock.now(),
): Promise<Message> {
  // Membership is settled before the transaction: the cache may ask the database.
  await messageForMember(ctx, userId, messageId);
  let objectKeys: string[] = [];
  const unsent = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(messages).where(eq(messages.id, messageId)).for('update');
    if (!row) throw new HttpError(404, 'Message not found');
    if (row.senderId !== userId) throw new HttpError(403, 'Only the sender can unsend a message');
    if (KEPT.has(row.messageType)) throw new HttpError(400, 'This message cannot be unsent');
    // Unsending twice is answered with the message as it stands.
    if (row.deletedAt) return row;
    if (now.getTime() - row.createdAt.getTime() > UNSEND_WINDOW_MS) {
      throw new HttpError(403, UNSEND_TEXT.expired, 'unsend_expired');
    }
    const changeSeq = await conversationChangeNext(tx, row.conversationId);
    const [updated] = await tx
      .update(messages)
      .set(messageEmptied(now, changeSeq))
      .where(and(eq(messages.id, messageId), eq(messages.senderId, userId)))
      .returning();
    await tx.delete(messageTranslations).where(eq(messageTranslations.messageId, messageId));
    await messageVersionsDrop(tx, messageId);
    await emptiedForget(tx, row.conversationId, [messageId]);
    // A photo or voice note goes with its message: the row now, the bytes once committed.
    objectKeys = await objectsOfMessagesDelete(tx, [messageId]);
    return updated!;
  });
  await objectBytesDelete(ctx, objectKeys);
  const message = messageView(unsent);
  await publishTo(ctx, await ctx.members.of(unsent.conversationId), { type: 'message', message });
  return message;
}
