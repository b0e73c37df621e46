import { useEffect, useState } from 'react';
import type { CallUnderWay } from '../../../protocol';
import { callEventsListen } from './call-events';
import { callUnderWayGet } from './call-under-way';

/**
 * The call under way in a chat and who is in it (`GET /api/calls/current`), kept current by the
 * calls' own events: a ring says one started (no request needed), and anyone hanging up,
 * declining or leaving may have ended it, so it is asked again. Joining tells the members
 * outside the call nothing, and changes nothing they are shown.
 */
export function useCallCurrent(conversationId: string, enabled: boolean): CallUnderWay | null {
  // Kept with the chat it is of: another chat's answer is never shown here.
  const [held, setHeld] = useState<{ conversationId: string; call: CallUnderWay | null }>();
  useEffect(() => {
    if (!enabled) return undefined;
    const setCall = (call: CallUnderWay | null) => setHeld({ conversationId, call });
    let asked = 0;
    const ask = () => {
      const mine = ++asked;
      // Only the newest answer counts: an older one may have been overtaken.
      void callUnderWayGet(conversationId).then(
        (call) => mine === asked && call !== undefined && setCall(call),
      );
    };
    ask();
    const stop = callEventsListen((event) => {
      if (event.type === 'call_incoming' && event.call.conversationId === conversationId) {
        const { callId, from, callType, startedAt } = event.call;
        asked++;
        setCall({ callId, conversationId, from, callType, startedAt, present: [from] });
      }
      if (event.type === 'call_ended' && event.conversationId === conversationId) ask();
    });
    return stop;
  }, [conversationId, enabled]);
  return enabled && held?.conversationId === conversationId ? held.call : null;
}
