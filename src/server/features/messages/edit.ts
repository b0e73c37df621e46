import { and, eq } from 'drizzle-orm';
import type { Message } from '../../../protocol';
import { EDIT_WINDOW_MS } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { messageTranslations, messages } from '../../db/schema';
import { HttpError } from '../../kernel/http';
import { messageVersionKeep } from '../versions/service';
import { conversationChangeNext } from '../message-rows/changes';
import { publishTo } from '../../realtime/publish';
import { messageView } from '../message-rows/view';
import { linkPreviewLater } from '../link-previews/attach';
import { objectsOfMessagesDelete } from '../objects/attach';
import { objectBytesDelete } from '../objects/service';
import { textFirstLink } from '../../../protocol/text-links';
import { messageForMember } from '../message-rows/member-read';

/** The address a message's stored link preview is of, if it has one. */
function linkPreviewOf(metadata: Record<string, unknown> | null): string | undefined {
  const preview = metadata?.linkPreview as { url?: unknown } | undefined;
  return typeof preview?.url === 'string' ? preview.url : undefined;
}

/** The metadata without its link preview (null when nothing else was in it). */
function linkPreviewDropped(metadata: Record<string, unknown> | null) {
  const rest = { ...metadata };
  delete rest.linkPreview;
  return Object.keys(rest).length ? rest : null;
}

/** Words someone wrote can be edited; an image or a game move cannot. */
const EDITABLE = new Set(['text', 'burner']);

/**
 * Spec core 4 and 5: the sender changes a message's text within 15 minutes of sending it. Its
 * language is detected again and its translations are dropped (they were of the old text); every
 * member's devices get the new version, with the same id and seq.
 */
export async function messageEdit(
  ctx: AppContext,
  userId: string,
  messageId: string,
  content: string,
  now = ctx.clock.now(),
): Promise<Message> {
  // Membership and the new text's language are worked out before the transaction: both may
  // ask the database, which must not happen from inside it (it would need a second pooled
  // connection while holding one, and a full pool then waits on itself). A message never
  // changes conversation or type, so the answers hold under the lock.
  // Someone else's message in a conversation they cannot see does not exist for them.
  const seen = await messageForMember(ctx, userId, messageId);
  const language = await ctx.detector.ofMessage(userId, { messageType: seen.messageType, content });
  let objectKeys: string[] = [];
  const edited = await ctx.db.transaction(async (tx) => {
    // The row lock orders two edits of one message; the second sees the first's text.
    const [row] = await tx.select().from(messages).where(eq(messages.id, messageId)).for('update');
    if (!row) throw new HttpError(404, 'Message not found');
    if (row.senderId !== userId) throw new HttpError(403, 'Only the sender can edit a message');
    if (!EDITABLE.has(row.messageType)) throw new HttpError(400, 'This message cannot be edited');
    // Unsent or burnt: its words are gone for good, an edit must not bring any back.
    if (row.deletedAt) throw new HttpError(400, 'This message cannot be edited');
    if (now.getTime() - row.createdAt.getTime() > EDIT_WINDOW_MS) {
      throw new HttpError(403, 'Edit time expired');
    }
    if (content === row.content) throw new HttpError(400, 'Message is unchanged');
    // Edit history: the text being replaced is kept, numbered after the ones before it.
    await messageVersionKeep(tx, row);
    const changeSeq = await conversationChangeNext(tx, row.conversationId);
    // A link's preview is of the words it was made for: another first link, and it goes with
    // its picture (a text's only object); the new link is previewed after the commit.
    const preview = linkPreviewOf(row.metadata);
    const stale = preview !== undefined && textFirstLink(content) !== preview;
    const [updated] = await tx
      .update(messages)
      .set({
        content,
        language,
        editedAt: now,
        changeSeq,
        ...(stale && { metadata: linkPreviewDropped(row.metadata) }),
      })
      .where(and(eq(messages.id, messageId), eq(messages.senderId, userId)))
      .returning();
    await tx.delete(messageTranslations).where(eq(messageTranslations.messageId, messageId));
    if (stale) objectKeys = await objectsOfMessagesDelete(tx, [messageId]);
    return updated!;
  });
  if (objectKeys.length) await objectBytesDelete(ctx, objectKeys);
  const message = messageView(edited);
  await publishTo(ctx, await ctx.members.of(edited.conversationId), { type: 'message', message });
  if (!linkPreviewOf(edited.metadata)) linkPreviewLater(ctx, message);
  return message;
}
