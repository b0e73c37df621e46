import { useState } from 'react';
import { BadgeCheck } from 'lucide-react';
import type { Video } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { Avatar } from '../../ui/Avatar';
import { TranslationToggle } from '../translate/TranslationToggle';
import { REEL_DESCRIPTION_CLAMP_CHARS, reelHashtagsShown } from './reels-utils';
import { TEXT_SHADOW } from './reel-styles';
import { useAppLanguageWords } from '../translate/use-app-language-words';

export interface ReelInfoProps {
  video: Video;
  mine: boolean;
  onFollow: (follow: boolean) => void;
}

/**
 * The bottom-left of a reel: the creator with Follow (not on my own), the title, the
 * description (clamped, 'more' opens it), both in the reader's language with 'Show original'
 * when someone else wrote them in another, and at most the first 2 hashtags.
 */
export function ReelInfo({ video, mine, onFollow }: ReelInfoProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [showOriginal, setShowOriginal] = useState(false);
  const title = useAppLanguageWords(video.title, video.creator.id, mine, showOriginal);
  const description = useAppLanguageWords(video.description, video.creator.id, mine, showOriginal);
  const translatedFrom = title.translatedFrom ?? description.translatedFrom;
  const tags = reelHashtagsShown(video.hashtags);
  const long =
    video.description.length > REEL_DESCRIPTION_CLAMP_CHARS || video.description.includes('\n');
  return (
    <div
      className={cn('pointer-events-auto min-w-0 text-white', TEXT_SHADOW)}
      data-testid="reel-info"
    >
      <div className="flex items-center gap-2.5">
        <Avatar
          src={video.creator.avatar}
          name={video.creator.displayName}
          size={40}
          className="rounded-full ring-2 ring-white/80"
        />
        <span
          className="flex min-w-0 items-center gap-1 text-[15px] font-bold"
          data-testid="reel-creator"
        >
          <span className="truncate" dir="auto">
            {video.creator.displayName}
          </span>
          {video.creator.isVerified && (
            <BadgeCheck
              role="img"
              aria-label={t('reels.verified')}
              className="h-4 w-4 shrink-0 fill-sky-500 text-white"
            />
          )}
        </span>
        {!mine && (
          <button
            type="button"
            onClick={() => onFollow(!video.isFollowing)}
            aria-pressed={video.isFollowing}
            data-testid="reel-follow"
            className={cn(
              'h-8 shrink-0 rounded-lg px-3.5 text-[13px] font-bold transition [text-shadow:none] active:scale-95',
              video.isFollowing
                ? 'bg-black/60 text-white ring-1 ring-white/60'
                : 'bg-brand-600 text-white shadow-lg hover:brightness-110',
            )}
          >
            {video.isFollowing ? t('reels.following') : t('reels.follow')}
          </button>
        )}
      </div>
      {video.title && (
        <h2
          className="mt-2.5 text-[16px] leading-snug font-bold"
          dir="auto"
          lang={title.lang || undefined}
          data-testid="reel-title"
        >
          {title.text}
        </h2>
      )}
      {video.description && (
        <div className="mt-1 text-[14px] leading-snug">
          <p
            dir="auto"
            className={cn('break-words whitespace-pre-line', !open && 'line-clamp-2')}
            lang={description.lang || undefined}
            data-testid="reel-description"
          >
            {description.text}
          </p>
          {long && (
            <button
              type="button"
              onClick={() => setOpen(!open)}
              aria-expanded={open}
              data-testid="reel-description-toggle"
              className="mt-0.5 text-[13px] font-bold text-white/90 underline-offset-2 hover:underline"
            >
              {open ? t('reels.less') : t('reels.more')}
            </button>
          )}
        </div>
      )}
      {translatedFrom !== null && (
        <p className="mt-1 text-[12px] text-white/85" data-testid="reel-translation">
          <TranslationToggle
            from={translatedFrom}
            showOriginal={showOriginal}
            onToggle={() => setShowOriginal((v) => !v)}
            onDevice={title.onDevice || description.onDevice}
          />
        </p>
      )}
      {tags.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('reels.hashtags')}>
          {tags.map((tag) => (
            <li
              key={tag}
              dir="auto"
              data-testid="reel-hashtag"
              className="max-w-[10rem] truncate rounded-full bg-black/50 px-2.5 py-1 text-[12px] font-semibold ring-1 ring-white/20 backdrop-blur-sm"
            >
              #{tag}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
