import { eq } from 'drizzle-orm';
import type { PinnedMessage } from '../../../protocol';
import { MESSAGE_ACTION_TEXT, PINNED_MESSAGES_MAX } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { conversations, messages } from '../../db/schema';
import { HttpError } from '../../kernel/http';
import { publishTo } from '../../realtime/publish';
import { messageForMember } from '../message-rows/member-read';

/**
 * Pins a message at the top of its chat for every member, or takes the pin away (issue 31). Any
 * member may do either, as in a one-to-one chat both people may. At most three, the newest pin
 * first; an unsent, burnt or burner message is not pinned (it is gone, or soon will be). Every
 * member's devices get the chat's pins (`pins`).
 */
export async function messagePin(
  ctx: AppContext,
  userId: string,
  messageId: string,
  pinned: boolean,
  now = ctx.clock.now(),
): Promise<{ pins: PinnedMessage[] }> {
  // Membership is settled before the transaction: the cache may ask the database.
  const seen = await messageForMember(ctx, userId, messageId);
  const conversationId = seen.conversationId;
  const changed = await ctx.db.transaction(async (tx) => {
    // The chat's row is locked first: two pins at once cannot both take the last place.
    const [conv] = await tx
      .select({ pins: conversations.pinnedMessages })
      .from(conversations)
      .where(eq(conversations.id, conversationId))
      .for('update');
    const before = conv?.pins ?? [];
    const held = before.some((p) => p.messageId === messageId);
    if (held === pinned) return { pins: before, unchanged: true };
    if (pinned) {
      const [row] = await tx
        .select({ deletedAt: messages.deletedAt, isBurner: messages.isBurner })
        .from(messages)
        .where(eq(messages.id, messageId));
      if (!row || row.deletedAt || row.isBurner) {
        throw new HttpError(400, MESSAGE_ACTION_TEXT.pinNotAllowed);
      }
      if (before.length >= PINNED_MESSAGES_MAX) {
        throw new HttpError(400, MESSAGE_ACTION_TEXT.pinTooMany);
      }
    }
    const pins = pinned
      ? [{ messageId, userId, at: now.toISOString() }, ...before]
      : before.filter((p) => p.messageId !== messageId);
    await tx
      .update(conversations)
      .set({ pinnedMessages: pins.length ? pins : null })
      .where(eq(conversations.id, conversationId));
    return { pins, unchanged: false };
  });
  if (!changed.unchanged) {
    await publishTo(ctx, await ctx.members.of(conversationId), {
      type: 'pins',
      conversationId,
      pins: changed.pins,
    });
  }
  return { pins: changed.pins };
}
