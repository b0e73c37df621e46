import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { Message, MessagePageQuery } from '../../../protocol';
import { MESSAGE_PAGE_DEFAULT, MESSAGE_PAGE_MAX } from '../../../protocol';
import type { Db } from '../../db/connect';
import type { AppContext } from '../../context/app-context';
import { messages } from '../../db/schema';
import { conversationRequireMember } from '../conversations/membership';
import { messagesChangedAfter } from '../message-rows/changes';
import { messageView } from '../message-rows/view';
import { messagesForReader } from './hide';
import { messageForMember } from '../message-rows/member-read';

export { messageSend } from './send';

/**
 * A page of a conversation, always in ascending seq. No cursor: the newest page. `afterSeq`:
 * what came after (a reconnecting client's catch-up). `beforeSeq`: older history.
 * `changedAfter`: what was edited or unsent after that change, in the order of the changes.
 */
async function messagePageAll(
  db: Db,
  userId: string,
  conversationId: string,
  q: MessagePageQuery,
): Promise<Message[]> {
  await conversationRequireMember(db, conversationId, userId);
  // Catching up after a reconnect takes the largest pages; history scrolls in smaller ones.
  const catchingUp = q.afterSeq !== undefined || q.changedAfter !== undefined;
  const limit = q.limit ?? (catchingUp ? MESSAGE_PAGE_MAX : MESSAGE_PAGE_DEFAULT);
  if (q.changedAfter !== undefined) {
    return messagesChangedAfter(db, conversationId, q.changedAfter, limit);
  }
  const inConversation = eq(messages.conversationId, conversationId);
  if (q.afterSeq !== undefined) {
    const rows = await db
      .select()
      .from(messages)
      .where(and(inConversation, gt(messages.seq, q.afterSeq)))
      .orderBy(asc(messages.seq))
      .limit(limit);
    return rows.map(messageView);
  }
  const rows = await db
    .select()
    .from(messages)
    .where(
      q.beforeSeq !== undefined
        ? and(inConversation, lt(messages.seq, q.beforeSeq))
        : inConversation,
    )
    .orderBy(desc(messages.seq))
    .limit(limit);
  return rows.reverse().map(messageView);
}

/**
 * One message as its chat shows it, for a member of that chat: the quote of a reply whose
 * original is older than what the reader has loaded. Anyone else is told it does not exist.
 */
export async function messageOne(ctx: AppContext, userId: string, id: string): Promise<Message> {
  const row = await messageForMember(ctx, userId, id);
  const [shown] = await messagesForReader(ctx.db, userId, [messageView(row)]);
  return shown!;
}

/** A page of a chat as `userId` sees it: what they deleted for themselves is left blank. */
export async function messagePage(
  db: Db,
  userId: string,
  conversationId: string,
  q: MessagePageQuery,
): Promise<Message[]> {
  return messagesForReader(db, userId, await messagePageAll(db, userId, conversationId, q));
}
