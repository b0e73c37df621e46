import { useEffect, useState } from 'react';
import type { CallCurrent, CallUnderWay } from '../../../protocol';
import { apiRequest } from '../../lib/api';
import { callEventsListen } from './call-events';

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
      void apiRequest<CallCurrent>(
        'GET',
        `/api/calls/current?conversationId=${encodeURIComponent(conversationId)}`,
      )
        // Only the newest answer counts: an older one may have been overtaken.
        .then((r) => mine === asked && setCall(r.call))
        .catch(() => undefined);
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
