import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../i18n/use-t';

/** The small star by a bubble's time when the reader starred the message. */
export function StarMark({
  own,
}: {
  /** On our own (coloured) bubble the star is paler, to read on the colour. */
  own: boolean;
}) {
  const t = useT();
  return (
    <Star
      aria-label={t('chat.starredMark')}
      data-testid="message-star"
      className={cn('me-0.5 h-3 w-3 fill-current', own ? 'text-amber-200' : 'text-amber-400')}
      strokeWidth={2}
    />
  );
}
