/**
 * How long `npm start` takes to a usable identity picker: once on a fresh, empty DATA_DIR (the
 * database created, migrated and seeded with the demo people), then again on the same DATA_DIR
 * after a graceful stop. Started as `npm start` starts it (scripts/start.ts under tsx, the web
 * build already there: `npm run bench` builds it first; a start that had to build says so), on a
 * free port, with no DATABASE_URL,
 * so it runs on the default embedded engine.
 *
 * Alone: `npx tsx bench/start-time.ts`, or `npx tsx bench/run.ts --start-time`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort } from '../src/server/testing/processes';
import { postmasterPid, ProcessSet } from './lib/proc';
import { round } from './lib/stats';

export interface StartTime {
  run: 'cold' | 'restart';
  /** From spawn to `/api/health` answering. */
  healthMs: number;
  /** From spawn to the picker usable: `/` served and `/api/users` listing the demo people. */
  pickerMs: number;
  /** The demo people the picker lists. */
  people: number;
  /** Processes of the server once usable (Node, and the embedded PostgreSQL's if any). */
  processes: number;
  /** PSS of those processes once usable, MB. */
  pssMb: number;
  /** From SIGTERM to the Node process gone. */
  stopMs: number;
  /** Processes of the server still alive 2 s after the Node process exited (should be none). */
  leftAfterStop: number;
  /** What /api/health says (it names the database engine). */
  health: unknown;
  /** The web client was built during this start (missing or stale `dist/`, as on a fresh clone). */
  webBuilt: boolean;
}

/** When dist/index.html was last written, 0 when there is none. */
const webBuildTime = () =>
  existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;

const LIMIT_MS = 120_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startOnce(run: StartTime['run'], dataDir: string): Promise<StartTime> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const built0 = webBuildTime();
  const t0 = performance.now();
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (b: Buffer) => {
    output = (output + b.toString()).slice(-5_000);
  });
  const processes = new ProcessSet(() => [child.pid, postmasterPid(join(dataDir, 'postgres'))]);
  const get = (path: string) => fetch(`${url}${path}`).catch(() => null);
  let healthMs = NaN;
  let health: unknown = null;
  let people: number;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${output}`);
    if (performance.now() - t0 > LIMIT_MS) throw new Error(`not usable in ${LIMIT_MS} ms`);
    if (Number.isNaN(healthMs)) {
      const h = await get('/api/health');
      if (h?.ok) {
        healthMs = performance.now() - t0;
        health = await h.json();
      }
    }
    const [page, users] = await Promise.all([get('/'), get('/api/users')]);
    if (page?.ok && users?.ok) {
      const list = (await users.json()) as unknown[];
      if (Array.isArray(list) && list.length > 0) {
        people = list.length;
        break;
      }
    }
    await sleep(20);
  }
  const pickerMs = performance.now() - t0;
  if (Number.isNaN(healthMs)) healthMs = pickerMs;
  const pids = processes.pids();
  const pssMb = processes.pssMb();
  const s0 = performance.now();
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await gone;
  const stopMs = performance.now() - s0;
  await sleep(2_000);
  const left = pids.filter((pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  });
  // Nothing of a benchmark stays behind: a database left running is stopped (fast shutdown).
  if (run === 'restart') for (const pid of left) process.kill(pid, 'SIGINT');
  return {
    run,
    healthMs: round(healthMs, 0),
    pickerMs: round(pickerMs, 0),
    people,
    processes: pids.length,
    pssMb: round(pssMb, 0),
    stopMs: round(stopMs, 0),
    leftAfterStop: left.length,
    health,
    webBuilt: webBuildTime() !== built0,
  };
}

/** A cold start on an empty DATA_DIR, then a restart on the same one. */
export async function benchStartTime(): Promise<StartTime[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'allo-start-'));
  try {
    const cold = await startOnce('cold', dataDir);
    const restart = await startOnce('restart', dataDir);
    return [cold, restart];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchStartTime();
  for (const r of results) console.log(JSON.stringify(r));
}
