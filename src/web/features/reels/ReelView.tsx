import type { Video } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import type { VideoLikeIntent } from './reels-cache';
import { ReelActions } from './ReelActions';
import { ReelInfo } from './ReelInfo';
import { ReelVideo } from './ReelVideo';

export interface ReelViewProps {
  video: Video;
  mine: boolean;
  /** Spec: only the feed's first video plays by itself. */
  autoPlay: boolean;
  /** Mostly on screen now. */
  active: boolean;
  muted: boolean;
  /** 0-100 while my download of it renders, else null. */
  downloadProgress: number | null;
  onLike: (intent: VideoLikeIntent) => void;
  onFollow: (follow: boolean) => void;
  onComments: () => void;
  onShare: () => void;
  onDownload: () => void;
  onCollab: () => void;
  /** Mine only: take it down (after asking). */
  onDelete?: () => void;
}

/**
 * One reel, the height of the feed: the video, shaded at the top and bottom so the words over
 * it stay readable, the creator and words at the bottom left, the actions on the right.
 */
export function ReelView(props: ReelViewProps) {
  const { video, mine } = props;
  const t = useT();
  return (
    <article
      aria-label={t('reels.reelLabel', { title: video.title || video.creator.displayName })}
      data-testid="reel"
      data-video-id={video.id}
      data-active={props.active || undefined}
      className="relative h-full w-full shrink-0 snap-start snap-always overflow-hidden bg-black"
    >
      <ReelVideo
        video={video}
        autoPlay={props.autoPlay}
        active={props.active}
        muted={props.muted}
      />
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-36 bg-linear-to-b from-black/70 to-transparent"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute inset-y-0 end-0 w-24 bg-linear-to-l from-black/35 to-transparent"
      />
      <div className="pointer-events-none absolute inset-x-0 bottom-0 flex items-end gap-3 bg-linear-to-t from-black/90 via-black/70 via-70% to-transparent ps-4 pe-3 pt-28 pb-5">
        <div className="min-w-0 flex-1">
          <ReelInfo video={video} mine={mine} onFollow={props.onFollow} />
        </div>
        <ReelActions
          video={video}
          mine={mine}
          downloadProgress={props.downloadProgress}
          onLike={props.onLike}
          onComments={props.onComments}
          onShare={props.onShare}
          onDownload={props.onDownload}
          onCollab={props.onCollab}
          onDelete={props.onDelete}
        />
      </div>
    </article>
  );
}
