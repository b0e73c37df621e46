import type { CallCurrent, CallUnderWay } from '../../../protocol';
import { apiRequest } from '../../lib/api';

/**
 * The call under way in a chat as the server holds it (`GET /api/calls/current`), or with
 * `callId` that call while it lasts: null when there is none, undefined when it could not be
 * asked (offline), which tells nothing.
 */
export function callUnderWayGet(
  conversationId: string,
  callId?: string,
): Promise<CallUnderWay | null | undefined> {
  const q = new URLSearchParams({ conversationId });
  if (callId) q.set('callId', callId);
  return apiRequest<CallCurrent>('GET', `/api/calls/current?${q.toString()}`).then(
    (r) => r.call,
    () => undefined,
  );
}
