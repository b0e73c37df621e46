import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { lossyUdp } from './lossy-udp';

/** An echo server on loopback: what reaches it comes back, counted. */
async function echo() {
  const socket = createSocket('udp4');
  let heard = 0;
  socket.on('message', (data, from) => {
    heard++;
    socket.send(data, from.port, from.address);
  });
  await new Promise<void>((r) => socket.bind(0, '127.0.0.1', r));
  return {
    port: (socket.address() as AddressInfo).port,
    heard: () => heard,
    close: () => new Promise<void>((r) => socket.close(() => r())),
  };
}

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** Sends `n` datagrams through `port` one by one and counts the echoes that came back. */
async function roundTrips(port: number, n: number): Promise<number> {
  const client = createSocket('udp4');
  let back = 0;
  client.on('message', () => back++);
  await new Promise<void>((r) => client.bind(0, '127.0.0.1', r));
  for (let i = 0; i < n; i++) {
    client.send(Buffer.from(`ping ${i}`), port, '127.0.0.1');
    await new Promise((r) => setTimeout(r, 2));
  }
  await new Promise((r) => setTimeout(r, 100));
  await new Promise<void>((r) => client.close(() => r()));
  return back;
}

describe('lossyUdp', () => {
  it('should carry every datagram both ways with no loss, and drop its share when told', async () => {
    const server = await echo();
    const proxy = await lossyUdp({ host: '127.0.0.1', port: server.port });
    closers.push(server.close, proxy.close);
    expect(await roundTrips(proxy.port, 50)).toBe(50);
    expect(server.heard()).toBe(50);

    // All lost, then a share: about that share of what is sent arrives, each way.
    proxy.setLoss(1);
    expect(await roundTrips(proxy.port, 40)).toBe(0);
    expect(server.heard()).toBe(50);
    expect(proxy.dropped).toBe(40);
    proxy.setLoss(0.3);
    const back = await roundTrips(proxy.port, 400);
    const arrived = server.heard() - 50;
    expect(arrived / 400).toBeGreaterThan(0.55);
    expect(arrived / 400).toBeLessThan(0.85);
    expect(back / arrived).toBeGreaterThan(0.55);
    expect(back / arrived).toBeLessThan(0.85);
    expect(proxy.dropped).toBe(40 + (400 - arrived) + (arrived - back));
  });
});
