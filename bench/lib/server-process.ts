import { spawn } from 'node:child_process';
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
  stop(): Promise<void>;
}

function measured(pid: number, url: string, stop: () => Promise<void>): MeasuredServer {
  return { url, cpuSeconds: () => procCpuSeconds(pid), rssMb: () => procRssMb(pid), stop };
}

/** Allo's real server (`src/server/main.ts`) in its own process, started on a free port. */
export async function alloStart(env: {
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  redisPrefix?: string;
}): Promise<MeasuredServer> {
  const server = await ServerProcess.start(
    {
      DATA_DIR: env.dataDir,
      DATABASE_URL: env.databaseUrl ?? '',
      REDIS_URL: env.redisUrl ?? '',
      REDIS_PREFIX: env.redisPrefix ?? 'allo-bench',
      SEED_DEMO: '0',
    },
    // A profile is written on a graceful exit, which stop() gives.
    process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [],
  );
  return measured(server.child.pid!, server.url, () => server.stop());
}

/** The bare `ws` broadcast server (the ceiling) in its own process. */
export async function bareStart(): Promise<MeasuredServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/bare-server.ts', String(port)],
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
