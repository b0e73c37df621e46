import type { ForwardResult } from '../../../protocol';
import { ERROR_TEXTS, MESSAGE_ACTION_TEXT, SERVER_METADATA_KEYS } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { HttpError } from '../../kernel/http';
import { messageSend } from '../messages/send';
import type { SendInput } from '../messages/send';
import { messageHasObject } from '../messages/send-object';
import type { MessageRow } from '../message-rows/view';
import { objectCopy } from '../objects/library';
import { objectDiscard } from '../objects/service';
import { messageForMember } from '../message-rows/member-read';

/**
 * Types that stand for a record only the server keeps (a payment, a game, a call): a copy would be a
 * second payment or a game nobody plays, so they are not passed on.
 */
const NOT_FORWARDED = new Set(['payment', 'game', 'call']);

/**
 * Forwards a message of a chat I am in to up to five chats I am in (issue 31). Each gets a new
 * message of mine with the same words and kind, marked 'Forwarded'; a photo or voice note gets
 * its own copy of the object, so unsending the forward leaves the original whole. A burner
 * message is never passed on. Every chat is checked before anything is sent, so a bad target
 * sends nothing.
 */
export async function messageForward(
  ctx: AppContext,
  userId: string,
  messageId: string,
  conversationIds: readonly string[],
): Promise<ForwardResult> {
  const row = await messageForMember(ctx, userId, messageId);
  if (row.isBurner) throw new HttpError(400, MESSAGE_ACTION_TEXT.forwardBurner);
  if (row.deletedAt || NOT_FORWARDED.has(row.messageType)) {
    throw new HttpError(400, MESSAGE_ACTION_TEXT.forwardNotAllowed);
  }
  for (const id of conversationIds) {
    const standing = await ctx.members.standing(id, userId);
    if (standing === 'none') throw new HttpError(404, 'Conversation not found');
    if (standing === 'blocked') throw new HttpError(403, ERROR_TEXTS.messageBlocked);
  }
  const forwarded = await Promise.all(
    conversationIds.map((conversationId) => forwardOne(ctx, userId, row, conversationId)),
  );
  return { forwarded };
}

/** One forward: the message's words and kind as a new message of mine in `conversationId`. */
async function forwardOne(
  ctx: AppContext,
  userId: string,
  row: MessageRow,
  conversationId: string,
): Promise<{ conversationId: string; messageId: string }> {
  const metadata: Record<string, unknown> = { ...forwardedMetadata(row.metadata), forwarded: true };
  let copied: string | undefined;
  if (messageHasObject(row.messageType)) {
    copied = (await objectCopy(ctx, userId, String(metadata.objectRef))).ref;
    metadata.objectRef = copied;
  }
  const input: SendInput = {
    conversationId,
    content: row.content,
    messageType: row.messageType as SendInput['messageType'],
    metadata,
  };
  try {
    const { message } = await messageSend(ctx, userId, input);
    return { conversationId, messageId: message.id };
  } catch (err) {
    if (copied) await objectDiscard(ctx, copied);
    throw err;
  }
}

/** What the original's metadata passes on: not what only the server wrote about the original. */
function forwardedMetadata(metadata: Record<string, unknown> | null): Record<string, unknown> {
  const kept = { ...metadata };
  for (const k of SERVER_METADATA_KEYS) delete kept[k];
  return kept;
}
