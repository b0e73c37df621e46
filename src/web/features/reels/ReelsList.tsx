import { useEffect, useState } from 'react';
import type { Video } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast-store';
import type { VideoLikeIntent } from './reels-cache';
import { ReelItem } from './ReelItem';
import { REEL_PREFETCH_AHEAD } from './reels-utils';
import { useReelScroll } from './use-reel-scroll';

/** Pages read in search of a `?v=` video before saying it is not there. */
const TARGET_MAX_PAGES = 5;

export interface ReelsListProps {
  me: string;
  videos: Video[];
  pagesLoaded: number;
  hasNextPage: boolean;
  fetchingNextPage: boolean;
  fetchNextPage: () => void;
  muted: boolean;
  /** A video to open at (`?v=`), until it has been shown or looked for. */
  target: string | null;
  onTargetDone: () => void;
  onLike: (video: Video, intent: VideoLikeIntent) => void;
  onFollow: (video: Video, follow: boolean) => void;
  onComments: (video: Video) => void;
  onShare: (video: Video) => void;
  onCollab: (video: Video) => void;
  onDelete: (video: Video) => void;
}

/**
 * The column of reels, one screen each, snapping as it scrolls. The first video when the list
 * opened is the one that plays by itself; the next page is read a few reels before the end.
 */
export function ReelsList(props: ReelsListProps) {
  const { videos, target, onTargetDone, hasNextPage, fetchingNextPage, fetchNextPage } = props;
  const t = useT();
  const { ref, active, scrollTo } = useReelScroll(videos.length);
  const [autoPlayId] = useState(() => videos[0]?.id ?? null);

  useEffect(() => {
    if (hasNextPage && !fetchingNextPage && videos.length - active <= REEL_PREFETCH_AHEAD)
      fetchNextPage();
  }, [active, videos.length, hasNextPage, fetchingNextPage, fetchNextPage]);

  useEffect(() => {
    if (!target) return;
    const at = videos.findIndex((v) => v.id === target);
    if (at >= 0) {
      scrollTo(at, false);
      onTargetDone();
    } else if (hasNextPage && props.pagesLoaded < TARGET_MAX_PAGES) {
      if (!fetchingNextPage) fetchNextPage();
    } else {
      toast({ title: t('reels.notFound') });
      onTargetDone();
    }
  }, [
    target,
    videos,
    hasNextPage,
    fetchingNextPage,
    fetchNextPage,
    props.pagesLoaded,
    scrollTo,
    onTargetDone,
    t,
  ]);

  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-testid="reels-list"
      className="scrollbar-none h-full snap-y snap-mandatory overflow-y-auto overscroll-contain outline-none"
    >
      {videos.map((video, i) => (
        <ReelItem
          key={video.id}
          me={props.me}
          video={video}
          autoPlay={video.id === autoPlayId}
          active={i === active}
          muted={props.muted}
          onLike={props.onLike}
          onFollow={props.onFollow}
          onComments={props.onComments}
          onShare={props.onShare}
          onCollab={props.onCollab}
          onDelete={props.onDelete}
        />
      ))}
      {fetchingNextPage && (
        <div className="flex h-24 snap-end items-center justify-center text-white/80">
          <Spinner className="h-6 w-6" />
        </div>
      )}
    </div>
  );
}
