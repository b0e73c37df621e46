import { useState } from 'react';
import type { StatusUpdate } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { StatusActions } from './StatusActions';
import { StatusThumb } from './StatusThumb';
import { StatusTimeLeft } from './StatusTimeLeft';
import { StatusTranslationLine } from './StatusTranslationLine';
import { useStatusWords } from './use-status-words';

export interface StatusCardProps {
  status: StatusUpdate;
  mine: boolean;
  now: Date;
  busy?: boolean;
  onOpen: (status: StatusUpdate, reply?: boolean) => void;
  onLike: (status: StatusUpdate, liked: boolean) => void;
  onDelete: (status: StatusUpdate) => void;
}

/**
 * One status in the feed: its picture or words in small, who posted it and the time left, the
 * words (a friend's in my language, with the line to see the original), and its actions.
 * Opening it (the upper part) shows it whole and counts a view; a ring marks a friend's status
 * not opened yet.
 */
export function StatusCard({ status, mine, now, busy, onOpen, onLike, onDelete }: StatusCardProps) {
  const t = useT();
  const [showOriginal, setShowOriginal] = useState(false);
  const words = useStatusWords(status, showOriginal);
  const name = mine ? t('status.you') : status.author.displayName;
  return (
    <li
      className="rounded-3xl bg-white p-3 shadow-card ring-1 ring-slate-900/5"
      data-testid="status-card"
      data-status-id={status.id}
      data-mine={mine ? 'true' : 'false'}
      data-viewed={status.hasViewed ? 'true' : 'false'}
    >
      <button
        type="button"
        onClick={() => onOpen(status)}
        className="flex w-full items-start gap-3 rounded-2xl text-start outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
        data-testid="status-open"
      >
        <span
          className={cn(
            'rounded-[1.2rem] p-[3px]',
            status.hasViewed ? 'ring-2 ring-slate-200' : 'ring-2 ring-brand-500',
          )}
        >
          <StatusThumb
            status={status}
            alt={t('status.photoAlt', { name: status.author.displayName })}
          />
        </span>
        <span className="min-w-0 flex-1 pt-0.5">
          <span className="block truncate text-[15px] font-semibold text-slate-900">{name}</span>
          <StatusTimeLeft
            expiresAt={status.expiresAt}
            now={now}
            className="text-xs text-slate-500"
          />
          {status.content && (
            <span
              dir="auto"
              lang={words.lang}
              className="mt-1 line-clamp-2 text-[15px] break-words whitespace-pre-line text-slate-700"
              data-testid="status-content"
            >
              {words.text}
            </span>
          )}
        </span>
      </button>
      {/* Outside the button that opens the status: a button cannot hold another. Under the
          words: past the thumb (56 px and its 3 px ring each side) and the 12 px gap. */}
      <StatusTranslationLine
        words={words}
        showOriginal={showOriginal}
        onToggle={() => setShowOriginal((v) => !v)}
        className="mt-1 ps-[74px]"
      />
      <div className="mt-2 border-t border-slate-100 pt-1.5">
        <StatusActions
          status={status}
          mine={mine}
          busy={busy}
          onLike={(liked) => onLike(status, liked)}
          onReply={() => onOpen(status, true)}
          onDelete={() => onDelete(status)}
        />
      </div>
    </li>
  );
}
