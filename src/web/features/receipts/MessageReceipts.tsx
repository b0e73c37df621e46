import type { ChatMessage } from '../../lib/apply-event';
import { useConversations, useUsersById } from '../conversations/queries';
import { ReceiptsInfo } from './ReceiptsInfo';

/**
 * Message Info's receipts block for one of my messages: who read it and who has it. It reads
 * the conversation's positions from the cache itself, so bubbles need not carry them.
 */
export function MessageReceipts({ message, meId }: { message: ChatMessage; meId: string }) {
  const { data: conversations } = useConversations(meId);
  const usersById = useUsersById();
  const conversation = conversations?.find((c) => c.id === message.conversationId);
  if (!conversation) return null;
  return (
    <div className="mt-3 border-t border-slate-100 pt-3">
      <ReceiptsInfo
        message={message}
        conversation={conversation}
        meId={meId}
        usersById={usersById}
      />
    </div>
  );
}
