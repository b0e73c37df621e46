import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromePath } from '../../e2e/harness';

/**
 * One first visit, measured the way PageSpeed and a person running Lighthouse measure it: the
 * command line as it ships, which starts a fresh Chromium with an empty profile for the run and
 * closes it after. Nothing is warm: no compiled code cache, no HTTP cache, no earlier visit.
 */

/** Debian's Chromium runs headless as root only without its sandbox. */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'];
const CLI = 'node_modules/lighthouse/cli/index.js';

/** The report (LHR) as the command line writes it; only what the bench reads is typed. */
export interface CliReport {
  runtimeError?: { code: string; message: string };
  categories: Record<
    string,
    { score: number | null; auditRefs: Array<{ id: string; weight: number }> }
  >;
  audits: Record<
    string,
    { score: number | null; numericValue?: number; displayValue?: string; details?: unknown }
  >;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event, µs: what other processes on the cores barely move. */
  tdur?: number;
  args?: { name?: string };
}

/**
 * Total blocking time recomputed from CPU time: each main-thread task after the first
 * contentful paint counts its thread time x 4 (the simulation's CPU slowdown) minus 50 ms.
 * Lighthouse's own TBT uses wall time, which on a shared machine grows with everyone else's
 * work; this one says what the page itself costs.
 */
export function cpuBlockingMs(events: TraceEvent[]): number {
  const names = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name')
      names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const counts = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (names.get(key) === 'CrRendererMain') counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const fcp = events.filter((e) => e.name === 'firstContentfulPaint').map((e) => e.ts);
  const from = fcp.length ? Math.max(...fcp) : 0;
  let blocking = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || `${e.pid}:${e.tid}` !== main) continue;
    if (e.ts + (e.dur ?? 0) <= from) continue;
    blocking += Math.max(0, ((e.tdur ?? 0) * 4) / 1000 - 50);
  }
  return Math.round(blocking);
}

/**
 * Runs `lighthouse <url>` once (mobile, simulated throttling) and reads its JSON report, and
 * from the run's trace the blocking time counted in CPU time (`cpuBlockingMs`).
 */
export async function lighthouseCli(
  url: string,
  categories: string[],
  cookie?: string,
): Promise<{ report: CliReport; cpuTbtMs: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'allo-lh-cli-'));
  const out = join(dir, 'report.json');
  const args = [
    CLI,
    url,
    '--form-factor=mobile',
    '--throttling-method=simulate',
    `--only-categories=${categories.join(',')}`,
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    // The trace too (report-0.trace.json), for the blocking time in CPU time.
    '--save-assets',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    // The session cookie on every request the page makes, as a signed-in browser sends it.
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  try {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: await chromePath() },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => {
      stderr = (stderr + b.toString()).slice(-4_000);
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`lighthouse ${url} exited ${code}: ${stderr}`);
    const report = JSON.parse(await readFile(out, 'utf8')) as CliReport;
    if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.message}`);
    const trace = JSON.parse(await readFile(join(dir, 'report-0.trace.json'), 'utf8')) as {
      traceEvents: TraceEvent[];
    };
    return { report, cpuTbtMs: cpuBlockingMs(trace.traceEvents) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
