import type { CallParams } from './call-params';
import { callUnderWayGet } from './call-under-way';

/** Who else is in a group call, by the server, and whether I am left in it alone. */
export interface CallLeft {
  others: string[];
  alone: boolean;
}

/**
 * Asks the server who is still in my group call: my screen knows only of those who hang up
 * while I am in it, not of those who left before I joined, nor of members still ringing who
 * never come. The call is over for me when it has ended, or when nobody else is left in it;
 * not while it still rings for the members I called (`connected`: someone has been connected
 * to me). Undefined when the server could not be asked.
 */
export async function callLeftAsk(
  params: CallParams,
  connected: boolean,
): Promise<CallLeft | undefined> {
  const call = await callUnderWayGet(params.conversationId, params.callId);
  if (call === undefined) return undefined;
  if (call === null) return { others: [], alone: true };
  const others = call.present.filter((id) => id !== params.currentUserId);
  const ringing = call.from === params.currentUserId && !connected;
  return { others, alone: others.length === 0 && !ringing };
}
