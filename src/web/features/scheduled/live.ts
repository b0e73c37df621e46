import { liveFeature } from '../../lib/live-registry';
import { cacheApplyScheduled, scheduledInvalidate } from './scheduled-cache';

/** My scheduled messages: pushed changes fold into the lists held; a reconnect reads them again. */
export const scheduledLive = liveFeature({
  events: ['scheduled_updated'],
  applyEvents: (client, events) => cacheApplyScheduled(client, events),
  refetch: (client) => scheduledInvalidate(client),
});
