import { and, eq, inArray } from 'drizzle-orm';
import type { Message } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import type { Db } from '../../db/connect';
import { messageHidden } from '../../db/schema';
import { publishTo } from '../../realtime/publish';
import { messageForMember } from '../message-rows/member-read';

/**
 * Delete for me (issue 31): any message of a chat I am in, at any age, leaves my view of the
 * chat for good; the other members keep it. My other devices hear of it at once.
 */
export async function messageHide(
  ctx: AppContext,
  userId: string,
  messageId: string,
): Promise<{ messageId: string; hidden: true }> {
  const row = await messageForMember(ctx, userId, messageId);
  await ctx.db.insert(messageHidden).values({ userId, messageId }).onConflictDoNothing();
  await publishTo(ctx, [userId], {
    type: 'message_hidden',
    conversationId: row.conversationId,
    messageId,
  });
  return { messageId, hidden: true };
}

/**
 * A page as `userId` may see it: what they deleted for themselves keeps its place (its seq, so
 * paging stays whole) with nothing of it left. One query, for the page's ids.
 */
export async function messagesForReader(
  db: Db,
  userId: string,
  page: Message[],
): Promise<Message[]> {
  if (page.length === 0) return page;
  const hidden = await db
    .select({ id: messageHidden.messageId })
    .from(messageHidden)
    .where(
      and(
        eq(messageHidden.userId, userId),
        inArray(
          messageHidden.messageId,
          page.map((m) => m.id),
        ),
      ),
    );
  if (hidden.length === 0) return page;
  const gone = new Set(hidden.map((h) => h.id));
  return page.map((m) => (gone.has(m.id) ? messageHiddenStub(m) : m));
}

/** A message deleted for its reader: where it was, and nothing else. */
export function messageHiddenStub(m: Message): Message {
  return {
    id: m.id,
    conversationId: m.conversationId,
    senderId: m.senderId,
    content: '',
    messageType: m.messageType,
    metadata: null,
    isBurner: m.isBurner,
    expiresAt: m.expiresAt,
    createdAt: m.createdAt,
    seq: m.seq,
    clientId: m.clientId,
    language: null,
    changeSeq: m.changeSeq,
    hiddenForMe: true,
  };
}
