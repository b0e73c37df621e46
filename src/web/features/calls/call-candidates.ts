/** More than a connection gathers (a few per network interface and server); a flood stops here. */
const HELD_MAX = 200;

/**
 * The ICE candidates of one connection, both ways, so that none is lost in a group call.
 *
 * Theirs: the server relays each set-up message as it finishes checking it, and those checks
 * overlap, so a candidate can arrive before the offer or answer it belongs to. Added then, it
 * fails (no remote description yet) and is gone; when both sides lose theirs, the connection
 * stays 'new' for ever. Measured in the group e2e: one pair in three calls of three. They are
 * held until the description is set.
 *
 * Mine: what I sent before the other side's call screen was open was dropped; when I repeat my
 * offer (a collision that they give way to), my candidates go again with it.
 */
export class CallCandidates {
  private readonly held: RTCIceCandidateInit[] = [];
  private readonly mine: RTCIceCandidateInit[] = [];

  constructor(private readonly pc: RTCPeerConnection) {}

  /** Theirs, added now, or once their description is set. */
  async add(candidate: RTCIceCandidateInit): Promise<void> {
    if (!this.pc.remoteDescription) {
      if (this.held.length < HELD_MAX) this.held.push(candidate);
      return;
    }
    // Spec secondary 8: candidate errors are ignored (one of an offer given up, say).
    await this.pc.addIceCandidate(candidate).catch(() => undefined);
  }

  /** Their description is set: what came before it goes in. */
  async flush(): Promise<void> {
    for (const candidate of this.held.splice(0)) {
      await this.pc.addIceCandidate(candidate).catch(() => undefined);
    }
  }

  /** One of mine, as it is sent. */
  sent(candidate: RTCIceCandidateInit): void {
    if (this.mine.length < HELD_MAX) this.mine.push(candidate);
  }

  /** Mine so far, to send again after a repeated offer. */
  sentSoFar(): readonly RTCIceCandidateInit[] {
    return this.mine;
  }
}
