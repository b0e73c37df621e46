import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { messages } from '../../db/schema';
import { HttpError } from '../../kernel/http';

/** Refused when a reply names a message that is not in its chat (or not at all). */
export const replyNotFound = () =>
  new HttpError(400, 'The message you are replying to is not in this chat');

/**
 * The conversation of each message replied to, in one query: a reply may only answer a message
 * of its own chat. Asked only when a send is a reply, so a plain send costs nothing more.
 */
export async function replyTargets(
  db: Db,
  ids: readonly string[],
): Promise<ReadonlyMap<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: messages.id, conversationId: messages.conversationId })
    .from(messages)
    .where(inArray(messages.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.conversationId]));
}
