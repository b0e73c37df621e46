import { useEffect, useRef, useState } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type {
  FollowState,
  Video,
  VideoCollabRequest,
  VideoComment,
  VideoDownload,
  VideoFeedFilter,
  VideoLikeState,
} from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { apiRequest, errorText } from '../../lib/api';
import { toast } from '../../ui/toast-store';
import type { VideoFeedPages, VideoLikeIntent } from './reels-cache';
import {
  videoCollabPut,
  videoCollabRequestsKey,
  videoCommentsAdd,
  videoCommentsKey,
  videoCommentsRemove,
  videoDownloadDone,
  videoDownloadKey,
  videoDownloadPick,
  videoFeedKey,
  videoFeedNextBefore,
  videoFeedPatch,
  videoFeedRootKey,
  videoFollowPut,
  videoLikeApply,
  videoLikeStatePut,
} from './reels-cache';
import { REEL_PAGE_SIZE, fileSave } from './reels-utils';

const videoPath = (id: string, what = '') => `/api/videos/${encodeURIComponent(id)}${what}`;

/**
 * While a download renders, its progress comes pushed (`video_download`); this read is for a
 * push missed while the connection was down. Renders take seconds, so every 3 s is soon enough.
 */
const DOWNLOAD_POLL_MS = 3_000;

/** A failed action's toast: what failed, and the server's words in the app language. */
function failed(title: string) {
  return (err: unknown) => toast({ title, description: errorText(err), variant: 'destructive' });
}

/** Changes videos in every cached feed (each filter's). */
function feedsPatch(client: QueryClient, me: string, change: (v: Video) => Video): void {
  client.setQueriesData<VideoFeedPages>({ queryKey: videoFeedRootKey(me) }, (data) =>
    videoFeedPatch(data, change),
  );
}

/** GET /api/videos?filter=&limit=&before=: one filter's feed, a page at a time, newest first. */
export function useVideoFeed(me: string, filter: VideoFeedFilter) {
  return useInfiniteQuery({
    queryKey: videoFeedKey(me, filter),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ filter, limit: String(REEL_PAGE_SIZE) });
      if (pageParam) query.set('before', pageParam);
      return apiRequest<Video[]>('GET', `/api/videos?${query}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => videoFeedNextBefore(last, REEL_PAGE_SIZE),
  });
}

/**
 * Likes, unlikes or reacts: shown at once, put back as it was when the server refuses. A like
 * says 'Liked!'.
 */
export function useVideoLike(me: string) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ video, intent }: { video: Video; intent: VideoLikeIntent }) =>
      apiRequest<VideoLikeState>('POST', videoPath(video.id, '/like'), intent),
    onMutate: async ({ video, intent }) => {
      await client.cancelQueries({ queryKey: videoFeedRootKey(me) });
      const before = client.getQueriesData<VideoFeedPages>({ queryKey: videoFeedRootKey(me) });
      feedsPatch(client, me, (v) => (v.id === video.id ? videoLikeApply(v, intent) : v));
      return { before };
    },
    onError: (err, _vars, context) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
      failed(t('reels.likeFailed'))(err);
    },
    onSuccess: (state, { intent }) => {
      feedsPatch(client, me, (v) => videoLikeStatePut(v, state));
      if (state.isLiked && ('reaction' in intent || intent.liked))
        toast({ title: t('reels.liked'), variant: 'success' });
    },
  });
}

/** Follows a creator, or stops: every video of theirs shows it at once. */
export function useCreatorFollow(me: string) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ creatorId, follow }: { creatorId: string; follow: boolean }) =>
      apiRequest<FollowState>(
        follow ? 'POST' : 'DELETE',
        `/api/follows/${encodeURIComponent(creatorId)}`,
      ),
    onMutate: async ({ creatorId, follow }) => {
      await client.cancelQueries({ queryKey: videoFeedRootKey(me) });
      const before = client.getQueriesData<VideoFeedPages>({ queryKey: videoFeedRootKey(me) });
      feedsPatch(client, me, (v) => videoFollowPut(v, creatorId, follow));
      return { before };
    },
    onError: (err, _vars, context) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
      failed(t('reels.followFailed'))(err);
    },
    onSuccess: (state) =>
      feedsPatch(client, me, (v) => videoFollowPut(v, state.userId, state.isFollowing)),
    // The Following feed has other videos now.
    onSettled: () =>
      client.invalidateQueries({ queryKey: videoFeedKey(me, 'following'), refetchType: 'none' }),
  });
}

/** A video's comments, oldest first; new ones from others come pushed (`video_comment`). */
export function useVideoComments(me: string, videoId: string, enabled: boolean) {
  return useQuery({
    queryKey: videoCommentsKey(me, videoId),
    queryFn: () => apiRequest<VideoComment[]>('GET', videoPath(videoId, '/comments')),
    enabled,
  });
}

/** Posts a comment: 'Comment posted!'. */
export function useCommentPost(me: string) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, content }: { videoId: string; content: string }) =>
      apiRequest<VideoComment>('POST', videoPath(videoId, '/comments'), { content }),
    onSuccess: (comment) => {
      client.setQueryData<VideoComment[]>(videoCommentsKey(me, comment.videoId), (old) =>
        old ? videoCommentsAdd(old, comment) : old,
      );
      feedsPatch(client, me, (v) =>
        v.id === comment.videoId ? { ...v, commentCount: v.commentCount + 1 } : v,
      );
      toast({ title: t('reels.commentPosted'), variant: 'success' });
    },
    onError: failed(t('reels.commentFailed')),
  });
}

/** Deletes a comment (mine, or any on my video). */
export function useCommentDelete(me: string) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, commentId }: { videoId: string; commentId: string }) =>
      apiRequest('DELETE', videoPath(videoId, `/comments/${encodeURIComponent(commentId)}`)),
    onSuccess: (_done, { videoId, commentId }) => {
      client.setQueryData<VideoComment[]>(videoCommentsKey(me, videoId), (old) =>
        old ? videoCommentsRemove(old, commentId) : old,
      );
      feedsPatch(client, me, (v) =>
        v.id === videoId ? { ...v, commentCount: Math.max(0, v.commentCount - 1) } : v,
      );
    },
    onError: failed(t('reels.commentDeleteFailed')),
  });
}

/** Deletes my own reel: every feed is read again without it (others hear `videos_changed`). */
export function useVideoDelete(me: string) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (video: Video) => apiRequest('DELETE', videoPath(video.id)),
    onSuccess: () => toast({ title: t('reels.deleted'), variant: 'success' }),
    onError: failed(t('reels.deleteFailed')),
    onSettled: () => client.invalidateQueries({ queryKey: videoFeedRootKey(me) }),
  });
}

/** Asks a creator to collaborate: 'Collaboration request sent!', else the server's words. */
export function useCollabRequest() {
  const t = useT();
  return useMutation({
    mutationFn: ({ videoId, note }: { videoId: string; note: string }) =>
      apiRequest<VideoCollabRequest>(
        'POST',
        videoPath(videoId, '/collaboration-requests'),
        note.trim() ? { note: note.trim() } : {},
      ),
    onSuccess: () => toast({ title: t('reels.collabSent'), variant: 'success' }),
    onError: failed(t('reels.collabFailed')),
  });
}

/** The collaboration requests to me as a creator. */
export function useCollabRequests(me: string) {
  return useQuery({
    queryKey: videoCollabRequestsKey(me),
    queryFn: () => apiRequest<VideoCollabRequest[]>('GET', '/api/collaboration-requests'),
  });
}

/** Accepts or declines a request to me. */
export function useCollabAnswer(me: string) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      request,
      status,
    }: {
      request: VideoCollabRequest;
      status: 'accepted' | 'declined';
    }) =>
      apiRequest<VideoCollabRequest | undefined>(
        'POST',
        `/api/collaboration-requests/${encodeURIComponent(request.id)}`,
        { status },
      ),
    onSuccess: (answer, { request, status }) => {
      const next =
        answer && typeof answer === 'object' && 'id' in answer ? answer : { ...request, status };
      client.setQueryData<VideoCollabRequest[]>(videoCollabRequestsKey(me), (old) =>
        old ? videoCollabPut(old, next) : old,
      );
    },
    onError: failed(t('reels.collabAnswerFailed')),
  });
}

/**
 * A video's download (spec secondary 'Videos / Reels feed': saved with a watermark): Start asks
 * the server to render it ('Download started'); its progress comes pushed, and once ready the
 * file is saved by itself. `progress` is null when no download is under way.
 */
export function useVideoDownload(me: string, videoId: string) {
  const t = useT();
  const client = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () => apiRequest<VideoDownload>('POST', videoPath(videoId, '/downloads')),
    onSuccess: (job) => {
      client.setQueryData<VideoDownload>(videoDownloadKey(me, job.id), (old) =>
        videoDownloadPick(old, job),
      );
      setJobId(job.id);
      toast({ title: t('reels.downloadStarted'), variant: 'success' });
    },
    onError: failed(t('reels.downloadFailed')),
  });
  const job = useQuery({
    queryKey: videoDownloadKey(me, jobId ?? ''),
    queryFn: () =>
      apiRequest<VideoDownload>('GET', `/api/video-downloads/${encodeURIComponent(jobId ?? '')}`),
    enabled: jobId !== null,
    staleTime: 0,
    refetchInterval: (query) => (videoDownloadDone(query.state.data) ? false : DOWNLOAD_POLL_MS),
    // A pushed report newer than this read is kept.
    structuralSharing: (old, next) =>
      videoDownloadPick(old as VideoDownload | undefined, next as VideoDownload),
  });
  const download = jobId ? job.data : undefined;
  const done = videoDownloadDone(download);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!download || !videoDownloadDone(download) || handled.current === download.id) return;
    handled.current = download.id;
    if (download.status === 'ready' && download.fileUrl)
      fileSave(download.fileUrl, download.fileName);
    else toast({ title: t('reels.downloadFailed'), variant: 'destructive' });
  }, [download, t]);
  return {
    start: () => start.mutate(),
    progress: start.isPending ? 0 : download && !done ? download.progress : null,
  };
}
