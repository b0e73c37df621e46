import type { TranslationSettings, User } from '../../../../protocol';
import { messageWords } from '../../../../protocol/message-words';
import type { ChatMessage } from '../../../lib/apply-event';
import { cn } from '../../../lib/cn';
import { useT } from '../../../i18n/use-t';
import { messageSummary } from '../../conversations/conversation-utils';
import { useMessageTranslation } from '../../translate/use-message-translation';
import { useQuotedMessage } from './use-quoted-message';

export interface ReplyQuoteProps {
  /** The id of the message the reply answers. */
  replyTo: string;
  /** That message, when the chat holds it. */
  loaded: ChatMessage | undefined;
  /** The reply is mine (the quote takes the bubble's colours). */
  own: boolean;
  meId: string;
  translation: TranslationSettings | null;
  usersById: ReadonlyMap<string, User>;
  /** Brings the answered message into view (loading older pages when needed). */
  onJump: (message: ChatMessage) => void;
}

/**
 * At the top of a reply: who wrote the message it answers and its words, in the reader's
 * language as the chat shows them; a tap goes to it. An unsent or burnt original, or one that
 * cannot be read, says 'Message unavailable'.
 */
export function ReplyQuote(props: ReplyQuoteProps) {
  const { replyTo, loaded, own, usersById, onJump } = props;
  const t = useT();
  const quoted = useQuotedMessage(replyTo, loaded);
  // Unsent, burnt, deleted for me, or not to be had.
  const gone = quoted === null || !!quoted?.deletedAt || !!quoted?.hiddenForMe;
  const author = quoted ? usersById.get(quoted.senderId) : undefined;
  const box = cn(
    'mb-1 block w-full min-w-0 rounded-xl border-s-4 px-2.5 py-1 text-start text-[13px] leading-[1.3]',
    own ? 'bg-white/15 border-white/70' : 'bg-brand-50 border-brand-400',
  );
  if (gone || quoted === undefined) {
    return (
      <p
        className={cn(box, 'italic', own ? 'text-white/80' : 'text-slate-500')}
        data-testid="reply-quote"
        data-unavailable={gone ? 'true' : undefined}
      >
        {gone ? t('chat.replyUnavailable') : '…'}
      </p>
    );
  }
  return (
    <button
      type="button"
      onClick={() => onJump(quoted)}
      data-testid="reply-quote"
      data-reply-to={quoted.id}
      className={cn(
        box,
        'transition hover:brightness-95 focus-visible:outline-2 focus-visible:outline-brand-400',
      )}
    >
      <span className={cn('block truncate font-semibold', own ? 'text-white' : 'text-brand-700')}>
        <bdi>
          {quoted.senderId === props.meId
            ? t('chat.replyYou')
            : (author?.displayName ?? t('chat.unknownSender'))}
        </bdi>
      </span>
      <QuotedWords message={quoted} own={own} meId={props.meId} translation={props.translation} />
    </button>
  );
}

/** The answered message's words, translated as its own bubble shows them. */
export function QuotedWords({
  message,
  own,
  meId,
  translation,
  className = 'line-clamp-2',
}: {
  message: ChatMessage;
  own: boolean;
  meId: string;
  translation: TranslationSettings | null;
  className?: string;
}) {
  const words = messageWords(message);
  const shown = useMessageTranslation(message, words ?? '', meId, translation);
  // A photo by its caption, a song by its title, in the list's words (translated as shown).
  const text = messageSummary(message, words === null ? null : shown.text);
  return (
    <span
      dir="auto"
      lang={shown.lang}
      data-testid="reply-quote-text"
      className={cn('block break-words', className, own ? 'text-white/85' : 'text-slate-600')}
    >
      {text}
    </span>
  );
}
