import { MESSAGE_MAX_CHARS } from '../../../protocol/limits';
import { cn } from '../../lib/cn';
import { useT } from '../../i18n/use-t';

/**
 * From this many characters the composer counts (issue 27: the 10,000-character limit must
 * never surprise): far enough ahead to trim a long text, late enough to stay out of the way.
 */
export const COMPOSER_COUNT_FROM = 9_000;

/** Whether a message of this many characters may be sent (the server's own limit). */
export function composerLengthFits(length: number): boolean {
  return length <= MESSAGE_MAX_CHARS;
}

/**
 * The composer's count near the limit ('9,500 / 10,000', in the reader's digits), and past it
 * why the send button is off. Nothing is ever cut: what is over stays in the box to be trimmed.
 */
export function ComposerLimit({ length, id }: { length: number; id: string }) {
  const t = useT();
  if (length < COMPOSER_COUNT_FROM) return null;
  const over = !composerLengthFits(length);
  return (
    <div
      id={id}
      role="status"
      data-testid="composer-limit"
      data-over={over}
      className={cn(
        'flex justify-end gap-2 px-4 pt-1.5 text-xs tabular-nums',
        over ? 'font-medium text-rose-600' : 'text-slate-500',
      )}
    >
      {over && (
        <span data-testid="composer-too-long">
          {t('chat.tooLong', { over: length - MESSAGE_MAX_CHARS })}
        </span>
      )}
      {/* Left to right in every language: '10,040 / 10,000' never reads as its reverse. */}
      <span dir="ltr" data-testid="composer-count">
        {t('chat.lengthCount', { count: length, max: MESSAGE_MAX_CHARS })}
      </span>
    </div>
  );
}
