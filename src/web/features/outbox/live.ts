import { liveFeature } from '../../lib/live-registry';
import { outboxFor, outboxStop } from './outbox-registry';

/**
 * For the session: what earlier pages left in the outbox is shown and sent from now on, and
 * when the connection is back it goes at once, not at its next backoff. Signing out stops it.
 */
export const outboxLive = liveFeature({
  start: ({ client, userId }) => {
    const outbox = outboxFor(client, userId);
    return { onResync: () => outbox.wake(), stop: () => outboxStop(userId) };
  },
});
