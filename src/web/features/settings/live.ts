import { liveFeature } from '../../lib/live-registry';
import { settingsApplyEvents } from './store/settings-cache';

/** My settings changed on another device; a contact's account deleted (see `settingsApplyEvents`). */
export const settingsLive = liveFeature({
  events: ['settings_updated', 'user_deleted'],
  applyEvents: (client, events, { userId }) => settingsApplyEvents(client, events, userId),
});
