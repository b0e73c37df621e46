import WebSocket from 'ws';
import type { ClientEvent, ServerEvent } from '../../protocol';

/**
 * A real WebSocket client for tests: keeps every event it receives and lets a test wait for
 * the next one that matches.
 */
export class LiveClient {
  readonly events: ServerEvent[] = [];
  private waiters: Array<{
    match: (e: ServerEvent) => boolean;
    resolve: (e: ServerEvent) => void;
  }> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      const event = JSON.parse(raw.toString()) as ServerEvent;
      this.events.push(event);
      this.waiters = this.waiters.filter((w) => {
        if (!w.match(event)) return true;
        w.resolve(event);
        return false;
      });
    });
  }

  /**
   * Opens `/ws` with the session cookie; rejects with `refused <HTTP status>` when the upgrade
   * is refused, or `closed <code>` when the server closes the socket straight away.
   */
  static open(baseUrl: string, cookie?: string, origin?: string): Promise<LiveClient> {
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    if (origin) headers.origin = origin;
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, { headers });
    return new Promise((resolve, reject) => {
      socket.once('open', () => {
        // A refused session is closed at once; give that close a moment to arrive.
        const early = (code: number) => reject(new Error(`closed ${code}`));
        socket.once('close', early);
        setTimeout(() => {
          socket.off('close', early);
          if (socket.readyState === WebSocket.OPEN) resolve(new LiveClient(socket));
        }, 50);
      });
      socket.once('unexpected-response', (_req, res) =>
        reject(new Error(`refused ${res.statusCode}`)),
      );
      socket.once('error', reject);
    });
  }

  send(event: ClientEvent | Record<string, unknown>): void {
    this.socket.send(JSON.stringify(event));
  }

  /** The next event (already received or still to come) that matches; fails after `ms`. */
  next<T extends ServerEvent['type']>(
    type: T,
    where: (e: Extract<ServerEvent, { type: T }>) => boolean = () => true,
    ms = 5_000,
  ): Promise<Extract<ServerEvent, { type: T }>> {
    const match = (e: ServerEvent) =>
      e.type === type && where(e as Extract<ServerEvent, { type: T }>);
    const seen = this.events.find(match);
    if (seen) {
      this.events.splice(this.events.indexOf(seen), 1);
      return Promise.resolve(seen as Extract<ServerEvent, { type: T }>);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} event within ${ms} ms`)), ms);
      this.waiters.push({
        match,
        resolve: (e) => {
          clearTimeout(timer);
          this.events.splice(this.events.indexOf(e), 1);
          resolve(e as Extract<ServerEvent, { type: T }>);
        },
      });
    });
  }

  /** True when no event of this type arrives within `ms`. */
  async none(type: ServerEvent['type'], ms = 300): Promise<boolean> {
    await new Promise((r) => setTimeout(r, ms));
    return !this.events.some((e) => e.type === type);
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.socket.readyState === WebSocket.CLOSED) return resolve();
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}
