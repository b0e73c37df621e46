import type { AddressInfo, Server, Socket } from 'node:net';
import { connect, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TcpProxy } from './tcp-proxy';
import { tcpProxy } from './tcp-proxy';

/** Opens a connection through the proxy; rejects with the socket error (ECONNREFUSED...). */
function dial(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = connect(port, '127.0.0.1', () => resolve(s));
    s.once('error', reject);
  });
}

/** Waits up to `ms` for `n` characters to arrive; null when they did not. */
function receive(s: Socket, n: number, ms = 1_000): Promise<string | null> {
  return new Promise((resolve) => {
    let got = '';
    const onData = (b: Buffer) => {
      got += b.toString();
      if (got.length >= n) finish(got);
    };
    const finish = (v: string | null) => {
      clearTimeout(timer);
      s.off('data', onData);
      resolve(v);
    };
    const timer = setTimeout(() => finish(null), ms);
    s.on('data', onData);
  });
}

/** Writes text and waits for it to come back from the echo server. */
function echo(s: Socket, text: string, ms?: number): Promise<string | null> {
  const back = receive(s, text.length, ms);
  s.write(text);
  return back;
}

const closed = (s: Socket) =>
  new Promise<void>((resolve) => (s.destroyed ? resolve() : s.once('close', () => resolve())));

describe('tcpProxy', () => {
  let target: Server;
  let proxy: TcpProxy;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    target = createServer((s) => s.pipe(s));
    await new Promise<void>((r) => target.listen(0, '127.0.0.1', () => r()));
    proxy = await tcpProxy({ host: '127.0.0.1', port: (target.address() as AddressInfo).port });
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await proxy.close();
    await new Promise((r) => target.close(r));
  });

  const open = async () => {
    const s = await dial(proxy.port);
    s.on('error', () => undefined);
    sockets.push(s);
    return s;
  };

  it('should carry bytes both ways', async () => {
    const s = await open();
    expect(await echo(s, 'hello')).toBe('hello');
    expect(proxy.open).toBe(1);
  });

  it('should drop every connection and refuse new ones when cut, and carry again when restored', async () => {
    const s = await open();
    await proxy.cut();
    await closed(s);
    expect(proxy.open).toBe(0);
    await expect(dial(proxy.port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await proxy.restore();
    expect(await echo(await open(), 'back')).toBe('back');
  });

  it('should hold traffic while stalled, for old and new connections, and deliver it on restore', async () => {
    const before = await open();
    proxy.stall();
    const during = await open();
    expect(await echo(before, 'held', 300)).toBeNull();
    expect(await echo(during, 'new', 300)).toBeNull();
    const held = [receive(before, 'held'.length), receive(during, 'new'.length)];
    await proxy.restore();
    // What was written during the stall arrives once it is over.
    expect(await Promise.all(held)).toEqual(['held', 'new']);
    expect(await echo(during, 'again')).toBe('again');
  });
});
