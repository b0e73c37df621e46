import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { VideoComment } from '../../../protocol';
import { useLocale, useT } from '../../i18n/use-t';
import { agoLabel } from '../../lib/format';
import { Avatar } from '../../ui/Avatar';
import { TranslationToggle } from '../translate/TranslationToggle';
import { useAppLanguageWords } from '../translate/use-app-language-words';

export interface ReelCommentItemProps {
  comment: VideoComment;
  now: Date;
  /** I wrote it: shown as written. */
  mine: boolean;
  /** Mine, or on my video: I may delete it. */
  deletable: boolean;
  deleting: boolean;
  onDelete: () => void;
}

/**
 * One comment: the author's picture and name, how long ago, the words (someone else's in my
 * language, with 'Show original').
 */
export function ReelCommentItem({
  comment,
  now,
  mine,
  deletable,
  deleting,
  onDelete,
}: ReelCommentItemProps) {
  const t = useT();
  const locale = useLocale();
  const [showOriginal, setShowOriginal] = useState(false);
  const words = useAppLanguageWords(comment.content, comment.author.id, mine, showOriginal);
  return (
    <li
      className="group flex gap-3 py-2.5"
      data-testid="reel-comment-item"
      data-comment-id={comment.id}
    >
      <Avatar src={comment.author.avatar} name={comment.author.displayName} size={36} />
      <div className="min-w-0 flex-1">
        <p className="flex items-baseline gap-2 text-[13px]">
          <span className="truncate font-bold text-slate-900" dir="auto">
            {comment.author.displayName}
          </span>
          <time dateTime={comment.createdAt} className="shrink-0 text-slate-500">
            {agoLabel(locale, comment.createdAt, now)}
          </time>
        </p>
        <p
          dir="auto"
          className="mt-0.5 text-[15px] leading-snug break-words whitespace-pre-wrap text-slate-800"
          lang={words.lang || undefined}
          data-testid="reel-comment-content"
        >
          {words.text}
        </p>
        {words.translatedFrom !== null && (
          <p className="mt-0.5 text-xs text-slate-500">
            <TranslationToggle
              from={words.translatedFrom}
              showOriginal={showOriginal}
              onToggle={() => setShowOriginal((v) => !v)}
              onDevice={words.onDevice}
            />
          </p>
        )}
      </div>
      {deletable && (
        <button
          type="button"
          onClick={onDelete}
          disabled={deleting}
          aria-label={t('reels.commentDelete')}
          data-testid="reel-comment-delete"
          className="-me-1 h-9 w-9 shrink-0 self-center rounded-full p-2 text-slate-400 transition hover:bg-rose-50 hover:text-rose-600 disabled:opacity-40"
        >
          <Trash2 aria-hidden className="h-[18px] w-[18px]" />
        </button>
      )}
    </li>
  );
}
