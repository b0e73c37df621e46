import { MessageCircleHeart } from 'lucide-react';
import { EmptyState } from '../../ui/EmptyState';

/** Spec core 2: 'Start your conversation' / 'Send a message to begin chatting'. */
export function ChatEmpty() {
  return (
    <EmptyState
      testId="chat-empty"
      centred
      tone="brand"
      icon={<MessageCircleHeart className="h-10 w-10" strokeWidth={1.8} />}
      title="Start your conversation"
      body="Send a message to begin chatting"
    />
  );
}
