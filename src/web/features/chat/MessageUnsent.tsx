import { Ban } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useLocale } from '../../i18n/use-t';

export interface MessageUnsentProps {
  /** 'You unsent a message' or 'Sofía unsent a message'. */
  text: string;
  own: boolean;
}

/**
 * What a bubble shows once its sender has unsent it (spec core 4 Unsend): a quiet line in the
 * app's language, never translated, in place of the words, photo or card.
 */
export function MessageUnsent({ text, own }: MessageUnsentProps) {
  return (
    <p
      lang={useLocale()}
      data-testid="message-unsent"
      className={cn(
        'text-[13.5px] leading-[1.4] break-words italic',
        own ? 'text-brand-900/60' : 'text-slate-500',
      )}
    >
      <Ban
        aria-hidden
        className="me-1 -mt-0.5 inline-block h-3.5 w-3.5 align-middle"
        strokeWidth={2.25}
      />
      {text}
      {/* Room for the time (and our tick) on the last line, as MessageText keeps. */}
      <span aria-hidden className={cn('inline-block', own ? 'w-[56px]' : 'w-[40px]')} />
    </p>
  );
}
