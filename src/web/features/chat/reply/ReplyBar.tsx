import { Reply, X } from 'lucide-react';
import type { ChatMessage } from '../../../lib/apply-event';
import { useT } from '../../../i18n/use-t';
import type { TranslationSettings } from '../../../../protocol';
import { useUsersById } from '../../conversations/queries';
import { QuotedWords } from './ReplyQuote';

export interface ReplyBarProps {
  message: ChatMessage;
  meId: string;
  /** The reader's translation settings: the words show as the bubble shows them. */
  translation: TranslationSettings | null;
  onCancel: () => void;
}

/** Above the composer while answering a message: whom and what, and X to stop replying. */
export function ReplyBar({ message, meId, translation, onCancel }: ReplyBarProps) {
  const t = useT();
  const users = useUsersById();
  const name = users.get(message.senderId)?.displayName ?? t('chat.unknownSender');
  return (
    <div
      className="animate-slide-up flex items-center gap-2 border-t border-slate-200/70 px-3 py-2"
      data-testid="reply-bar"
    >
      <Reply aria-hidden className="h-4 w-4 shrink-0 text-brand-600 rtl:-scale-x-100" />
      <div className="min-w-0 flex-1 border-s-4 border-brand-400 ps-2">
        <p className="truncate text-[13px] font-semibold text-brand-700">
          {message.senderId === meId ? t('chat.replyingToSelf') : t('chat.replyingTo', { name })}
        </p>
        <QuotedWords
          message={message}
          own={false}
          meId={meId}
          translation={translation}
          className="truncate text-[13px]"
        />
      </div>
      <button
        type="button"
        onClick={onCancel}
        aria-label={t('chat.replyCancel')}
        title={t('chat.replyCancel')}
        data-testid="reply-cancel"
        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-slate-500 transition hover:bg-slate-100"
      >
        <X aria-hidden className="h-4 w-4" />
      </button>
    </div>
  );
}
