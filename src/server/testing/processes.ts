import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { connect, createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { Redis } from 'ioredis';

/** A port nobody listens on right now (the OS picks it; it is free again once we close). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Polls `ready` every 50 ms until it answers true; throws after `ms`. */
export async function waitFor(what: string, ready: () => Promise<boolean>, ms = 10_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await ready().catch(() => false)) return;
    await delay(50);
  }
  throw new Error(`${what} not ready within ${ms} ms`);
}

/** SIGKILLs a child (if still running) and waits for it to be gone. */
export async function killChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await gone;
}

/**
 * A private redis-server on its own loopback port, without persistence: a test can kill it
 * (SIGKILL, a crash) and start it again on the same port, empty, as after a real restart.
 */
export class RedisProcess {
  private child: ChildProcess | undefined;
  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<RedisProcess> {
    const redis = new RedisProcess(await freePort());
    await redis.restart();
    return redis;
  }

  async restart(): Promise<void> {
    const args = [
      '--port',
      String(this.port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ];
    this.child = spawn('redis-server', args, { stdio: 'ignore' });
    await waitFor(`redis-server :${this.port}`, () => ping(this.port));
  }

  kill(): Promise<void> {
    return killChild(this.child);
  }
}

/** True when a Redis on this port answers PING. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(500, () => done(false));
    s.once('error', () => done(false));
    s.once('data', (b) => done(b.toString().startsWith('+PONG')));
    s.write('PING\r\n');
  });
}

/** Deletes every key under a test's private prefix on a shared Redis (a killed instance's too). */
export async function redisDropPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
