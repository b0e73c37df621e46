import { liveFeature } from '../../lib/live-registry';
import { callEventDispatch, isCallEvent } from './call-events';

/** Calls are not cached data: their events go at once to the call screen and the ringer. */
export const callsLive = liveFeature({
  start: () => ({
    onEvent: (event) => {
      if (!isCallEvent(event)) return false;
      callEventDispatch(event);
      return true;
    },
  }),
});
