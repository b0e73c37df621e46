import type { ClientEvent, ServerEvent } from '../../protocol';
import { CLOSE_UNAUTHORISED } from '../../protocol/limits';
import { backoffDelay } from './backoff';
import type { EventReader } from './event-read';

export type LiveStatus = 'connecting' | 'open' | 'closed';

/** First reconnect delay; it doubles on each failed attempt. */
export const RECONNECT_BASE_MS = 500;
/** Longest wait between attempts: a returning server is noticed within ~10 s. */
export const RECONNECT_MAX_MS = 10_000;
/**
 * Keep-alive: proxies and NATs commonly drop idle sockets after 30-60 s, so we speak every 25 s.
 */
export const PING_INTERVAL_MS = 25_000;
/** A socket that does not answer a ping within this long is dead even if it looks open. */
export const PONG_TIMEOUT_MS = 10_000;

/** The subset of WebSocket this class uses, so tests can pass a fake. */
export interface SocketLike {
  readyState: number;
  onopen: ((ev: Event) => unknown) | null;
  onclose: ((ev: CloseEvent) => unknown) | null;
  onerror: ((ev: Event) => unknown) | null;
  onmessage: ((ev: MessageEvent) => unknown) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface LiveOptions {
  /** Defaults to ws(s)://<this host>/ws; the session cookie authenticates the upgrade. */
  url?: string;
  /** Every valid server event, in arrival order. Invalid frames are dropped. */
  onEvent: (event: ServerEvent) => void;
  /** Checks the frames (`event-read.ts`): in a worker in the browser, inline in tests. */
  reader: EventReader;
  /**
   * Called on every open, the first one included: fetch what was missed while the socket was
   * down, and what was committed between the first page fetches and the first open.
   */
  onResync: () => void;
  /**
   * The server refused the socket as unauthenticated: the session is gone. `reason` says why
   * ('Device removed' when it was removed from Linked Devices).
   */
  onUnauthorised?: (reason: string) => void;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
}

const OPEN = 1;
/** Our own close code (4000-4999 are the application's) for a socket dropped on 'offline'. */
const CLOSE_OFFLINE = 4001;

/** Delay before reconnect attempt `attempt` (0-based): 0.5 s doubling to 10 s, plus up to 25% jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  return backoffDelay(attempt, RECONNECT_BASE_MS, RECONNECT_MAX_MS, random);
}

export function liveUrlDefault(): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws`;
}

/**
 * The live connection (spec core 7): one WebSocket per signed-in tab. It reconnects by itself,
 * re-joins the open conversation, and asks for a resync on every open (the first one too). It
 * drops the socket as soon as the browser goes offline. Sending messages goes over HTTP (and
 * the outbox), so nothing important is ever queued here.
 */
export class LiveConnection {
  private socket: SocketLike | null = null;
  private statusValue: LiveStatus = 'closed';
  private openedOnce = false;
  private listeners = new Set<() => void>();
  private attempt = 0;
  private stopped = true;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private pongTimer: ReturnType<typeof setTimeout> | null = null;
  private joined: { userId: string; conversationId: string } | null = null;
  private readonly options: LiveOptions;

  constructor(options: LiveOptions) {
    this.options = options;
  }

  get status(): LiveStatus {
    return this.statusValue;
  }

  /** Listen to status changes; returns the unsubscribe function (useSyncExternalStore shape). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getStatus = (): LiveStatus => this.statusValue;

  /** True once a socket of this connection has opened: not open since then means it dropped. */
  get hasOpened(): boolean {
    return this.openedOnce;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    if (typeof window !== 'undefined') {
      window.addEventListener('online', this.reconnectNow);
      window.addEventListener('offline', this.goOffline);
      document.addEventListener('visibilitychange', this.onVisible);
    }
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', this.reconnectNow);
      window.removeEventListener('offline', this.goOffline);
      document.removeEventListener('visibilitychange', this.onVisible);
    }
    this.timersClear();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000, 'bye');
    }
    this.statusSet('closed');
  }

  /**
   * Follow one conversation (typing events); re-sent after every reconnect. Null: the chat was
   * closed, and the server hears `leave` (burner messages read there burn then).
   */
  join(userId: string, conversationId: string | null): void {
    const before = this.joined?.conversationId;
    if (before && !conversationId) this.send({ type: 'leave', conversationId: before });
    this.joined = conversationId ? { userId, conversationId } : null;
    if (this.joined) this.send({ type: 'join', ...this.joined });
  }

  typing(conversationId: string, isTyping: boolean): void {
    this.send({ type: 'typing', conversationId, isTyping });
  }

  /** Sends when open; drops otherwise (everything sent here is ephemeral). */
  send(event: ClientEvent): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(event));
    return true;
  }

  private statusSet(status: LiveStatus): void {
    if (this.statusValue === status) return;
    this.statusValue = status;
    for (const l of this.listeners) l();
  }

  private connect(): void {
    if (this.stopped) return;
    this.statusSet('connecting');
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url));
    let socket: SocketLike;
    try {
      socket = create(this.options.url ?? liveUrlDefault());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      this.openedOnce = true;
      this.statusSet('open');
      if (this.joined) this.send({ type: 'join', ...this.joined });
      this.pingStart();
      this.options.onResync();
    };
    socket.onmessage = (ev: MessageEvent) => {
      if (this.socket !== socket) return;
      this.onFrame(ev.data);
    };
    socket.onerror = () => {
      // onclose follows and does the work.
    };
    socket.onclose = (ev: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.timersClear();
      if (ev.code === CLOSE_UNAUTHORISED) {
        this.stopped = true;
        this.statusSet('closed');
        this.options.onUnauthorised?.(ev.reason);
        return;
      }
      this.scheduleReconnect();
    };
  }

  private onFrame(data: unknown): void {
    if (typeof data !== 'string') return;
    // Any frame proves the socket alive, not only a pong.
    this.pongClear();
    this.options.reader.read(data, this.deliver);
  }

  /** A checked event; none once stopped (a frame may still have been in the reader). */
  private deliver = (event: ServerEvent): void => {
    if (!this.stopped) this.options.onEvent(event);
  };

  private scheduleReconnect(): void {
    if (this.stopped) return;
    this.statusSet('closed');
    const delay = reconnectDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, delay);
  }

  /** Back online or back in view: try now instead of waiting out the backoff. */
  private reconnectNow = (): void => {
    if (this.stopped || this.socket) return;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.attempt = 0;
    this.connect();
  };

  /**
   * The browser says the network is gone: the socket is dead even if it still looks open (it
   * would take up to a ping and its timeout to notice), so close it now and show connecting.
   * 'online' brings it back at once ({@link reconnectNow}).
   */
  private goOffline = (): void => {
    if (this.stopped) return;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(CLOSE_OFFLINE, 'offline');
    }
    this.timersClear();
    this.scheduleReconnect();
  };

  private onVisible = (): void => {
    if (document.visibilityState === 'visible') this.reconnectNow();
  };

  private pingStart(): void {
    this.pingTimer = setInterval(() => {
      if (!this.send({ type: 'ping' })) return;
      if (this.pongTimer) return;
      this.pongTimer = setTimeout(() => {
        this.pongTimer = null;
        // No answer: the socket is dead though it looks open. Closing triggers a reconnect.
        const socket = this.socket;
        if (!socket) return;
        this.socket = null;
        socket.onclose = null;
        socket.close(4000, 'pong timeout');
        this.timersClear();
        this.scheduleReconnect();
      }, PONG_TIMEOUT_MS);
    }, PING_INTERVAL_MS);
  }

  private pongClear(): void {
    if (this.pongTimer) clearTimeout(this.pongTimer);
    this.pongTimer = null;
  }

  private timersClear(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.reconnectTimer = null;
    this.pingTimer = null;
    this.pongClear();
  }
}
