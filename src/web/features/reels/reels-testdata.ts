import type { Video } from '../../../protocol';
import { VIDEO_EDITS_DEFAULT } from '../../../protocol/video-social';

/** A video as GET /api/videos lists it, for the reels' tests. */
export function videoMake(id: string, over: Partial<Video> = {}): Video {
  return {
    id,
    videoUrl: `/api/videos/${id}/file`,
    thumbnailUrl: `/api/videos/${id}/thumbnail`,
    title: `Title ${id}`,
    description: 'A walk by the sea',
    hashtags: [],
    likeCount: 0,
    commentCount: 0,
    isLiked: false,
    isFollowing: false,
    createdAt: '2025-03-01T10:00:00.000Z',
    creator: { id: 'u-sofia', displayName: 'Sofía García', avatar: null, isVerified: false },
    durationMs: 12_000,
    width: 720,
    height: 1280,
    size: 1_000_000,
    mimeType: 'video/mp4',
    edits: VIDEO_EDITS_DEFAULT,
    reaction: null,
    ...over,
  };
}
