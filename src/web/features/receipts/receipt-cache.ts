import type { Conversation, Receipt, ReceiptEvent } from '../../../protocol';

/**
 * Folding read receipts into the conversation list (issue 11). Positions only move forward, so
 * a copy arriving late (two instances, a fetch overtaking a push) never moves one back: each
 * position keeps the higher of what is held and what arrives. Returns the inputs themselves
 * when nothing changes, so nothing re-renders.
 */
export function receiptsMerge(
  held: readonly Receipt[] | undefined,
  incoming: Receipt,
): Receipt[] | undefined {
  const list = held ?? [];
  const index = list.findIndex((r) => r.userId === incoming.userId);
  const old = index < 0 ? undefined : list[index]!;
  const next: Receipt = {
    userId: incoming.userId,
    deliveredSeq: Math.max(old?.deliveredSeq ?? 0, incoming.deliveredSeq, incoming.readSeq),
    readSeq: Math.max(old?.readSeq ?? 0, incoming.readSeq),
  };
  if (old && old.deliveredSeq === next.deliveredSeq && old.readSeq === next.readSeq) {
    return held as Receipt[];
  }
  if (index < 0) return [...list, next];
  const copy = [...list];
  copy[index] = next;
  return copy;
}

/**
 * Applies a receipt event to the cached list. Our own read position (from another of our
 * devices, or this one) also clears the unread badge once it reaches the last message, as the
 * server counts unread from the same position.
 */
export function conversationsApplyReceipt(
  list: readonly Conversation[],
  event: ReceiptEvent,
  meId: string,
): Conversation[] {
  const index = list.findIndex((c) => c.id === event.conversationId);
  if (index < 0) return list as Conversation[];
  const conv = list[index]!;
  let receipts = conv.receipts;
  for (const r of event.receipts) receipts = receiptsMerge(receipts, r);
  const mine = event.receipts.find((r) => r.userId === meId);
  const readAll = mine !== undefined && mine.readSeq >= (conv.lastSeq ?? 0);
  const unreadCount = readAll ? 0 : conv.unreadCount;
  if (receipts === conv.receipts && unreadCount === conv.unreadCount) return list as Conversation[];
  const copy = [...list];
  copy[index] = { ...conv, receipts, unreadCount };
  return copy;
}

/** This member's positions in a conversation (zeros when unknown). */
export function receiptOf(conv: Pick<Conversation, 'receipts'> | undefined, userId: string) {
  return (
    conv?.receipts?.find((r) => r.userId === userId) ?? { userId, deliveredSeq: 0, readSeq: 0 }
  );
}
