/**
 * How long ICE may stay 'disconnected' before a restart: a few seconds of Wi-Fi trouble often
 * heal by themselves, and a restart costs a round of signalling.
 */
const DISCONNECTED_RESTART_MS = 4_000;

/**
 * Mends one connection when the network under it changes: a new ICE round (`restartIce`: new
 * credentials and candidates, in a new offer through the server) when ICE failed, or stayed
 * disconnected. Only the impolite side restarts on its own, so that two restarts never cross
 * (both sides see the same drop); either side restarts when told its network came back.
 */
export class IceMender {
  /** Set by a restart or a drop; cleared when ICE connects again. */
  reconnecting = false;
  /** Restarts this side started. */
  restarts = 0;
  private timer?: ReturnType<typeof setTimeout>;

  constructor(
    private readonly pc: RTCPeerConnection,
    private readonly impolite: boolean,
    private readonly onChange: () => void,
  ) {
    pc.addEventListener('iceconnectionstatechange', () => this.watch());
    // A restart over a path that still works never leaves 'connected': the answer to the new
    // offer ends it.
    pc.addEventListener('signalingstatechange', () => {
      if (this.reconnecting && pc.signalingState === 'stable' && this.connected()) {
        this.reconnecting = false;
        this.onChange();
      }
    });
  }

  private connected(): boolean {
    const ice = this.pc.iceConnectionState;
    return ice === 'connected' || ice === 'completed';
  }

  restart(): void {
    if (this.pc.connectionState === 'closed') return;
    this.reconnecting = true;
    this.restarts += 1;
    this.pc.restartIce();
    this.onChange();
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  private watch(): void {
    const ice = this.pc.iceConnectionState;
    clearTimeout(this.timer);
    if (this.connected()) this.reconnecting = false;
    if (ice === 'disconnected' || ice === 'failed') this.reconnecting = true;
    if (this.impolite && ice === 'failed') this.restart();
    if (this.impolite && ice === 'disconnected') {
      this.timer = setTimeout(() => {
        if (this.pc.iceConnectionState === 'disconnected') this.restart();
      }, DISCONNECTED_RESTART_MS);
    }
    this.onChange();
  }
}
