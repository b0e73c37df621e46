import { MessageCircleHeart } from 'lucide-react';
import { EmptyState } from '../../ui/EmptyState';
import { useT } from '../../i18n/use-t';

/** Spec core 2: 'Start your conversation' / 'Send a message to begin chatting'. */
export function ChatEmpty() {
  const t = useT();
  return (
    <EmptyState
      testId="chat-empty"
      centred
      tone="brand"
      icon={<MessageCircleHeart className="h-10 w-10" strokeWidth={1.8} />}
      title={t('chat.emptyTitle')}
      body={t('chat.emptyBody')}
    />
  );
}
