import { CLOSE_REASON_DEVICE_REMOVED } from '../../../protocol/limits';
import { liveFeature } from '../../lib/live-registry';
import { deviceRemovedSignOut } from './device-removed';
import { devicesApplyEvents, devicesKey } from './devices-cache';

/** Linked Devices: read again as devices come and go; this page signs out when removed. */
export const devicesLive = liveFeature({
  events: ['devices_changed'],
  applyEvents: (client, events, { userId }) => devicesApplyEvents(client, events, userId),
  // Devices that came online or went away before this socket could hear of it: Linked Devices
  // read before the socket opened would show them as they were.
  refetch: (client, userId) =>
    client.invalidateQueries({ queryKey: devicesKey(userId), exact: true }),
  start: ({ client }) => ({
    // Removed from Linked Devices: this page signs out for good, not back in by itself.
    onUnauthorised: (reason) => {
      if (reason === CLOSE_REASON_DEVICE_REMOVED) deviceRemovedSignOut(client);
    },
  }),
});
