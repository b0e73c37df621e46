import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import { freePort } from '../../src/server/testing/processes';
import { ServerProcess } from '../../src/server/testing/server-process';
import { procCpuSeconds, procRssMb } from './proc';

/** A server under load: where it listens, what it costs, and how to stop it. */
export interface MeasuredServer {
  /** http://127.0.0.1:<port> */
  url: string;
  cpuSeconds(): number;
  rssMb(): number;
  /** A full garbage collection in the server, settled. */
  collect(): Promise<void>;
  stop(): Promise<void>;
}

/** Node flags that let the benchmark ask a server for a full garbage collection (SIGUSR2). */
const GC_ARGS = [
  '--expose-gc',
  '--require',
  fileURLToPath(new URL('./gc-on-signal.cjs', import.meta.url)),
];
/** Long enough for a full collection of a few hundred MB and the pages going back to the OS. */
const COLLECT_MS = 1_500;

function measured(pid: number, url: string, stop: () => Promise<void>): MeasuredServer {
  return {
    url,
    cpuSeconds: () => procCpuSeconds(pid),
    rssMb: () => procRssMb(pid),
    async collect() {
      process.kill(pid, 'SIGUSR2');
      await new Promise((r) => setTimeout(r, COLLECT_MS));
    },
    stop,
  };
}

/** Allo's real server (`src/server/main.ts`) in its own process, started on a free port. */
export async function alloStart(env: {
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  redisPrefix?: string;
  /** RATE_LIMIT_SCALE: the send path's senders send far faster than a person may. */
  rateLimitScale?: number;
}): Promise<MeasuredServer> {
  const server = await ServerProcess.start(
    {
      DATA_DIR: env.dataDir,
      DATABASE_URL: env.databaseUrl ?? '',
      REDIS_URL: env.redisUrl ?? '',
      REDIS_PREFIX: env.redisPrefix ?? 'allo-bench',
      SEED_DEMO: '0',
      RATE_LIMIT_SCALE: String(env.rateLimitScale ?? 1),
    },
    // A profile is written on a graceful exit, which stop() gives.
    [
      ...GC_ARGS,
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []),
      // Node flags to try on the server alone (`BENCH_SERVER_ARGS=--max-semi-space-size=32`).
      ...(process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? []),
    ],
  );
  return measured(server.child.pid!, server.url, () => server.stop());
}

/** The bare `ws` broadcast server (the ceiling) in its own process. */
export async function bareStart(): Promise<MeasuredServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [...GC_ARGS, '--import', 'tsx', 'bench/bare-server.ts', String(port)],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', () => reject(new Error('bare server did not start')));
  });
  return measured(child.pid!, `http://127.0.0.1:${port}`, async () => {
    if (child.exitCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await gone;
  });
}
