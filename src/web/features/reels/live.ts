import { liveFeature } from '../../lib/live-registry';
import { videoFeedRootKey, videosApplyEvents } from './reels-cache';

/** The Reels feed, comments, collaboration requests and downloads (see `videosApplyEvents`). */
export const reelsLive = liveFeature({
  events: ['videos_changed', 'video_comment', 'video_collab_request', 'video_download'],
  applyEvents: (client, events, { userId }) => videosApplyEvents(client, events, userId),
  // Videos posted, liked or followed meanwhile.
  refetch: (client, userId) => client.invalidateQueries({ queryKey: videoFeedRootKey(userId) }),
});
