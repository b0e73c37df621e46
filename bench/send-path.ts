import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import WebSocket from 'ws';
import { preparePopulation } from './lib/prepare';
import { procCpuSeconds, procRssMb } from './lib/proc';
import { percentile, round } from './lib/stats';

export interface SendPathOptions {
  name: string;
  clients: number;
  rooms: number;
  /** Messages per second, all senders together. */
  rate: number;
  warmupSeconds: number;
  seconds: number;
  databaseUrl?: string;
}

export interface SendPathResult {
  name: string;
  backend: string;
  clients: number;
  rooms: number;
  targetRate: number;
  sent: number;
  msgsPerSec: number;
  deliveriesPerSec: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  lost: number;
  serverCpuPct: number;
  serverRssMb: number;
}

/** How often the sender loop wakes; each wake sends what the target rate owes so far. */
const TICK_MS = 5;
/** After the last send, time for the stragglers to arrive before counting losses. */
const DRAIN_MS = 3_000;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

async function freshPostgres(base: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `allo_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * The send path under load: C WebSocket clients in R conversations; one sender per conversation;
 * messages at a fixed aggregate rate, each stamped with its send time. Latency is send to
 * delivery at every other member's socket (one clock: generator and receivers share a process).
 */
export async function benchSendPath(o: SendPathOptions): Promise<SendPathResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'allo-bench-'));
  const pgdb = o.databaseUrl ? await freshPostgres(o.databaseUrl) : undefined;
  const population = await preparePopulation({
    dataDir,
    databaseUrl: pgdb?.url,
    clients: o.clients,
    rooms: o.rooms,
  });
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []),
      '--import',
      'tsx',
      'src/server/main.ts',
    ],
    {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: pgdb?.url ?? '',
        REDIS_URL: '',
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (i > 300) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }

  const latencies: number[] = [];
  let received = 0;
  let expected = 0;
  const perRoom = Math.ceil(o.clients / o.rooms);
  const sockets: WebSocket[] = [];
  const senders: Array<{ ws: WebSocket; room: string }> = [];
  const connectOne = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`, {
        headers: { cookie: population.cookies[i]! },
      });
      const me = population.userIds[i]!;
      ws.on('message', (raw) => {
        const text = raw.toString();
        if (!text.startsWith('{"type":"message"')) return;
        const event = JSON.parse(text) as { message: { senderId: string; content: string } };
        if (event.message.senderId === me) return;
        const [flag, stamp] = event.message.content.split(':');
        if (flag !== 'm') return;
        received++;
        latencies.push(performance.now() - Number(stamp));
      });
      ws.once('open', () => resolve());
      ws.once('error', reject);
      sockets.push(ws);
      if (i % perRoom === 0) senders.push({ ws, room: population.roomOf[i]! });
    });
  for (let i = 0; i < o.clients; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, o.clients - i) }, (_, k) => connectOne(i + k)),
    );
  }

  let sentTotal = 0;
  const sendFor = async (seconds: number, flag: 'w' | 'm') => {
    const start = performance.now();
    let sent = 0;
    while (performance.now() - start < seconds * 1000) {
      const owed = Math.floor(((performance.now() - start) / 1000) * o.rate) - sent;
      for (let k = 0; k < owed; k++) {
        const s = senders[(sentTotal + k) % senders.length]!;
        s.ws.send(
          JSON.stringify({
            type: 'message',
            conversationId: s.room,
            content: `${flag}:${performance.now()}`,
            clientId: `b${sentTotal + k}`,
          }),
        );
      }
      sent += owed;
      sentTotal += owed;
      if (flag === 'm') expected += owed * (perRoom - 1);
      await new Promise((r) => setTimeout(r, TICK_MS));
    }
    return sent;
  };

  await sendFor(o.warmupSeconds, 'w');
  await new Promise((r) => setTimeout(r, 500));
  const cpu0 = procCpuSeconds(server.pid!);
  const t0 = performance.now();
  const sent = await sendFor(o.seconds, 'm');
  const elapsed = (performance.now() - t0) / 1000;
  const cpu1 = procCpuSeconds(server.pid!);
  await new Promise((r) => setTimeout(r, DRAIN_MS));
  const rss = procRssMb(server.pid!);

  for (const ws of sockets) ws.terminate();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await pgdb?.drop();
  rmSync(dataDir, { recursive: true, force: true });

  latencies.sort((a, b) => a - b);
  return {
    name: o.name,
    backend: o.databaseUrl ? 'postgres' : 'pglite',
    clients: o.clients,
    rooms: o.rooms,
    targetRate: o.rate,
    sent,
    msgsPerSec: round(sent / elapsed, 0),
    deliveriesPerSec: round(received / elapsed, 0),
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies[latencies.length - 1] ?? NaN),
    lost: expected - received,
    serverCpuPct: round(((cpu1 - cpu0) / elapsed) * 100, 0),
    serverRssMb: round(rss, 0),
  };
}
