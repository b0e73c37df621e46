/**
 * Calls that ring and nobody has answered yet, on this instance (issue 27: a call to someone
 * offline rang forever). Each rings for `timeoutMs` (config CALL_RING_TIMEOUT_MS, 45 s); then
 * `onNoAnswer` ends it for every member as unanswered. An answer (a set-up message from
 * someone other than the caller), the caller hanging up, or a decline in a one-to-one chat stops
 * the clock. Only the timers live here: a call that rang on an instance that stopped is ended by
 * another's sweep (`calls-open.ts`) up to a grace later, so the clients ignore a late 'no answer'
 * once they are connected.
 */
export interface Ring {
  callId: string;
  conversationId: string;
  /** The caller. */
  from: string;
}

export class CallRings {
  private readonly rings = new Map<string, { ring: Ring; timer: ReturnType<typeof setTimeout> }>();

  constructor(
    private readonly timeoutMs: number,
    private readonly onNoAnswer: (ring: Ring) => void,
  ) {}

  private static key(conversationId: string, callId: string): string {
    return `${conversationId}\n${callId}`;
  }

  /** Starts (or, when the caller rings again, restarts) the clock of a call. */
  start(ring: Ring): void {
    const key = CallRings.key(ring.conversationId, ring.callId);
    const held = this.rings.get(key);
    // Someone else cannot restart another's ring by reusing its id.
    if (held && held.ring.from !== ring.from) return;
    if (held) clearTimeout(held.timer);
    const timer = setTimeout(() => {
      this.rings.delete(key);
      this.onNoAnswer(ring);
    }, this.timeoutMs);
    // A ring never keeps the process alive on its own.
    timer.unref?.();
    this.rings.set(key, { ring, timer });
  }

  /** `who` sent a set-up message in the call: anyone but the caller has answered. */
  answered(conversationId: string, callId: string, who: string): void {
    const held = this.rings.get(CallRings.key(conversationId, callId));
    if (held && held.ring.from !== who) this.stop(conversationId, callId);
  }

  /**
   * `who` ended, declined or left: the caller's end, or a decline in a one-to-one chat (`direct`),
   * stops the ring; one member of a group declining leaves it ringing for the others.
   */
  ended(conversationId: string, callId: string, who: string, direct: boolean): void {
    const held = this.rings.get(CallRings.key(conversationId, callId));
    if (held && (held.ring.from === who || direct)) this.stop(conversationId, callId);
  }

  /** Stops a clock whose ring was refused (not a member, blocked). */
  cancel(conversationId: string, callId: string, from: string): void {
    const held = this.rings.get(CallRings.key(conversationId, callId));
    if (held?.ring.from === from) this.stop(conversationId, callId);
  }

  /** How many calls ring on this instance now. */
  get size(): number {
    return this.rings.size;
  }

  private stop(conversationId: string, callId: string): void {
    const key = CallRings.key(conversationId, callId);
    clearTimeout(this.rings.get(key)?.timer);
    this.rings.delete(key);
  }

  /** Stops every clock (the server is closing). */
  close(): void {
    for (const { timer } of this.rings.values()) clearTimeout(timer);
    this.rings.clear();
  }
}
