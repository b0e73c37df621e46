import { useState } from 'react';
import { reactionsGrouped } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../i18n/use-t';
import { EMOJI_FONT } from '../stickers/emoji-font';
import { ReactionsDialog } from './ReactionsDialog';

export interface MessageReactionsProps {
  message: ChatMessage;
  meId: string;
  own: boolean;
}

/**
 * Under a bubble: each emoji given to it with how many gave it, mine marked. A tap lists who
 * reacted with what (and takes mine back there).
 */
export function MessageReactions({ message, meId, own }: MessageReactionsProps) {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const reactions = message.reactions ?? [];
  if (reactions.length === 0 || message.deletedAt) return null;
  const groups = reactionsGrouped(reactions);
  const count = new Intl.NumberFormat(locale);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('reactions.summary', { count: reactions.length })}
        aria-haspopup="dialog"
        data-testid="message-reactions"
        className={cn(
          'relative z-[1] -mt-1.5 flex max-w-full flex-wrap gap-1 rounded-full focus-visible:outline-2 focus-visible:outline-brand-400',
          own ? 'me-1 justify-end self-end' : 'ms-1 justify-start self-start',
        )}
      >
        {groups.map(({ emoji, userIds }) => (
          <span
            key={emoji}
            data-testid="reaction-chip"
            data-emoji={emoji}
            data-count={userIds.length}
            data-mine={userIds.includes(meId) ? 'true' : undefined}
            className={cn(
              'flex h-6 items-center gap-0.5 rounded-full px-1.5 text-[12px] font-semibold shadow-sm ring-1',
              userIds.includes(meId)
                ? 'bg-brand-50 text-brand-700 ring-brand-200'
                : 'bg-white text-slate-600 ring-slate-200',
            )}
          >
            <span
              aria-hidden
              className="text-[14px] leading-none"
              style={{ fontFamily: EMOJI_FONT }}
            >
              {emoji}
            </span>
            {userIds.length > 1 && <span aria-hidden>{count.format(userIds.length)}</span>}
          </span>
        ))}
      </button>
      {open && <ReactionsDialog message={message} meId={meId} open={open} onOpenChange={setOpen} />}
    </>
  );
}
