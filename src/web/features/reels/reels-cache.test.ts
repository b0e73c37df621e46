import { QueryClient } from '@tanstack/react-query';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VideoCollabRequest, VideoComment, VideoDownload } from '../../../protocol';
import type { VideoFeedPages } from './reels-cache';
import {
  videoCollabPut,
  videoCollabRequestsKey,
  videoCommentsAdd,
  videoCommentsKey,
  videoDownloadKey,
  videoDownloadPick,
  videoFeedFlatten,
  videoFeedKey,
  videoFeedNextBefore,
  videoLikeApply,
  videosApplyEvents,
} from './reels-cache';
import { videoMake } from './reels-testdata';

const comment = (id: string, minute: number, author = 'u-sofia'): VideoComment => ({
  id,
  videoId: 'v1',
  content: `comment ${id}`,
  createdAt: new Date(Date.UTC(2025, 2, 1, 10, minute)).toISOString(),
  author: { id: author, displayName: author, avatar: null },
});

const download = (status: VideoDownload['status'], progress: number): VideoDownload => ({
  id: 'd1',
  videoId: 'v1',
  status,
  progress,
  fileUrl: status === 'ready' ? '/api/video-downloads/d1/file' : null,
  fileName: 'allo-v1.mp4',
});

const request = (
  status: VideoCollabRequest['status'],
  requester = 'u-sofia',
): VideoCollabRequest => ({
  id: 'r1',
  videoId: 'v1',
  videoTitle: 'Sea',
  thumbnailUrl: '/api/videos/v1/thumbnail',
  note: '',
  status,
  createdAt: '2025-03-01T10:00:00.000Z',
  requester: { id: requester, displayName: requester, avatar: null },
});

describe('videoCommentsAdd', () => {
  it('should end with the same list, oldest first, whatever order the comments arrive in', () => {
    const all = [comment('a', 1), comment('b', 2), comment('c', 3), comment('d', 4)];
    fc.assert(
      fc.property(
        fc.shuffledSubarray(all, { minLength: 4, maxLength: 4 }),
        fc.nat(3),
        (order, dup) => {
          // A comment may come twice: pushed, and in the answer to my own post.
          const arrivals = [...order, order[dup]!];
          const list = arrivals.reduce(videoCommentsAdd, [] as VideoComment[]);
          expect(list.map((c) => c.id)).toEqual(['a', 'b', 'c', 'd']);
        },
      ),
    );
  });
  it('should give the same list back when the comment is there already', () => {
    const list = [comment('a', 1)];
    expect(videoCommentsAdd(list, comment('a', 1))).toBe(list);
  });
});

describe('videoDownloadPick', () => {
  it('should never go back, whatever order the reports come in', () => {
    const reports = [
      download('queued', 0),
      download('rendering', 10),
      download('rendering', 55),
      download('ready', 100),
    ];
    fc.assert(
      fc.property(fc.shuffledSubarray(reports, { minLength: 4, maxLength: 4 }), (order) => {
        const last = order.reduce<VideoDownload | undefined>(videoDownloadPick, undefined);
        expect(last).toEqual(download('ready', 100));
      }),
    );
  });
  it('should keep a failure final', () => {
    expect(videoDownloadPick(download('failed', 40), download('rendering', 60)).status).toBe(
      'failed',
    );
  });
});

describe('videoLikeApply (the optimistic like)', () => {
  it('should like with a heart on a tap, and take it back', () => {
    const liked = videoLikeApply(videoMake('v1', { likeCount: 1_233 }), { liked: true });
    expect(liked).toMatchObject({ isLiked: true, reaction: 'heart', likeCount: 1_234 });
    expect(videoLikeApply(liked, { liked: false })).toMatchObject({
      isLiked: false,
      reaction: null,
      likeCount: 1_233,
    });
  });
  it('should change the reaction of a like without counting it twice', () => {
    const liked = videoLikeApply(videoMake('v1'), { reaction: 'laughing' });
    expect(liked).toMatchObject({ isLiked: true, reaction: 'laughing', likeCount: 1 });
    expect(videoLikeApply(liked, { reaction: 'clapping' })).toMatchObject({
      reaction: 'clapping',
      likeCount: 1,
    });
    expect(videoLikeApply(liked, { reaction: 'laughing' })).toBe(liked);
  });
});

describe('videoCollabPut', () => {
  it('should put a new request first and an answer in its place', () => {
    const list = videoCollabPut([], request('pending'));
    expect(list).toHaveLength(1);
    expect(videoCollabPut(list, request('pending'))).toBe(list);
    expect(videoCollabPut(list, request('accepted'))[0]!.status).toBe('accepted');
  });
});

describe('the feed pages', () => {
  it('should list each video once and ask for the page before the oldest', () => {
    const a = videoMake('a', { createdAt: '2025-03-03T00:00:00.000Z' });
    const b = videoMake('b', { createdAt: '2025-03-01T00:00:00.000Z' });
    const c = videoMake('c', { createdAt: '2025-03-02T00:00:00.000Z' });
    const data: VideoFeedPages = {
      pages: [
        [a, b],
        [b, c],
      ],
      pageParams: [null, b.createdAt],
    };
    expect(videoFeedFlatten(data).map((v) => v.id)).toEqual(['a', 'b', 'c']);
    expect(videoFeedNextBefore([a, b, c], 3)).toBe(b.createdAt);
    expect(videoFeedNextBefore([a, b], 3)).toBeUndefined();
  });
});

describe('videosApplyEvents', () => {
  const me = 'u-emma';
  const setup = () => {
    const client = new QueryClient();
    const feed: VideoFeedPages = {
      pages: [[videoMake('v1', { commentCount: 1 })]],
      pageParams: [null],
    };
    client.setQueryData(videoFeedKey(me, 'all'), feed);
    client.setQueryData(videoCommentsKey(me, 'v1'), [comment('a', 1)]);
    client.setQueryData(videoCollabRequestsKey(me), []);
    return client;
  };
  const count = (client: QueryClient) =>
    client.getQueryData<VideoFeedPages>(videoFeedKey(me, 'all'))!.pages[0]![0]!.commentCount;

  it("should add someone's new comment to the open list once, and count it", () => {
    const client = setup();
    const event = { type: 'video_comment', comment: comment('b', 2) } as const;
    videosApplyEvents(client, [event, event], me);
    videosApplyEvents(client, [event], me);
    expect(
      client.getQueryData<VideoComment[]>(videoCommentsKey(me, 'v1'))!.map((c) => c.id),
    ).toEqual(['a', 'b']);
    expect(count(client)).toBe(2);
  });

  it('should not count my own comment, which my post counts', () => {
    const client = setup();
    videosApplyEvents(client, [{ type: 'video_comment', comment: comment('b', 2, me) }], me);
    expect(count(client)).toBe(1);
  });

  it('should read the feeds again when videos changed', () => {
    const client = setup();
    videosApplyEvents(client, [{ type: 'videos_changed', videoId: 'v1' }], me);
    expect(client.getQueryState(videoFeedKey(me, 'all'))!.isInvalidated).toBe(true);
  });

  it('should list a request to me, not my own request answered', () => {
    const client = setup();
    videosApplyEvents(
      client,
      [{ type: 'video_collab_request', request: request('accepted', me) }],
      me,
    );
    expect(client.getQueryData(videoCollabRequestsKey(me))).toEqual([]);
    videosApplyEvents(client, [{ type: 'video_collab_request', request: request('pending') }], me);
    expect(client.getQueryData(videoCollabRequestsKey(me))).toEqual([request('pending')]);
  });

  it('should move my download on, never back', () => {
    const client = setup();
    videosApplyEvents(
      client,
      [
        { type: 'video_download', download: download('rendering', 70) },
        { type: 'video_download', download: download('rendering', 30) },
      ],
      me,
    );
    expect(client.getQueryData(videoDownloadKey(me, 'd1'))).toEqual(download('rendering', 70));
  });
});
