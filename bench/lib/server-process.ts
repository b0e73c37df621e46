import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import { freePort } from '../../src/server/testing/processes';
import { ServerProcess } from '../../src/server/testing/server-process';
import { join } from 'node:path';
import { postmasterPid, ProcessSet, procRssMb } from './proc';

/** A server under load: where it listens, what it costs, and how to stop it. */
export interface MeasuredServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Which processes are counted, for the tables ("Node + PostgreSQL"). */
  counted(): string;
  /** CPU seconds so far, summed over every process of the server. */
  cpuSeconds(): number;
  /** The same by part ("node", "postgres"), to tell the database's share from the server's. */
  cpuSecondsByPart(): Record<string, number>;
  rssMb(): number;
  /** RSS of the main process alone (the Node process; ejabberd's VM). */
  mainRssMb(): number;
  /** Proportional set size over every process of the server (shared pages counted once). */
  pssMb(): number;
  /** How many processes the server is made of now. */
  processCount(): number;
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

/**
 * A server measured over a set of processes; `pid` is the one that takes SIGUSR2 for a full
 * garbage collection (a Node process), or none.
 */
export function measured(
  processes: ProcessSet,
  counted: () => string,
  pid: number | undefined,
  url: string,
  stop: () => Promise<void>,
): MeasuredServer {
  return {
    url,
    counted,
    cpuSeconds: () => processes.cpuSeconds(),
    cpuSecondsByPart: () => processes.cpuSecondsByPart(),
    rssMb: () => processes.rssMb(),
    mainRssMb: () => (pid === undefined ? processes.rssMb() : procRssMb(pid)),
    pssMb: () => processes.pssMb(),
    processCount: () => processes.pids().length,
    async collect() {
      if (pid === undefined) return;
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
  /**
   * The data directory of an external PostgreSQL on this machine (its postmaster and every
   * child are counted with the server), or a postmaster pid straight away.
   */
  postgres?: { dataDir?: string; pid?: number };
  /** A Redis server on this machine that the instances share, counted with the database. */
  redisPid?: number;
  /**
   * Count the database's processes with this server (default): false for the second of two
   * instances on one database, which would otherwise count them twice.
   */
  countDatabase?: boolean;
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
  const node = server.child.pid!;
  // The embedded engine's postmaster (issue 28) runs from DATA_DIR/postgres; it may be the
  // server's child or, after a restart that found it running, not.
  const embedded = join(env.dataDir, 'postgres');
  const postmasters = (): Array<number | undefined> => {
    if (env.countDatabase === false) return [];
    const external = env.postgres?.dataDir ? postmasterPid(env.postgres.dataDir) : undefined;
    return [postmasterPid(embedded), env.postgres?.pid ?? external];
  };
  const redis = () => (env.countDatabase === false ? undefined : env.redisPid);
  const processes = new ProcessSet(
    () => [node, ...postmasters(), redis()],
    ['node', 'postgres', 'postgres', 'redis'],
  );
  const counted = () =>
    (postmasters().some((pid) => pid !== undefined) ? 'Node + PostgreSQL' : 'Node') +
    (redis() === undefined ? '' : ' + Redis') +
    ', every process';
  return measured(processes, counted, node, server.url, () => server.stop());
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
  const processes = new ProcessSet(() => [child.pid], ['node']);
  const counted = () => 'Node, every thread';
  return measured(processes, counted, child.pid!, `http://127.0.0.1:${port}`, async () => {
    if (child.exitCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await gone;
  });
}
