import { liveFeature } from '../../lib/live-registry';
import { broadcastsApplyEvents } from './broadcasts-cache';

/** Broadcast lists, and Recent's read counts as receipts move. */
export const broadcastsLive = liveFeature({
  events: ['broadcasts_changed', 'receipt'],
  applyEvents: (client, events, { userId }) => broadcastsApplyEvents(client, events, userId),
});
