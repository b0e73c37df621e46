import type { ReactNode } from 'react';
import { Eye, Heart, MessageCircle, Trash2 } from 'lucide-react';
import type { StatusUpdate } from '../../../protocol';
import { useLocale, useT } from '../../i18n/use-t';
import { countLabel } from '../../lib/format';
import { cn } from '../../lib/cn';

export interface StatusActionsProps {
  status: StatusUpdate;
  mine: boolean;
  busy?: boolean;
  onLike: (liked: boolean) => void;
  onReply: () => void;
  onDelete: () => void;
}

const ACTION =
  'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold tabular-nums transition disabled:opacity-50';

/** A count as people see it (compact) and as a screen reader says it (in words). */
function Count({ n, spoken, testId }: { n: number; spoken: string; testId: string }) {
  const locale = useLocale();
  return (
    <>
      <span aria-hidden data-testid={testId}>
        {countLabel(locale, n)}
      </span>
      <span className="sr-only">{spoken}</span>
    </>
  );
}

function Stat({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span className={cn(ACTION, 'px-2.5 text-slate-600')}>
      {icon}
      {children}
    </span>
  );
}

/**
 * A status's counts and what the reader may do: like (anyone who sees it), reply (a friend's),
 * and for the author how many saw and answered it, and delete (spec secondary 6: the author only).
 */
export function StatusActions({
  status,
  mine,
  busy,
  onLike,
  onReply,
  onDelete,
}: StatusActionsProps) {
  const t = useT();
  const icon = 'h-[18px] w-[18px]';
  return (
    <div className="flex items-center gap-0.5" data-testid="status-actions">
      <button
        type="button"
        aria-pressed={status.isLiked}
        disabled={busy}
        onClick={() => onLike(!status.isLiked)}
        data-testid="status-like"
        className={cn(
          ACTION,
          status.isLiked
            ? 'bg-rose-50 text-rose-600 hover:bg-rose-100'
            : 'text-slate-600 hover:bg-slate-100',
        )}
      >
        <Heart aria-hidden className={cn(icon, status.isLiked && 'fill-current')} />
        <span className="sr-only">{t('status.like')}</span>
        <Count
          n={status.likes}
          spoken={t('status.likes', { count: status.likes })}
          testId="status-like-count"
        />
      </button>
      {mine ? (
        <>
          <Stat icon={<MessageCircle aria-hidden className={icon} />}>
            <Count
              n={status.replies}
              spoken={t('status.replies', { count: status.replies })}
              testId="status-reply-count"
            />
          </Stat>
          <Stat icon={<Eye aria-hidden className={icon} />}>
            <Count
              n={status.views}
              spoken={t('status.views', { count: status.views })}
              testId="status-views-count"
            />
          </Stat>
          <button
            type="button"
            onClick={onDelete}
            disabled={busy}
            aria-label={t('status.delete')}
            className={cn(ACTION, 'ms-auto px-2.5 text-rose-600 hover:bg-rose-50')}
            data-testid="status-delete"
          >
            <Trash2 aria-hidden className={icon} />
          </button>
        </>
      ) : (
        <button
          type="button"
          onClick={onReply}
          className={cn(ACTION, 'text-slate-600 hover:bg-slate-100')}
          data-testid="status-reply"
        >
          <MessageCircle aria-hidden className={icon} />
          {t('status.reply')}
        </button>
      )}
    </div>
  );
}
