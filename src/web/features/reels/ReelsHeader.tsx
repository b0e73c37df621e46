import { Handshake, Upload, Volume2, VolumeX } from 'lucide-react';
import { VIDEO_FEED_FILTERS } from '../../../protocol/video-social';
import type { VideoFeedFilter } from '../../../protocol/video-social';
import { useLocale, useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { countLabel } from '../../lib/format';
import { REEL_FILTER_LABEL_IDS } from './reels-utils';
import { TEXT_SHADOW } from './reel-styles';

export interface ReelsHeaderProps {
  filter: VideoFeedFilter;
  onFilter: (filter: VideoFeedFilter) => void;
  /** Collaboration requests to me still waiting for an answer. */
  pendingRequests: number;
  onRequests: () => void;
  muted: boolean;
  onMuted: (muted: boolean) => void;
  /** Opens the upload flow: always there, not only while the feed is empty. */
  onUpload: () => void;
}

const PILL =
  'inline-flex h-9 items-center gap-1.5 rounded-full bg-black/60 px-3 text-[13px] font-bold text-white ring-1 ring-white/20 backdrop-blur-md transition hover:bg-black/75';

/**
 * Over the top of the feed: the title, Upload Video, the requests to me with their count, sound
 * on or off, and
 * the spec's four filters as chips: All, Trending, Recent, Following.
 */
export function ReelsHeader(props: ReelsHeaderProps) {
  const { filter, onFilter, pendingRequests, onRequests, muted, onMuted } = props;
  const t = useT();
  const locale = useLocale();
  return (
    <header
      className="pointer-events-none absolute inset-x-0 top-0 z-10 px-3 pt-3"
      data-testid="reels-header"
    >
      <div className="flex items-center gap-2">
        <h1
          className={cn(
            'me-auto ps-1 text-[22px] font-extrabold tracking-tight text-white',
            TEXT_SHADOW,
          )}
        >
          {t('reels.title')}
        </h1>
        <button
          type="button"
          onClick={props.onUpload}
          aria-label={t('reels.uploadVideo')}
          title={t('reels.uploadVideo')}
          data-testid="reels-upload-header"
          className={cn(PILL, 'pointer-events-auto w-9 justify-center px-0')}
        >
          <Upload aria-hidden className="h-[18px] w-[18px]" />
        </button>
        <button
          type="button"
          onClick={onRequests}
          aria-label={t('reels.requestsLabel', { count: pendingRequests })}
          data-testid="reels-requests"
          className={cn(PILL, 'pointer-events-auto')}
        >
          <Handshake aria-hidden className="h-4 w-4" />
          {t('reels.requests')}
          {pendingRequests > 0 && (
            <span
              aria-hidden
              data-testid="reels-requests-count"
              className="flex h-5 min-w-5 items-center justify-center rounded-full bg-rose-600 px-1.5 text-[11px] leading-none text-white tabular-nums"
            >
              {countLabel(locale, pendingRequests)}
            </span>
          )}
        </button>
        <button
          type="button"
          onClick={() => onMuted(!muted)}
          aria-label={muted ? t('reels.unmute') : t('reels.mute')}
          aria-pressed={!muted}
          data-testid="reels-sound"
          className={cn(PILL, 'pointer-events-auto w-9 justify-center px-0')}
        >
          {muted ? (
            <VolumeX aria-hidden className="h-[18px] w-[18px]" />
          ) : (
            <Volume2 aria-hidden className="h-[18px] w-[18px]" />
          )}
        </button>
      </div>
      {/* Centred while the chips fit; scrolled sideways from the start when a language's are long. */}
      <div className="scrollbar-none pointer-events-auto mt-2.5 overflow-x-auto">
        <div
          role="group"
          aria-label={t('reels.filters')}
          className="mx-auto flex w-max gap-1.5 px-0.5 py-0.5"
        >
          {VIDEO_FEED_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              onClick={() => onFilter(f)}
              aria-pressed={filter === f}
              data-testid={`reels-filter-${f}`}
              className={cn(
                'h-8 shrink-0 rounded-full px-3.5 text-[13px] font-bold ring-1 backdrop-blur-md transition',
                filter === f
                  ? 'bg-brand-600 text-white shadow-lg ring-white/40'
                  : 'bg-black/60 text-white ring-white/15 hover:bg-black/75',
              )}
            >
              {t(REEL_FILTER_LABEL_IDS[f])}
            </button>
          ))}
        </div>
      </div>
    </header>
  );
}
