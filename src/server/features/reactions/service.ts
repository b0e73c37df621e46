import { eq } from 'drizzle-orm';
import type { LastReaction, Message, MessageReaction } from '../../../protocol';
import { REACTION_TEXT } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import type { Tx } from '../../db/retry';
import { conversations, messages } from '../../db/schema';
import type { StoredLastReaction } from '../../db/schema';
import { HttpError } from '../../kernel/http';
import { publishTo } from '../../realtime/publish';
import { conversationChangeNext } from '../message-rows/changes';
import { messageView } from '../message-rows/view';
import { messageForMember } from '../message-rows/member-read';

/** What a member's reaction leaves on the message, and on the conversation's last line. */
interface Reacted {
  message: Message;
  /** Nothing changed (the same reaction again, or none taken back): nobody is told. */
  unchanged?: true;
  /** Undefined: the conversation's newest reaction did not change. */
  lastReaction?: LastReaction | null;
}

/**
 * My reaction to a message (issue 31): `emoji` replaces the one I gave before, null takes mine
 * back. Only a member sees the message to react to; an unsent or burnt one takes none. Every
 * member's devices get the message with its reactions (a device that was away gets it with the
 * conversation's changes), and the list's newest reaction.
 */
export async function messageReact(
  ctx: AppContext,
  userId: string,
  messageId: string,
  emoji: string | null,
  now = ctx.clock.now(),
): Promise<Message> {
  // Membership is settled before the transaction: the cache may ask the database.
  await messageForMember(ctx, userId, messageId);
  const reacted = await ctx.db.transaction(async (tx): Promise<Reacted> => {
    const [row] = await tx.select().from(messages).where(eq(messages.id, messageId)).for('update');
    if (!row) throw new HttpError(404, 'Message not found');
    if (row.deletedAt) throw new HttpError(400, REACTION_TEXT.notAllowed);
    const before = row.reactions ?? [];
    const mine = before.find((r) => r.userId === userId);
    // Giving the same again, or taking back what was never given, changes nothing.
    if ((mine?.emoji ?? null) === emoji) return { message: messageView(row), unchanged: true };
    const others = before.filter((r) => r.userId !== userId);
    const after: MessageReaction[] = emoji === null ? others : [...others, { userId, emoji }];
    const changeSeq = await conversationChangeNext(tx, row.conversationId);
    const [updated] = await tx
      .update(messages)
      .set({ reactions: after.length ? after : null, changeSeq })
      .where(eq(messages.id, messageId))
      .returning();
    const message = messageView(updated!);
    const last = await lastReactionSet(tx, row.conversationId, messageId, userId, emoji, now);
    if (last === undefined) return { message };
    const lastReaction = last && { userId, emoji: last.emoji, at: last.at, message };
    return { message, lastReaction };
  });
  if (reacted.unchanged) return reacted.message;
  const to = await ctx.members.of(reacted.message.conversationId);
  await publishTo(ctx, to, { type: 'message', message: reacted.message });
  if (reacted.lastReaction !== undefined) {
    await publishTo(ctx, to, {
      type: 'reaction',
      conversationId: reacted.message.conversationId,
      lastReaction: reacted.lastReaction,
    });
  }
  return reacted.message;
}

/**
 * The conversation's newest reaction after mine: mine when I gave one; none when I took back the
 * one it showed. Undefined when it did not change. The conversation's row is locked already
 * (its change number was just taken).
 */
async function lastReactionSet(
  tx: Tx,
  conversationId: string,
  messageId: string,
  userId: string,
  emoji: string | null,
  now: Date,
): Promise<StoredLastReaction | null | undefined> {
  if (emoji !== null) {
    const last = { userId, emoji, messageId, at: now.toISOString() };
    await tx
      .update(conversations)
      .set({ lastReaction: last })
      .where(eq(conversations.id, conversationId));
    return last;
  }
  const [conv] = await tx
    .select({ lastReaction: conversations.lastReaction })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  const shown = conv?.lastReaction;
  if (!shown || shown.messageId !== messageId || shown.userId !== userId) return undefined;
  await tx
    .update(conversations)
    .set({ lastReaction: null })
    .where(eq(conversations.id, conversationId));
  return null;
}
