import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type {
  ServerEvent,
  Video,
  VideoCollabRequest,
  VideoComment,
  VideoDownload,
  VideoFeedFilter,
  VideoLikeState,
  VideoReaction,
} from '../../../protocol';

/**
 * The Reels feed's cached data and how live events fold into it. Pure but for the last function,
 * which writes the folds into the query cache. Types only from the protocol: this module comes
 * with the live connection, not with the page.
 */

/** Every video query of a user starts with this (the upload flow refreshes ['videos'] after an upload). */
export const videosRootKey = (userId: string) => ['videos', userId] as const;

/** The feed's pages, one cache entry per filter. */
export const videoFeedRootKey = (userId: string) => [...videosRootKey(userId), 'feed'] as const;
export const videoFeedKey = (userId: string, filter: VideoFeedFilter) =>
  [...videoFeedRootKey(userId), filter] as const;

/** GET /api/videos/{id}/comments, oldest first. */
export const videoCommentsKey = (userId: string, videoId: string) =>
  [...videosRootKey(userId), 'comments', videoId] as const;

/** GET /api/collaboration-requests: the requests to me as a creator. */
export const videoCollabRequestsKey = (userId: string) =>
  [...videosRootKey(userId), 'collab-requests'] as const;

/** GET /api/video-downloads/{id}: one of my downloads being rendered. */
export const videoDownloadKey = (userId: string, downloadId: string) =>
  [...videosRootKey(userId), 'download', downloadId] as const;

export type VideoFeedPages = InfiniteData<Video[], unknown>;

/** What a like button asks for: a tap sets the like outright, the picker likes with a reaction. */
export type VideoLikeIntent = { liked: boolean } | { reaction: VideoReaction };

/** The feed's pages as one list, each video once (a page boundary may repeat one). */
export function videoFeedFlatten(data: VideoFeedPages | undefined): Video[] {
  if (!data) return [];
  const seen = new Set<string>();
  const out: Video[] = [];
  for (const page of data.pages)
    for (const video of page) {
      if (seen.has(video.id)) continue;
      seen.add(video.id);
      out.push(video);
    }
  return out;
}

/**
 * The `before` of the page after this one: its oldest `createdAt`, or undefined when it was the
 * last (shorter than asked for).
 */
export function videoFeedNextBefore(page: Video[], limit: number): string | undefined {
  if (page.length < limit) return undefined;
  let oldest = page[0]!.createdAt;
  for (const v of page) if (Date.parse(v.createdAt) < Date.parse(oldest)) oldest = v.createdAt;
  return oldest;
}

/** Changes the videos `change` picks; the same pages back when none changed. */
export function videoFeedPatch(
  data: VideoFeedPages | undefined,
  change: (video: Video) => Video,
): VideoFeedPages | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    let pageChanged = false;
    const next = page.map((v) => {
      const w = change(v);
      if (w !== v) pageChanged = true;
      return w;
    });
    if (!pageChanged) return page;
    changed = true;
    return next;
  });
  return changed ? { ...data, pages } : data;
}

/** The like as the button shows it before the server answers (optimistic). */
export function videoLikeApply(video: Video, intent: VideoLikeIntent): Video {
  if ('reaction' in intent) {
    if (video.isLiked && video.reaction === intent.reaction) return video;
    return {
      ...video,
      isLiked: true,
      reaction: intent.reaction,
      likeCount: video.likeCount + (video.isLiked ? 0 : 1),
    };
  }
  if (intent.liked === video.isLiked) return video;
  return intent.liked
    ? { ...video, isLiked: true, reaction: 'heart', likeCount: video.likeCount + 1 }
    : { ...video, isLiked: false, reaction: null, likeCount: Math.max(0, video.likeCount - 1) };
}

/** The server's word on a like. */
export function videoLikeStatePut(video: Video, state: VideoLikeState): Video {
  if (video.id !== state.videoId) return video;
  if (
    video.isLiked === state.isLiked &&
    video.reaction === state.reaction &&
    video.likeCount === state.likeCount
  )
    return video;
  return { ...video, isLiked: state.isLiked, reaction: state.reaction, likeCount: state.likeCount };
}

/** Whether I follow a creator, on every video of theirs. */
export function videoFollowPut(video: Video, creatorId: string, isFollowing: boolean): Video {
  if (video.creator.id !== creatorId || video.isFollowing === isFollowing) return video;
  return { ...video, isFollowing };
}

/** A comment added to a list kept oldest first; the same list back when it is there already. */
export function videoCommentsAdd(list: VideoComment[], comment: VideoComment): VideoComment[] {
  if (list.some((c) => c.id === comment.id)) return list;
  const at = Date.parse(comment.createdAt);
  let i = list.length;
  while (i > 0 && Date.parse(list[i - 1]!.createdAt) > at) i--;
  return [...list.slice(0, i), comment, ...list.slice(i)];
}

/** A comment taken out; the same list back when it was not there. */
export function videoCommentsRemove(list: VideoComment[], commentId: string): VideoComment[] {
  return list.some((c) => c.id === commentId) ? list.filter((c) => c.id !== commentId) : list;
}

/** A request put in its place (a new one first); the same list back when nothing changed. */
export function videoCollabPut(
  list: VideoCollabRequest[],
  request: VideoCollabRequest,
): VideoCollabRequest[] {
  const i = list.findIndex((r) => r.id === request.id);
  if (i < 0) return [request, ...list];
  const held = list[i]!;
  if (held.status === request.status && held.note === request.note) return list;
  return list.map((r) => (r.id === request.id ? request : r));
}

const DOWNLOAD_RANK = { queued: 0, rendering: 1, ready: 2, failed: 2 } as const;

/**
 * Of two reports of one download, the one further along: a finished render never goes back to
 * rendering, and progress never goes back, whatever order the reports come in.
 */
export function videoDownloadPick(
  held: VideoDownload | undefined,
  next: VideoDownload,
): VideoDownload {
  if (!held) return next;
  const a = DOWNLOAD_RANK[held.status];
  const b = DOWNLOAD_RANK[next.status];
  if (a === 2) return held;
  if (b !== a) return b > a ? next : held;
  return next.progress > held.progress ? next : held;
}

/** True once a download has nothing more to report. */
export function videoDownloadDone(download: VideoDownload | undefined): boolean {
  return download?.status === 'ready' || download?.status === 'failed';
}

/**
 * Folds live events into the feed's caches: `videos_changed` reads the feeds again (now if on
 * screen, else when next shown); `video_comment` joins the open comment list (and a count held
 * beside it); `video_collab_request` to me joins my requests; `video_download` moves my
 * download's progress on.
 */
export function videosApplyEvents(
  client: QueryClient,
  events: readonly ServerEvent[],
  userId: string,
): void {
  let feedsChanged = false;
  for (const e of events) {
    switch (e.type) {
      case 'videos_changed':
        feedsChanged = true;
        break;
      case 'video_comment': {
        const key = videoCommentsKey(userId, e.comment.videoId);
        const held = client.getQueryData<VideoComment[]>(key);
        if (!held) break;
        const next = videoCommentsAdd(held, e.comment);
        if (next === held) break;
        client.setQueryData(key, next);
        // My own comments are counted when the server answers my request.
        if (e.comment.author.id !== userId)
          client.setQueriesData<VideoFeedPages>({ queryKey: videoFeedRootKey(userId) }, (data) =>
            videoFeedPatch(data, (v) =>
              v.id === e.comment.videoId ? { ...v, commentCount: v.commentCount + 1 } : v,
            ),
          );
        break;
      }
      case 'video_collab_request':
        if (e.request.requester.id === userId) break;
        client.setQueryData<VideoCollabRequest[]>(videoCollabRequestsKey(userId), (old) =>
          old ? videoCollabPut(old, e.request) : old,
        );
        break;
      case 'video_download':
        client.setQueryData<VideoDownload>(videoDownloadKey(userId, e.download.id), (old) =>
          videoDownloadPick(old, e.download),
        );
        break;
      default:
        break;
    }
  }
  if (feedsChanged) void client.invalidateQueries({ queryKey: videoFeedRootKey(userId) });
}
