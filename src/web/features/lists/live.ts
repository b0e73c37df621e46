import { liveFeature } from '../../lib/live-registry';
import { listsApplyEvents } from './lists-cache';

/** Contact lists I own or am on, read again when they change. */
export const listsLive = liveFeature({
  events: ['contact_lists_changed'],
  applyEvents: (client, events, { userId }) => listsApplyEvents(client, events, userId),
});
