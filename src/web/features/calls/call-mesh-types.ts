import type { ClientEvent, ServerEvent } from '../../../protocol';
import type { CallCandidates } from './call-candidates';
import type { IceMender } from './call-ice';

/** The shapes of a call's mesh (call-mesh.ts): what it sends, shows and keeps per peer. */

export type SignalType = 'offer' | 'answer' | 'ice-candidate' | 'call-ended' | 'media-state';
export type OutSignal = Extract<ClientEvent, { type: SignalType }>;
export type InSignal = Extract<ServerEvent, { type: SignalType }>;
export type Unaddressed<T> = T extends unknown
  ? Omit<T, 'to' | 'callId' | 'conversationId'>
  : never;

/** What can go wrong, in the spec's words' order (secondary 8 'Call media', last line). */
export type CallMeshError = 'offer' | 'incoming' | 'connection';

/** What a participant sends: their camera, their screen (the `media-state` signal). */
export interface CallMediaState {
  camera: boolean;
  screen: boolean;
}

export interface CallMeshOptions {
  me: string;
  callId: string;
  conversationId: string;
  iceServers: RTCIceServer[];
  /** 'relay': through the TURN server only (the server's ICE_TRANSPORT_POLICY). */
  iceTransportPolicy?: RTCIceTransportPolicy;
  local: MediaStream;
  /** What I send at first: told to each participant as they connect. */
  media: CallMediaState;
  send(signal: OutSignal): void;
  /** Peers, their streams or their connection states changed. */
  onChange(): void;
  onError(error: CallMeshError): void;
}

export interface CallPeerView {
  userId: string;
  stream: MediaStream | null;
  state: RTCPeerConnectionState;
  /** What they said they send; null until they say (then their stream's tracks tell). */
  media: CallMediaState | null;
  /** ICE is being restarted, or the connection dropped and has not come back yet. */
  reconnecting: boolean;
}

export interface Peer {
  pc: RTCPeerConnection;
  /** The polite side gives way when both offer at once (perfect negotiation). */
  polite: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
  stream: MediaStream | null;
  /** Their candidates that came before their description, and mine (call-candidates.ts). */
  candidates: CallCandidates;
  /** My tracks are on it (they go once: with my offer, or in my answer to theirs). */
  tracked: boolean;
  media: CallMediaState | null;
  ice: IceMender;
  /** Connected at least once: a later failure is a drop to mend, not a failed call. */
  connectedOnce: boolean;
  /** They have sent me something on it (even an offer I set aside): they are in the call. */
  heard: boolean;
}
