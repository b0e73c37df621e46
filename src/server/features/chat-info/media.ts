import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Message } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { messages } from '../../db/schema';
import { notFound } from '../../kernel/http';
import { messageView } from '../message-rows/view';

/**
 * Contact info's shared media: the chat's photos, newest first, a page at a time (`beforeSeq`).
 * Unsent photos are gone, and burner photos are meant to vanish, so neither is listed. Members
 * only (404).
 */
export async function chatMedia(
  ctx: AppContext,
  userId: string,
  conversationId: string,
  page: { beforeSeq?: number; limit: number },
): Promise<Message[]> {
  if (!(await ctx.members.has(conversationId, userId))) throw notFound();
  const rows = await ctx.db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.messageType, 'image'),
        eq(messages.isBurner, false),
        isNull(messages.deletedAt),
        page.beforeSeq === undefined ? undefined : lt(messages.seq, page.beforeSeq),
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(page.limit);
  return rows.map(messageView);
}
