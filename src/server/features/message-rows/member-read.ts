import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import { messages } from '../../db/schema';
import { HttpError } from '../../kernel/http';
import type { MessageRow } from './view';

/**
 * A message as a member of its chat reads it, before anything is done to it: to anyone else it
 * does not exist (404, whether it exists or not). Read outside any transaction, since the
 * membership cache may ask the database: a caller that changes the row locks it again in its own.
 */
export async function messageForMember(
  ctx: AppContext,
  userId: string,
  messageId: string,
): Promise<MessageRow> {
  const [row] = await ctx.db.select().from(messages).where(eq(messages.id, messageId));
  if (!row || !(await ctx.members.has(row.conversationId, userId))) {
    throw new HttpError(404, 'Message not found');
  }
  return row;
}
