import { liveFeature } from '../../lib/live-registry';
import { statusesApplyEvents, statusesRootKey } from './status-cache';

/** The status feed, read again as statuses or friends change, and after a reconnect. */
export const statusLive = liveFeature({
  events: ['statuses_changed', 'friends_changed'],
  applyEvents: (client, events, { userId }) => statusesApplyEvents(client, events, userId),
  // Statuses posted, deleted, viewed or liked meanwhile.
  refetch: (client, userId) => client.invalidateQueries({ queryKey: statusesRootKey(userId) }),
});
