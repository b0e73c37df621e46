import type { CallUnderWay } from '../../../protocol';

/**
 * Who is in each call under way, on this instance, so that a member who declined or missed a
 * group call, or left it, can see it is still going and join it (`GET /api/calls/current`).
 * The caller is in from `call_start`; anyone else from their first set-up message (an offer or
 * an answer, which the server relays only between members); each is out at their `call_end`.
 * The call is over when nobody is left, or when nobody answered (rings.ts). Only calls started
 * on this instance are known here, as with the ring clocks: a set-up message naming a call
 * nobody started creates nothing.
 */
export class CallRosters {
  private readonly calls = new Map<string, CallUnderWay>();

  private static key(conversationId: string, callId: string): string {
    return `${conversationId}\n${callId}`;
  }

  /** `call_start`: the caller is in (ringing again keeps whoever is already in). */
  started(call: Omit<CallUnderWay, 'present'>): void {
    const key = CallRosters.key(call.conversationId, call.callId);
    const held = this.calls.get(key);
    // Someone else's call cannot be taken over by reusing its id.
    if (held && held.from !== call.from) return;
    this.calls.set(key, held ?? { ...call, present: [call.from] });
    this.joined(call.conversationId, call.callId, call.from);
  }

  /** `who` sent a set-up message in a known call: they are in it. */
  joined(conversationId: string, callId: string, who: string): void {
    const call = this.calls.get(CallRosters.key(conversationId, callId));
    if (call && !call.present.includes(who)) call.present.push(who);
  }

  /** `who` hung up, declined or left; the last one out ends the call. */
  left(conversationId: string, callId: string, who: string): void {
    const key = CallRosters.key(conversationId, callId);
    const call = this.calls.get(key);
    if (!call) return;
    call.present = call.present.filter((id) => id !== who);
    if (call.present.length === 0) this.calls.delete(key);
  }

  /** Nobody answered: the call never was. */
  over(conversationId: string, callId: string): void {
    this.calls.delete(CallRosters.key(conversationId, callId));
  }

  /** The newest call under way in a conversation, with who is in it; null when none is. */
  current(conversationId: string): CallUnderWay | null {
    let newest: CallUnderWay | null = null;
    for (const call of this.calls.values()) {
      if (call.conversationId !== conversationId) continue;
      if (!newest || call.startedAt >= newest.startedAt) newest = call;
    }
    return newest && { ...newest, present: [...newest.present] };
  }

  close(): void {
    this.calls.clear();
  }
}
