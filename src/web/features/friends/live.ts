import { liveFeature } from '../../lib/live-registry';
import { friendsApplyEvents } from './friends-cache';
import { friendRequestsNotify } from './friends-notice';

/** Friends, requests and blocks read again as they change; a new request is told at once. */
export const friendsLive = liveFeature({
  events: ['friends_changed', 'user_updated', 'presence'],
  applyEvents: (client, events, { userId }) => {
    friendsApplyEvents(client, events, userId);
    friendRequestsNotify(events, userId);
  },
});
