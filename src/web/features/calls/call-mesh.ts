import { CallCandidates } from './call-candidates';
import { IceMender } from './call-ice';
import type {
  CallMediaState,
  CallMeshOptions,
  CallPeerView,
  InSignal,
  OutSignal,
  Peer,
  Unaddressed,
} from './call-mesh-types';

/**
 * One connection to each other participant (a mesh, spec secondary 'Video call screen'). Both
 * sides may offer at the same moment, each as soon as its screen opens: the perfect negotiation
 * pattern settles it, the peer with the smaller user id giving way. Signals go through the live
 * connection and only those addressed to me, for this call, are handled.
 */
export class CallMesh {
  private readonly peers = new Map<string, Peer>();
  private ended = false;
  private media: CallMediaState;

  constructor(private readonly o: CallMeshOptions) {
    this.media = o.media;
  }

  /** The participants connected or connecting, in the order they joined. */
  view(): CallPeerView[] {
    return [...this.peers].map(([userId, p]) => ({
      userId,
      stream: p.stream,
      state: p.pc.connectionState,
      media: p.media,
      reconnecting: p.ice.reconnecting,
    }));
  }

  /** ICE restarts this side started (data-ice-restarts on the call screen). */
  restarts(): number {
    return [...this.peers.values()].reduce((n, p) => n + p.ice.restarts, 0);
  }

  /** Starts connecting to a participant: adding my tracks makes the offer. */
  connect(userId: string): void {
    if (this.ended || userId === this.o.me) return;
    const p = this.peer(userId);
    // Their offer came first: my tracks went in my answer.
    if (!p.pc.remoteDescription) this.tracksAdd(p);
  }

  /** A signal from the live connection; anything not for me and this call is ignored. */
  async handle(event: InSignal): Promise<void> {
    if (this.ended || event.to !== this.o.me || event.callId !== this.o.callId) return;
    if (event.type === 'call-ended') return this.remove(event.from);
    if (event.type === 'media-state') {
      const known = this.peers.get(event.from);
      if (known) known.media = { camera: event.camera, screen: event.screen };
      return this.o.onChange();
    }
    let p = this.peer(event.from);
    p.heard = true;
    if (event.type === 'ice-candidate') {
      await p.candidates.add(event.candidate);
      return;
    }
    const description = (
      event.type === 'offer' ? event.offer : event.answer
    ) as RTCSessionDescriptionInit;
    // An offer said twice (see below) draws two answers: the second finds the exchange over.
    if (description.type === 'answer' && p.pc.signalingState !== 'have-local-offer') return;
    if (
      description.type === 'offer' &&
      p.pc.signalingState === 'stable' &&
      p.pc.remoteDescription?.sdp === description.sdp
    )
      return;
    try {
      const collision =
        description.type === 'offer' && (p.makingOffer || p.pc.signalingState !== 'stable');
      p.ignoreOffer = !p.polite && collision;
      if (p.ignoreOffer) {
        // Their offer crossed mine, and they give way. Mine may never have reached them (their
        // screen opened after I sent it, as when someone answers a ringing call): say it again,
        // with the candidates gathered since.
        const mine = p.pc.localDescription;
        if (mine?.type !== 'offer') return;
        this.to(event.from, { type: 'offer', offer: mine.toJSON() });
        // The candidates I sent with it first were dropped with it.
        for (const candidate of p.candidates.sentSoFar())
          this.to(event.from, { type: 'ice-candidate', candidate });
        return;
      }
      // I give way. Before a first exchange, with a new connection: rolling my offer back while
      // its candidates are still being gathered leaves Chromium gathering none for my answer,
      // and the connection stays 'new' for ever (seen in the group e2e, when screens open
      // within a moment of each other). Later, the roll-back keeps the connection as it is.
      if (collision && !p.pc.currentRemoteDescription) {
        p = this.renew(event.from);
        p.heard = true;
      }
      await p.pc.setRemoteDescription(description);
      if (description.type === 'offer') {
        this.tracksAdd(p);
        await p.pc.setLocalDescription();
        this.to(event.from, { type: 'answer', answer: p.pc.localDescription!.toJSON() });
      }
      await p.candidates.flush();
    } catch {
      this.o.onError('incoming');
    }
  }

  /** Tells everyone what I now send. */
  mediaTell(media: CallMediaState): void {
    this.media = media;
    for (const [userId, p] of this.peers) {
      if (p.pc.connectionState === 'connected') this.to(userId, { type: 'media-state', ...media });
    }
  }

  /** The connections, for reading their statistics. */
  connections(): Array<{ userId: string; pc: RTCPeerConnection }> {
    return [...this.peers].map(([userId, p]) => ({ userId, pc: p.pc }));
  }

  /**
   * New ICE credentials and candidates for every connection (the network changed under us):
   * the new offer goes through the server like the first.
   */
  restartAll(): void {
    if (this.ended) return;
    for (const p of this.peers.values()) p.ice.restart();
  }

  /**
   * Drops my offers to people not in the call (`present`, the server's word) who never said a
   * thing back: who left before I came never sends me their hang-up, and a member still ringing
   * offers again when they answer. A connection they have spoken on stays, whatever the server
   * said: its answer may be older than their first signal (an offer set aside in a collision
   * included, whose answer to my repeated offer is on its way).
   */
  prune(present: readonly string[]): void {
    for (const [userId, p] of this.peers) {
      if (!present.includes(userId) && !p.heard) this.remove(userId);
    }
  }

  /** Someone is connected to me now. */
  connected(): boolean {
    return [...this.peers.values()].some((p) => p.pc.connectionState === 'connected');
  }

  /** Hangs up: tells each participant, closes every connection. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    for (const [userId, p] of this.peers) {
      this.to(userId, { type: 'call-ended' });
      p.ice.stop();
      p.pc.close();
    }
    this.peers.clear();
    this.o.onChange();
  }

  /** A new connection to someone in place of the one there was, which closes. */
  private renew(userId: string): Peer {
    const old = this.peers.get(userId);
    old?.ice.stop();
    old?.pc.close();
    this.peers.delete(userId);
    return this.peer(userId);
  }

  private remove(userId: string): void {
    const p = this.peers.get(userId);
    if (!p) return;
    p.ice.stop();
    p.pc.close();
    this.peers.delete(userId);
    this.o.onChange();
  }

  private to(userId: string, signal: Unaddressed<OutSignal>): void {
    this.o.send({
      ...signal,
      to: userId,
      callId: this.o.callId,
      conversationId: this.o.conversationId,
    } as OutSignal);
  }

  /**
   * My camera and microphone on a connection, once: adding them makes my offer. A connection
   * made for an offer that came first gets them only in my answer: had they made an offer of
   * their own meanwhile, taking theirs would roll mine back while its candidates were being
   * gathered, and Chromium then gathers none for the answer (the connection stays 'new'; seen in
   * the group e2e when a caller's screen opened after the others had answered).
   */
  private tracksAdd(p: Peer): void {
    if (p.tracked) return;
    p.tracked = true;
    for (const track of this.o.local.getTracks()) p.pc.addTrack(track, this.o.local);
  }

  private peer(userId: string): Peer {
    const held = this.peers.get(userId);
    if (held) return held;
    const pc = new RTCPeerConnection({
      iceServers: this.o.iceServers,
      iceTransportPolicy: this.o.iceTransportPolicy ?? 'all',
    });
    const polite = this.o.me < userId;
    const p: Peer = {
      pc,
      polite,
      makingOffer: false,
      ignoreOffer: false,
      stream: null,
      candidates: new CallCandidates(pc),
      tracked: false,
      media: null,
      ice: new IceMender(pc, !polite, () => this.o.onChange()),
      connectedOnce: false,
      heard: false,
    };
    this.peers.set(userId, p);
    pc.onnegotiationneeded = async () => {
      try {
        p.makingOffer = true;
        await pc.setLocalDescription();
        // Renewed meanwhile (see handle): this offer is of a connection that is gone.
        if (this.peers.get(userId)?.pc !== pc) return;
        this.to(userId, { type: 'offer', offer: pc.localDescription!.toJSON() });
      } catch {
        if (this.peers.get(userId)?.pc === pc) this.o.onError('offer');
      } finally {
        p.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      if (!candidate) return;
      p.candidates.sent(candidate.toJSON());
      this.to(userId, { type: 'ice-candidate', candidate: candidate.toJSON() });
    };
    pc.ontrack = ({ streams, track }) => {
      p.stream = streams[0] ?? new MediaStream([track]);
      this.o.onChange();
    };
    pc.onconnectionstatechange = () => {
      // A drop once connected is mended by an ICE restart ('Reconnecting...'), not an error.
      if (pc.connectionState === 'failed' && !p.connectedOnce) this.o.onError('connection');
      if (pc.connectionState === 'connected') {
        p.connectedOnce = true;
        // They can hear me now: tell them what I send, which they cannot tell from the tracks.
        this.to(userId, { type: 'media-state', ...this.media });
      }
      this.o.onChange();
    };
    this.o.onChange();
    return p;
  }
}
