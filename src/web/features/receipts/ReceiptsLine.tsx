import type { Conversation } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import type { UsersById } from '../conversations/conversation-utils';
import { receiptReaders } from './receipt-ticks';
import { RECEIPTS_TEXT } from './receipts-text';

export interface ReceiptsLineProps {
  message: ChatMessage;
  conversation: Conversation;
  meId: string;
  usersById: UsersById;
}

/**
 * The short grey line under my last message in a group: 'Read by 2' once anyone read it,
 * otherwise 'Delivered to 1'; nothing before either. The names are in its title.
 */
export function ReceiptsLine({ message, conversation, meId, usersById }: ReceiptsLineProps) {
  const { readBy, deliveredTo } = receiptReaders(message, conversation, meId);
  const ids = readBy.length ? readBy : deliveredTo;
  if (ids.length === 0) return null;
  const text = readBy.length
    ? RECEIPTS_TEXT.readBy(readBy.length)
    : RECEIPTS_TEXT.deliveredTo(deliveredTo.length);
  const names = ids.map((id) => usersById.get(id)?.displayName ?? 'Unknown').join(', ');
  return (
    <p
      data-testid="receipts-line"
      title={names}
      className="px-4 pt-0.5 text-end text-[11px] font-medium text-slate-400"
    >
      {text}
    </p>
  );
}
