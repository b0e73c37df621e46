import type { Conversation } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import { receiptOf } from './receipt-cache';

/** The ticks on one of my messages: one tick, two ticks, two coloured ticks. */
export type ReceiptTick = 'sent' | 'delivered' | 'read';

type ReceiptConversation = Pick<Conversation, 'participants' | 'receipts'>;

/**
 * Where one of my messages has got to (issue 11): read once every other member's read
 * position reached it, delivered once every delivered position did, sent otherwise. A member
 * whose reads are hidden (privacy) shows 0 as read, so the message stays 'delivered' for them.
 */
export function receiptTick(
  message: Pick<ChatMessage, 'seq'>,
  conv: ReceiptConversation | undefined,
  meId: string,
): ReceiptTick {
  const others = conv?.participants.filter((id) => id !== meId) ?? [];
  if (others.length === 0 || message.seq <= 0) return 'sent';
  const positions = others.map((id) => receiptOf(conv, id));
  if (positions.every((p) => p.readSeq >= message.seq)) return 'read';
  if (positions.every((p) => Math.max(p.deliveredSeq, p.readSeq) >= message.seq)) {
    return 'delivered';
  }
  return 'sent';
}

/**
 * The highest seq among messages from others: how far there is anything to report. My own
 * messages need no receipt from me, so sending never costs a report (and a write) of its own.
 */
export function receiptHighestFromOthers(
  list: readonly ChatMessage[] | undefined,
  meId: string,
): number {
  let max = 0;
  for (const m of list ?? []) {
    if (m.sendState === undefined && m.senderId !== meId && m.seq > max) max = m.seq;
  }
  return max;
}

/** Who (besides me) has read a message, and who has it without having read it yet. */
export function receiptReaders(
  message: Pick<ChatMessage, 'seq' | 'senderId'>,
  conv: ReceiptConversation | undefined,
  meId: string,
): { readBy: string[]; deliveredTo: string[] } {
  const readBy: string[] = [];
  const deliveredTo: string[] = [];
  for (const id of conv?.participants ?? []) {
    if (id === meId || id === message.senderId) continue;
    const p = receiptOf(conv, id);
    if (p.readSeq >= message.seq) readBy.push(id);
    else if (p.deliveredSeq >= message.seq) deliveredTo.push(id);
  }
  return { readBy, deliveredTo };
}
