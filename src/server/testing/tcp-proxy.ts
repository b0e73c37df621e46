import type { AddressInfo, Server, Socket } from 'node:net';
import { connect, createServer } from 'node:net';

/**
 * A TCP proxy on loopback that a test can break: `cut()` drops every connection and refuses new
 * ones (the port is closed: a server that is down); `stall()` keeps connections open but carries
 * nothing either way (a half-dead network); `restore()` carries traffic again on the same port.
 * Used to take PostgreSQL away from a server under test without touching the real one.
 */
export interface TcpProxy {
  port: number;
  /** Connections open through the proxy now. */
  readonly open: number;
  cut(): Promise<void>;
  stall(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

type Mode = 'open' | 'stalled' | 'cut';

export async function tcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let mode: Mode = 'open';
  let server: Server;

  const accept = (client: Socket) => {
    if (mode === 'cut') return void client.destroy();
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    // Either side failing or closing ends both, as a dead server or network would.
    for (const s of pair) {
      s.on('error', drop);
      s.on('close', drop);
    }
    forward(client, upstream);
    forward(upstream, client);
    if (mode === 'stalled') pause(pair);
  };

  /** Like pipe(), but a stall is never undone by a 'drain' that resumes the reader. */
  const forward = (from: Socket, to: Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (!to.write(chunk)) from.pause();
    });
    to.on('drain', () => {
      if (mode === 'open') from.resume();
    });
    from.on('end', () => to.end());
  };

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = createServer(accept);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));

  /** Closes the port and every connection through it. */
  const shut = async () => {
    mode = 'cut';
    const closed = stopListening();
    for (const [a, b] of pairs) {
      a.destroy();
      b.destroy();
    }
    pairs.clear();
    await closed;
  };

  const port = await listen(0);
  return {
    port,
    get open() {
      return pairs.size;
    },
    cut: shut,
    stall() {
      mode = 'stalled';
      for (const pair of pairs) pause(pair);
    },
    async restore() {
      if (mode === 'cut') await listen(port);
      mode = 'open';
      for (const [a, b] of pairs) {
        a.resume();
        b.resume();
      }
    },
    close: shut,
  };
}

/** Stops reading both sides: what was written stays in kernel buffers, nothing is answered. */
function pause([a, b]: [Socket, Socket]): void {
  a.pause();
  b.pause();
}
