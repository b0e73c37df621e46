import { useCallback, useMemo, useState } from 'react';
import { CloudOff, Film, Upload, UserPlus } from 'lucide-react';
import { useSearch } from 'wouter';
import type { User, Video } from '../../../protocol';
import type { VideoFeedFilter } from '../../../protocol/video-social';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
import { videoUploadOpen } from '../video-upload/upload-store';
import type { VideoLikeIntent } from './reels-cache';
import { videoFeedFlatten } from './reels-cache';
import {
  useCollabRequest,
  useCollabRequests,
  useCreatorFollow,
  useVideoDelete,
  useVideoFeed,
  useVideoLike,
} from './reels-queries';
import { REEL_EMPTY_IDS, reelShareUrl, reelTargetFromSearch } from './reels-utils';
import { ReelCollabDialog } from './ReelCollabDialog';
import { ReelCommentsSheet } from './ReelCommentsSheet';
import { ReelDeleteDialog } from './ReelDeleteDialog';
import { ReelRequestsDialog } from './ReelRequestsDialog';
import { ReelsHeader } from './ReelsHeader';
import { ReelsList } from './ReelsList';
import { ReelsMessage } from './ReelsMessage';
import { ReelsSkeleton } from './ReelsSkeleton';

/**
 * Spec secondary 'Videos / Reels feed' for a signed-in user: the reels of one filter, one screen
 * each, with likes and reactions, comments, follow, share, download and collaboration requests.
 * The feed follows live events (`videos_changed`); a request to me is told by the Notifier,
 * wherever I am.
 */
export function ReelsFeed({ me }: { me: User }) {
  const t = useT();
  const search = useSearch();
  const [filter, setFilter] = useState<VideoFeedFilter>('all');
  const [target, setTarget] = useState(() => reelTargetFromSearch(search));
  const [muted, setMuted] = useState(true);
  const [commentsFor, setCommentsFor] = useState<string | null>(null);
  const [collabFor, setCollabFor] = useState<Video | null>(null);
  const [requestsOpen, setRequestsOpen] = useState(false);
  const [deleting, setDeleting] = useState<Video | null>(null);
  const remove = useVideoDelete(me.id);
  const feed = useVideoFeed(me.id, filter);
  const like = useVideoLike(me.id);
  const follow = useCreatorFollow(me.id);
  const collab = useCollabRequest();
  const requests = useCollabRequests(me.id);
  const videos = useMemo(() => videoFeedFlatten(feed.data), [feed.data]);
  const pending = requests.data?.filter((r) => r.status === 'pending').length ?? 0;
  const commentsVideo = commentsFor ? (videos.find((v) => v.id === commentsFor) ?? null) : null;

  const { mutate: likeMutate } = like;
  const onLike = useCallback(
    (video: Video, intent: VideoLikeIntent) => likeMutate({ video, intent }),
    [likeMutate],
  );
  const { mutate: followMutate } = follow;
  const onFollow = useCallback(
    (video: Video, on: boolean) => followMutate({ creatorId: video.creator.id, follow: on }),
    [followMutate],
  );
  const onComments = useCallback((video: Video) => setCommentsFor(video.id), []);
  const onCollab = useCallback((video: Video) => setCollabFor(video), []);
  const onDelete = useCallback((video: Video) => setDeleting(video), []);
  const onShare = useCallback(
    (video: Video) => {
      const url = reelShareUrl(window.location.origin, video.id);
      Promise.resolve()
        .then(() => navigator.clipboard.writeText(url))
        .then(() => toast({ title: t('reels.linkCopied'), variant: 'success' }))
        // No clipboard here (an insecure page, or permission refused): the link is shown instead.
        .catch(() => toast({ title: t('reels.copyFailed'), description: url }));
    },
    [t],
  );
  const onTargetDone = useCallback(() => setTarget(null), []);
  const { fetchNextPage: fetchNext } = feed;
  const fetchNextPage = useCallback(() => void fetchNext(), [fetchNext]);

  const empty = REEL_EMPTY_IDS[filter];
  let body;
  if (feed.isPending) body = <ReelsSkeleton />;
  else if (feed.isError)
    body = (
      <ReelsMessage
        icon={<CloudOff aria-hidden className="h-9 w-9" />}
        title={t('reels.loadError')}
        body={t('reels.loadErrorBody')}
        action={
          <Button onClick={() => void feed.refetch()} data-testid="reels-retry">
            {t('reels.retry')}
          </Button>
        }
        testId="reels-error"
      />
    );
  else if (videos.length === 0)
    body = (
      <ReelsMessage
        icon={
          filter === 'following' ? (
            <UserPlus aria-hidden className="h-9 w-9" />
          ) : (
            <Film aria-hidden className="h-9 w-9" />
          )
        }
        title={t(empty.title)}
        body={t(empty.body)}
        action={
          filter === 'all' ? (
            <Button onClick={videoUploadOpen} data-testid="reels-upload">
              <Upload aria-hidden className="h-[18px] w-[18px]" />
              {t('reels.uploadVideo')}
            </Button>
          ) : undefined
        }
        testId="reels-empty"
      />
    );
  else
    body = (
      <ReelsList
        key={filter}
        me={me.id}
        videos={videos}
        pagesLoaded={feed.data.pages.length}
        hasNextPage={feed.hasNextPage}
        fetchingNextPage={feed.isFetchingNextPage}
        fetchNextPage={fetchNextPage}
        muted={muted}
        target={filter === 'all' ? target : null}
        onTargetDone={onTargetDone}
        onLike={onLike}
        onFollow={onFollow}
        onComments={onComments}
        onShare={onShare}
        onCollab={onCollab}
        onDelete={onDelete}
      />
    );

  return (
    <section
      aria-label={t('reels.title')}
      data-testid="reels-page"
      data-filter={filter}
      className="relative h-[calc(100dvh-4.25rem-env(safe-area-inset-bottom)-env(safe-area-inset-top))] overflow-hidden bg-black group-data-wide/app:h-[calc(100dvh-env(safe-area-inset-top))]"
    >
      {body}
      <ReelsHeader
        filter={filter}
        onFilter={(f) => {
          setFilter(f);
          setTarget(null);
        }}
        pendingRequests={pending}
        onRequests={() => setRequestsOpen(true)}
        muted={muted}
        onMuted={setMuted}
        onUpload={videoUploadOpen}
      />
      <ReelDeleteDialog
        video={deleting}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={(video) => remove.mutate(video, { onSuccess: () => setDeleting(null) })}
      />
      <ReelCommentsSheet me={me.id} video={commentsVideo} onClose={() => setCommentsFor(null)} />
      {collabFor && (
        <ReelCollabDialog
          video={collabFor}
          sending={collab.isPending}
          onSend={(note) =>
            collab
              .mutateAsync({ videoId: collabFor.id, note })
              .then(() => true)
              .catch(() => false)
          }
          onClose={() => setCollabFor(null)}
        />
      )}
      {requestsOpen && (
        <ReelRequestsDialog
          me={me.id}
          requests={requests.data}
          loading={requests.isPending}
          failed={requests.isError}
          onRetry={() => void requests.refetch()}
          onClose={() => setRequestsOpen(false)}
        />
      )}
    </section>
  );
}
