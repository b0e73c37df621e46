import { Camera, CircleDashed } from 'lucide-react';
import { statusReplyQuoteOf } from './status-quote';
import type { ChatMessage } from '../../lib/apply-event';
import { useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';

/**
 * Above a chat message that answers a status: the status it answers, as it was when answered
 * (the quote travels in the message, so it stays after the status has gone).
 */
export function StatusReplyQuote({
  message,
  own,
  meId,
}: {
  message: ChatMessage;
  own: boolean;
  meId: string;
}) {
  const t = useT();
  const quote = statusReplyQuoteOf(message.metadata);
  if (!quote) return null;
  return (
    <div
      className={cn(
        'mt-0.5 mb-1 rounded-xl border-s-[3px] px-2.5 py-1.5 text-[13px] leading-snug',
        own
          ? 'border-white/80 bg-white/15 text-white'
          : 'border-brand-400 bg-brand-50 text-slate-700',
      )}
      data-testid="status-reply-quote"
    >
      <p className="flex items-center gap-1 font-semibold">
        <CircleDashed aria-hidden className="h-3.5 w-3.5" />
        {quote.authorId === meId ? t('status.quoteYours') : t('status.quoteTheirs')}
      </p>
      <p className="mt-0.5 line-clamp-2 break-words">
        {quote.photo && (
          <span className="me-1 inline-flex items-center gap-1 align-middle">
            <Camera aria-hidden className="h-3.5 w-3.5" />
            {!quote.content && t('status.quotePhoto')}
          </span>
        )}
        {quote.content}
      </p>
    </div>
  );
}
