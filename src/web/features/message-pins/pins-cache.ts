import type { Conversation, Message, PinnedMessage } from '../../../protocol';

/** A chat's pins as the server last gave them (`pins`, or the reply to my own pin). */
export function conversationsApplyPins(
  list: readonly Conversation[],
  conversationId: string,
  pins: readonly PinnedMessage[],
): Conversation[] {
  const index = list.findIndex((c) => c.id === conversationId);
  if (index < 0) return list as Conversation[];
  const copy = [...list];
  const rest = { ...list[index]! };
  delete rest.pinnedMessages;
  copy[index] = pins.length ? { ...rest, pinnedMessages: [...pins] } : rest;
  return copy;
}

/**
 * A pinned message unsent or burnt: its pin goes with it, as the server took it away. Only a
 * changed message (change number above 0) can be one that went.
 */
export function conversationsApplyPinnedMessage(
  list: readonly Conversation[],
  message: Message,
): Conversation[] {
  if (!message.changeSeq || !message.deletedAt) return list as Conversation[];
  const conv = list.find((c) => c.id === message.conversationId);
  const pins = conv?.pinnedMessages;
  if (!pins?.some((p) => p.messageId === message.id)) return list as Conversation[];
  return conversationsApplyPins(
    list,
    message.conversationId,
    pins.filter((p) => p.messageId !== message.id),
  );
}
