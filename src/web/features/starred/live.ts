import { liveFeature } from '../../lib/live-registry';
import { starredApplyEvents, starredKey } from './starred-cache';

/** Stars set or taken away, and starred messages edited or unsent; a reconnect reads them again. */
export const starredLive = liveFeature({
  events: ['star_updated', 'message'],
  applyEvents: (client, events, { userId }) => starredApplyEvents(client, events, userId),
  // Stars set or taken away on another device meanwhile.
  refetch: (client, userId) =>
    client.invalidateQueries({ queryKey: starredKey(userId), exact: true }),
});
