import type { Conversation } from '../../../protocol';

/**
 * Someone left a group: when it was me (here or on another device) the group leaves my list;
 * otherwise they leave its members. The same list back when nothing changes.
 */
export function conversationsApplyMemberLeft(
  list: readonly Conversation[],
  conversationId: string,
  userId: string,
  meId: string,
): Conversation[] {
  const index = list.findIndex((c) => c.id === conversationId);
  const held = list[index];
  if (!held) return list as Conversation[];
  if (userId === meId) return list.filter((c) => c.id !== conversationId);
  if (!held.participants.includes(userId)) return list as Conversation[];
  const copy = [...list];
  copy[index] = { ...held, participants: held.participants.filter((id) => id !== userId) };
  return copy;
}
