import type { Conversation, Message } from '../../../protocol';

/**
 * The list's 'You were mentioned' after a new message arrived (the core has counted it unread
 * already): a mention of me sets it; the first unread message after the reader caught up starts
 * it afresh, so an old mention that was read says nothing.
 */
export function conversationsApplyMention(
  list: readonly Conversation[],
  message: Message,
  meId: string,
): Conversation[] {
  if (message.changeSeq || message.senderId === meId) return list as Conversation[];
  const index = list.findIndex((c) => c.id === message.conversationId);
  const conv = index < 0 ? undefined : list[index]!;
  if (!conv || conv.lastMessage?.id !== message.id) return list as Conversation[];
  const mentioned = message.mentions?.includes(meId) ?? false;
  const next = conv.unreadCount === 1 ? mentioned : mentioned || !!conv.mentionedMe;
  if (next === !!conv.mentionedMe) return list as Conversation[];
  const copy = [...list];
  const rest = { ...conv };
  delete rest.mentionedMe;
  copy[index] = next ? { ...rest, mentionedMe: true } : rest;
  return copy;
}
