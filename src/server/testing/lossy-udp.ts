import type { RemoteInfo, Socket } from 'node:dgram';
import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';

/**
 * A lossy stretch of network for UDP on loopback, as a weak mobile link is: each datagram sent
 * to its port goes on to `target` and each answer comes back, but a share of them (`loss`, each
 * way, changeable while it runs) is dropped. Each client gets a socket of its own toward the
 * target, so the target (a TURN server) sees one peer per client, as it would through a NAT.
 * Only packets are lost: nothing is reordered or delayed.
 */
export interface LossyUdp {
  port: number;
  /** Datagrams dropped so far, both ways. */
  readonly dropped: number;
  setLoss(loss: number): void;
  close(): Promise<void>;
}

export async function lossyUdp(
  target: { host: string; port: number },
  loss = 0,
  random: () => number = Math.random,
): Promise<LossyUdp> {
  let share = loss;
  let dropped = 0;
  const upstreams = new Map<string, Socket>();
  const front = createSocket('udp4');
  const passes = () => {
    if (random() >= share) return true;
    dropped++;
    return false;
  };

  const upstreamFor = (client: RemoteInfo): Socket => {
    const key = `${client.address}:${client.port}`;
    let up = upstreams.get(key);
    if (!up) {
      up = createSocket('udp4');
      up.on('message', (data) => {
        if (passes()) front.send(data, client.port, client.address);
      });
      // A datagram refused on loopback (ICMP unreachable) is lost like any other.
      up.on('error', () => undefined);
      up.bind(0, '127.0.0.1');
      upstreams.set(key, up);
    }
    return up;
  };

  front.on('message', (data, client) => {
    const up = upstreamFor(client);
    if (passes()) up.send(data, target.port, target.host);
  });
  front.on('error', () => undefined);
  await new Promise<void>((resolve) => front.bind(0, '127.0.0.1', resolve));

  return {
    port: (front.address() as AddressInfo).port,
    get dropped() {
      return dropped;
    },
    setLoss(next) {
      share = next;
    },
    async close() {
      const sockets = [front, ...upstreams.values()];
      upstreams.clear();
      await Promise.all(sockets.map((s) => new Promise<void>((r) => s.close(() => r()))));
    },
  };
}
