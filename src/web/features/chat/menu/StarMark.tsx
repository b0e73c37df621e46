import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useIsStarred } from '../../starred/starred-queries';
import { MESSAGE_MENU_TEXT } from '../../starred/starred-text';

/** The small star by a bubble's time when the reader starred the message. */
export function StarMark({ meId, messageId }: { meId: string; messageId: string }) {
  const starred = useIsStarred(meId, messageId);
  if (!starred) return null;
  return (
    <Star
      aria-label={MESSAGE_MENU_TEXT.starredMark}
      data-testid="message-star"
      className={cn('mr-0.5 h-3 w-3 fill-current')}
      strokeWidth={2}
    />
  );
}
