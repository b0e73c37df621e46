import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { procCpuSeconds, procRssMb } from './proc';

export interface ServerProcess {
  pid: number;
  /** http://127.0.0.1:<port> */
  url: string;
  cpuSeconds(): number;
  rssMb(): number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

function wrap(child: ChildProcess, port: number): ServerProcess {
  const pid = child.pid!;
  return {
    pid,
    url: `http://127.0.0.1:${port}`,
    cpuSeconds: () => procCpuSeconds(pid),
    rssMb: () => procRssMb(pid),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Allo's real server (`src/server/main.ts`) in its own process, started on a free port. */
export async function alloStart(env: {
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  redisPrefix?: string;
}): Promise<ServerProcess> {
  const port = await freePort();
  const args = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [];
  const child = spawn(process.execPath, [...args, '--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: env.dataDir,
      DATABASE_URL: env.databaseUrl ?? '',
      REDIS_URL: env.redisUrl ?? '',
      REDIS_PREFIX: env.redisPrefix ?? 'allo-bench',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; ; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (child.exitCode !== null || i > 300) throw new Error('Allo did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return wrap(child, port);
}

/** The bare `ws` broadcast server (the ceiling) in its own process. */
export async function bareStart(): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts', String(port)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', () => reject(new Error('bare server did not start')));
  });
  return wrap(child, port);
}
