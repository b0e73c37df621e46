import { useCallback, useState } from 'react';
import { ChevronLeft, Heart } from 'lucide-react';
import type { Video } from '../../../protocol';
import type { VideoReaction } from '../../../protocol/video-social';
import { VIDEO_REACTION_EMOJI } from '../../../protocol/video-social';
import { useLocale, useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { countLabel } from '../../lib/format';
import type { VideoLikeIntent } from './reels-cache';
import { ReelReactionPicker } from './ReelReactionPicker';
import { REEL_LONG_PRESS_MS } from './reels-utils';
import { ACTION_CIRCLE, ACTION_COUNT } from './reel-styles';
import { useLongPress } from '../../ui/use-long-press';

export interface ReelLikeButtonProps {
  video: Video;
  onLike: (intent: VideoLikeIntent) => void;
}

/**
 * Like: a tap toggles it, a long press (500 ms) opens the six reactions. Liked, the heart is
 * filled red, or my reaction's emoji when it is not a heart. From the keyboard, Shift+Enter or
 * the small button beside it opens the reactions.
 */
export function ReelLikeButton({ video, onLike }: ReelLikeButtonProps) {
  const t = useT();
  const locale = useLocale();
  const [picking, setPicking] = useState(false);
  const close = useCallback(() => setPicking(false), []);
  const press = useLongPress(REEL_LONG_PRESS_MS, {
    onLong: () => setPicking(true),
    onTap: () => onLike({ liked: !video.isLiked }),
  });
  const pick = (reaction: VideoReaction) => {
    setPicking(false);
    onLike({ reaction });
  };
  const emoji = video.isLiked && video.reaction && video.reaction !== 'heart';

  return (
    <div className="relative flex flex-col items-center">
      {picking && (
        <ReelReactionPicker
          current={video.isLiked ? video.reaction : null}
          onPick={pick}
          onClose={close}
        />
      )}
      <button
        type="button"
        {...press}
        aria-label={t('reels.like')}
        aria-pressed={video.isLiked}
        aria-description={t('reels.likeHint')}
        data-testid="reel-like"
        data-reaction={video.isLiked ? (video.reaction ?? 'heart') : undefined}
        className={cn(ACTION_CIRCLE, 'touch-manipulation [-webkit-touch-callout:none]')}
      >
        {emoji ? (
          <span aria-hidden className="text-[26px] leading-none" data-testid="reel-like-emoji">
            {VIDEO_REACTION_EMOJI[video.reaction!]}
          </span>
        ) : (
          <Heart
            aria-hidden
            className={cn(
              'h-7 w-7 transition',
              video.isLiked ? 'scale-110 fill-rose-500 text-rose-500' : 'text-white',
            )}
          />
        )}
      </button>
      <button
        type="button"
        onClick={() => setPicking(true)}
        aria-label={t('reels.chooseReaction')}
        data-testid="reel-reaction-open"
        className="sr-only start-0 top-3 -ms-5 flex h-6 w-5 items-center justify-center rounded-full bg-black/60 text-white focus:not-sr-only focus:absolute"
      >
        <ChevronLeft aria-hidden className="h-4 w-4 rtl:-scale-x-100" />
      </button>
      <span aria-hidden className={ACTION_COUNT} data-testid="reel-like-count">
        {countLabel(locale, video.likeCount)}
      </span>
      <span className="sr-only">{t('reels.likes', { count: video.likeCount })}</span>
    </div>
  );
}
