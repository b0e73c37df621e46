import type { ClientEvent, ServerEvent } from '../../../protocol';

type OutSignal = Extract<
  ClientEvent,
  { type: 'offer' | 'answer' | 'ice-candidate' | 'call-ended' }
>;
type InSignal = Extract<ServerEvent, { type: 'offer' | 'answer' | 'ice-candidate' | 'call-ended' }>;
type Unaddressed<T> = T extends unknown ? Omit<T, 'to' | 'callId' | 'conversationId'> : never;

/** What can go wrong, in the spec's words' order (secondary 8 'Call media', last line). */
export type CallMeshError = 'offer' | 'incoming' | 'connection';

export interface CallMeshOptions {
  me: string;
  callId: string;
  conversationId: string;
  iceServers: RTCIceServer[];
  /** 'relay': through the TURN server only (the server's ICE_TRANSPORT_POLICY). */
  iceTransportPolicy?: RTCIceTransportPolicy;
  local: MediaStream;
  send(signal: OutSignal): void;
  /** Peers, their streams or their connection states changed. */
  onChange(): void;
  onError(error: CallMeshError): void;
}

export interface CallPeerView {
  userId: string;
  stream: MediaStream | null;
  state: RTCPeerConnectionState;
}

interface Peer {
  pc: RTCPeerConnection;
  /** The polite side gives way when both offer at once (perfect negotiation). */
  polite: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
  stream: MediaStream | null;
}

/**
 * One connection to each other participant (a mesh, spec secondary 'Video call screen'). Both
 * sides may offer at the same moment, each as soon as its screen opens: the perfect negotiation
 * pattern settles it, the peer with the smaller user id giving way. Signals go through the live
 * connection and only those addressed to me, for this call, are handled.
 */
export class CallMesh {
  private readonly peers = new Map<string, Peer>();
  private ended = false;

  constructor(private readonly o: CallMeshOptions) {}

  /** The participants connected or connecting, in the order they joined. */
  view(): CallPeerView[] {
    return [...this.peers].map(([userId, p]) => ({
      userId,
      stream: p.stream,
      state: p.pc.connectionState,
    }));
  }

  /** Starts connecting to a participant: adding my tracks makes the offer. */
  connect(userId: string): void {
    if (!this.ended && userId !== this.o.me) this.peer(userId);
  }

  /** A signal from the live connection; anything not for me and this call is ignored. */
  async handle(event: InSignal): Promise<void> {
    if (this.ended || event.to !== this.o.me || event.callId !== this.o.callId) return;
    if (event.type === 'call-ended') return this.remove(event.from);
    const p = this.peer(event.from);
    if (event.type === 'ice-candidate') {
      // Spec secondary 8: candidate errors are ignored.
      await p.pc.addIceCandidate(event.candidate).catch(() => undefined);
      return;
    }
    const description = (
      event.type === 'offer' ? event.offer : event.answer
    ) as RTCSessionDescriptionInit;
    try {
      const collision =
        description.type === 'offer' && (p.makingOffer || p.pc.signalingState !== 'stable');
      p.ignoreOffer = !p.polite && collision;
      if (p.ignoreOffer) {
        // Their offer crossed mine, and they give way. Mine may never have reached them (their
        // screen opened after I sent it, as when someone answers a ringing call): say it again,
        // with the candidates gathered since.
        const mine = p.pc.localDescription;
        if (mine?.type === 'offer') this.to(event.from, { type: 'offer', offer: mine.toJSON() });
        return;
      }
      await p.pc.setRemoteDescription(description);
      if (description.type === 'offer') {
        await p.pc.setLocalDescription();
        this.to(event.from, { type: 'answer', answer: p.pc.localDescription!.toJSON() });
      }
    } catch {
      this.o.onError('incoming');
    }
  }

  /** The camera changed (front/rear): every connection sends the new track. */
  async videoReplace(track: MediaStreamTrack): Promise<void> {
    for (const p of this.peers.values()) {
      const sender = p.pc.getSenders().find((s) => s.track?.kind === 'video');
      await sender?.replaceTrack(track).catch(() => undefined);
    }
  }

  /** Hangs up: tells each participant, closes every connection. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    for (const [userId, p] of this.peers) {
      this.to(userId, { type: 'call-ended' });
      p.pc.close();
    }
    this.peers.clear();
    this.o.onChange();
  }

  private remove(userId: string): void {
    const p = this.peers.get(userId);
    if (!p) return;
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

  private peer(userId: string): Peer {
    const held = this.peers.get(userId);
    if (held) return held;
    const pc = new RTCPeerConnection({
      iceServers: this.o.iceServers,
      iceTransportPolicy: this.o.iceTransportPolicy ?? 'all',
    });
    const p: Peer = {
      pc,
      polite: this.o.me < userId,
      makingOffer: false,
      ignoreOffer: false,
      stream: null,
    };
    this.peers.set(userId, p);
    pc.onnegotiationneeded = async () => {
      try {
        p.makingOffer = true;
        await pc.setLocalDescription();
        this.to(userId, { type: 'offer', offer: pc.localDescription!.toJSON() });
      } catch {
        this.o.onError('offer');
      } finally {
        p.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) this.to(userId, { type: 'ice-candidate', candidate: candidate.toJSON() });
    };
    pc.ontrack = ({ streams, track }) => {
      p.stream = streams[0] ?? new MediaStream([track]);
      this.o.onChange();
    };
    pc.onconnectionstatechange = () => {
      if (pc.connectionState === 'failed') this.o.onError('connection');
      this.o.onChange();
    };
    for (const track of this.o.local.getTracks()) pc.addTrack(track, this.o.local);
    this.o.onChange();
    return p;
  }
}
