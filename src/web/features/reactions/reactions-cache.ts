import type { Conversation, LastReaction, Message } from '../../../protocol';

/** A conversation's newest reaction as the live `reaction` event gives it (null: none now). */
export function conversationsApplyLastReaction(
  list: readonly Conversation[],
  conversationId: string,
  lastReaction: LastReaction | null,
): Conversation[] {
  const index = list.findIndex((c) => c.id === conversationId);
  if (index < 0) return list as Conversation[];
  const copy = [...list];
  const rest = { ...list[index]! };
  delete rest.lastReaction;
  copy[index] = lastReaction ? { ...rest, lastReaction } : rest;
  return copy;
}

/**
 * A newer copy of the message the newest reaction was given to: its words follow an edit, and
 * the reaction line goes when the message is unsent or burnt (its reactions went with it).
 */
export function conversationsApplyReactedMessage(
  list: readonly Conversation[],
  message: Message,
): Conversation[] {
  // A new message (no change yet) is never the one a reaction named: nothing to look up.
  if (!message.changeSeq) return list as Conversation[];
  const index = list.findIndex((c) => c.id === message.conversationId);
  const last = index < 0 ? undefined : list[index]!.lastReaction;
  if (!last || last.message.id !== message.id) return list as Conversation[];
  if ((message.changeSeq ?? 0) < (last.message.changeSeq ?? 0)) return list as Conversation[];
  const stillGiven = message.reactions?.some(
    (r) => r.userId === last.userId && r.emoji === last.emoji,
  );
  return conversationsApplyLastReaction(
    list,
    message.conversationId,
    message.deletedAt || !stillGiven ? null : { ...last, message },
  );
}
