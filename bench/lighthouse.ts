import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromePath } from '../e2e/harness';
import { webBuildIfStale } from '../scripts/web-build';
import { freePort, killChild, waitFor } from '../src/server/testing/processes';
import { ServerProcess } from '../src/server/testing/server-process';
import type { CliReport } from './lib/lighthouse-cli';
import { lighthouseCli } from './lib/lighthouse-cli';
import { printTable, round } from './lib/stats';

/**
 * Lighthouse 12, mobile with its default (simulated) throttling, on the three screens a person
 * meets first, served as `npm start` serves them: the real server in its own process, the build
 * from dist/, demo users and conversations in a temp data dir. Two ways:
 *
 * - `first-visit`: the command line as it ships, a fresh Chromium (empty profile) per run, as
 *   PageSpeed measures; what a person's first visit costs.
 * - `warm`: every run in one long-lived Chromium driven through the Node API. Storage is
 *   cleared between runs, but the browser keeps its compiled-code cache, so scripts evaluate
 *   faster than on a first visit.
 */
export type LighthouseMode = 'first-visit' | 'warm';

export interface LighthouseResult {
  page: string;
  mode: LighthouseMode;
  /** Every run's performance score, in run order: the spread says how noisy the machine was. */
  performanceRuns: number[];
  /** Category scores, 0-100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Bytes received for the page's scripts and for everything, KB (1,000 bytes). */
  jsKb: number;
  totalKb: number;
  /**
   * Blocking time recomputed from the tasks' CPU time (first visits only; `lib/lighthouse-cli.ts`):
   * steadier than `tbtMs` when other work shares the machine.
   */
  cpuTbtMs?: number;
  /** Main-thread time evaluating, parsing and compiling scripts (simulated, ms). */
  bootupMs: number;
  /** The scripts that cost most of it: `file scripting ms`, biggest first. */
  scriptEval: string[];
  /** Audits that failed in accessibility and best practices, and the weightiest in performance. */
  failing: string[];
}

/** Where to keep each page's full Lighthouse report (JSON), to look into a figure. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS;

/** Runs per page; the run with the median performance score is the one reported. */
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** Debian's Chromium runs headless as root only without its sandbox (warm runs). */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'];

interface Chrome {
  port: number;
  close(): Promise<void>;
}

/** A Chromium Lighthouse drives over its debugging port, with a throwaway profile. */
async function chromeStart(): Promise<Chrome> {
  const port = await freePort();
  const profile = await mkdtemp(join(tmpdir(), 'allo-lh-chrome-'));
  const child: ChildProcess = spawn(
    await chromePath(),
    [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`],
    { stdio: 'ignore' },
  );
  const up = async () => (await fetch(`http://127.0.0.1:${port}/json/version`)).ok;
  await waitFor('chromium', up, 30_000);
  return {
    port,
    async close() {
      await killChild(child);
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Where a script's evaluation is counted: its file name, or the page itself. */
function scriptName(url: string): string {
  const path = url.split('?')[0]!;
  return path.slice(path.lastIndexOf('/') + 1) || path;
}

function summary(page: string, mode: LighthouseMode, lhr: CliReport): LighthouseResult {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  const requests =
    (
      lhr.audits['network-requests']?.details as
        { items: Array<{ resourceType?: string; transferSize?: number }> } | undefined
    )?.items ?? [];
  const kb = (items: typeof requests) =>
    round(items.reduce((s, r) => s + (r.transferSize ?? 0), 0) / 1000, 1);
  const failing: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (id === 'performance' && ref.weight === 0) continue;
      failing.push(`${id}: ${ref.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
  const bootup =
    (
      lhr.audits['bootup-time']?.details as
        { items: Array<{ url: string; scripting?: number }> } | undefined
    )?.items ?? [];
  const scriptEval = [...bootup]
    .sort((a, b) => (b.scripting ?? 0) - (a.scripting ?? 0))
    .slice(0, 3)
    .map((i) => `${scriptName(i.url)} ${Math.round(i.scripting ?? 0)}`);
  return {
    page,
    mode,
    performanceRuns: [],
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    jsKb: kb(requests.filter((r) => r.resourceType === 'Script')),
    totalKb: kb(requests),
    bootupMs: ms('bootup-time'),
    scriptEval,
    failing,
  };
}

/** Signs a demo user in and gives them the demo conversations; their cookie and a chat's id. */
async function demoSession(url: string, userId: string): Promise<{ cookie: string; chat: string }> {
  const res = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('allo_session='));
  if (!res.ok || !cookie) throw new Error(`sign-in as ${userId}: ${res.status}`);
  const session = cookie.split(';')[0]!;
  const seeded = await fetch(`${url}/api/seed-demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session },
    body: JSON.stringify({ userId }),
  });
  if (!seeded.ok) throw new Error(`demo conversations: ${seeded.status}`);
  const { conversations } = (await seeded.json()) as { conversations: Array<{ id: string }> };
  if (!conversations[0]) throw new Error('no demo conversation');
  return { cookie: session, chat: conversations[0].id };
}

/** One run of one page: the report Lighthouse wrote, and the CPU-time blocking if known. */
type RunOnce = (url: string, cookie?: string) => Promise<{ report: CliReport; cpuTbtMs?: number }>;

/** A run in the long-lived Chromium on `port`, through Lighthouse's Node API. */
function warmRun(port: number): RunOnce {
  return async (url, cookie) => {
    const run = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // The session cookie on every request the page makes; storage is reset between runs
      // (Lighthouse's default), so each run starts signed in with nothing stored.
      ...(cookie ? { extraHeaders: { cookie } } : {}),
    });
    if (!run) throw new Error(`lighthouse gave nothing for ${url}`);
    if (run.lhr.runtimeError) throw new Error(`${url}: ${run.lhr.runtimeError.message}`);
    return { report: run.lhr };
  };
}

const firstVisitRun: RunOnce = (url, cookie) => lighthouseCli(url, CATEGORIES, cookie);

/**
 * A run again when Lighthouse itself fails: on a busy machine a fresh Chromium now and then
 * records no navigation (`NO_NAVSTART`), which says nothing about the page.
 */
async function retried<T>(run: () => Promise<T>, what: string): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= 3) throw err;
      console.log(`  ${what}: run failed, again (${(err as Error).message.split('\n')[0]})`);
    }
  }
}

/** Each page `runs` times; the run with the median performance score is the one reported. */
async function audit(
  runOnce: RunOnce,
  mode: LighthouseMode,
  page: string,
  url: string,
  runs: number,
  cookie?: string,
): Promise<LighthouseResult> {
  const results: Array<{ result: LighthouseResult; lhr: CliReport }> = [];
  for (let i = 0; i < runs; i += 1) {
    const { report: lhr, cpuTbtMs } = await retried(
      () => runOnce(url, cookie),
      `${page} (${mode})`,
    );
    results.push({ result: { ...summary(page, mode, lhr), cpuTbtMs }, lhr });
  }
  const median = [...results].sort((a, b) => a.result.performance - b.result.performance)[
    Math.floor(results.length / 2)
  ]!;
  if (REPORTS_DIR) {
    await mkdir(REPORTS_DIR, { recursive: true });
    const name = `${mode}-${page.replace(/\W+/g, '-')}`;
    await writeFile(join(REPORTS_DIR, `${name}.json`), JSON.stringify(median.lhr));
  }
  return { ...median.result, performanceRuns: results.map((r) => r.result.performance) };
}

/** The three screens: the identity picker signed out, then signed in the list and a chat. */
export const LIGHTHOUSE_PAGES = ['picker', 'list', 'chat'] as const;
export type LighthousePage = (typeof LIGHTHOUSE_PAGES)[number];

/**
 * Lighthouse mobile on the identity picker (signed out), the conversation list and a chat
 * (signed in), `runs` times each.
 */
export async function benchLighthouse(
  runs = RUNS,
  mode: LighthouseMode = 'first-visit',
  pages: readonly LighthousePage[] = LIGHTHOUSE_PAGES,
): Promise<LighthouseResult[]> {
  await webBuildIfStale();
  const dataDir = await mkdtemp(join(tmpdir(), 'allo-lh-data-'));
  const server = await ServerProcess.start({ DATA_DIR: dataDir, SEED_DEMO: '1' });
  const chrome = mode === 'warm' ? await chromeStart() : undefined;
  const runOnce = chrome ? warmRun(chrome.port) : firstVisitRun;
  try {
    const { cookie, chat } = await demoSession(server.url, 'u-emma');
    const chatUrl = `${server.url}/?c=${encodeURIComponent(chat)}`;
    const results: LighthouseResult[] = [];
    if (pages.includes('picker'))
      results.push(await audit(runOnce, mode, 'identity picker', `${server.url}/`, runs));
    if (pages.includes('list'))
      results.push(await audit(runOnce, mode, 'conversation list', `${server.url}/`, runs, cookie));
    if (pages.includes('chat'))
      results.push(await audit(runOnce, mode, 'chat', chatUrl, runs, cookie));
    return results;
  } finally {
    await chrome?.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The table `npm run bench` and this file print, then each page's failing audits. */
export function lighthousePrint(results: LighthouseResult[]): void {
  printTable(
    results.map((r) => ({
      page: r.page,
      mode: r.mode,
      perf: r.performance,
      'perf runs': r.performanceRuns.join(' '),
      a11y: r.accessibility,
      'best pr.': r.bestPractices,
      'FCP ms': r.fcpMs,
      'LCP ms': r.lcpMs,
      'TBT ms': r.tbtMs,
      'CPU TBT ms': r.cpuTbtMs ?? '-',
      'bootup ms': r.bootupMs,
      'JS KB': r.jsKb,
      'all KB': r.totalKb,
    })),
  );
  for (const r of results) {
    console.log(`  ${r.page} (${r.mode}), script evaluation ms: ${r.scriptEval.join(', ')}`);
    for (const f of r.failing) console.log(`  ${r.page} (${r.mode}): ${f}`);
  }
}

// `npx tsx bench/lighthouse.ts [--first-visit] [--warm] [--quick] [--pages=list,chat]`: this
// benchmark alone (both ways when neither is named), saved to bench/results/lighthouse.json
// when it ran every page.
if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = process.argv.includes('--quick') ? 1 : RUNS;
  const pagesArg = process.argv.find((a) => a.startsWith('--pages='))?.slice('--pages='.length);
  const pages = pagesArg
    ? LIGHTHOUSE_PAGES.filter((p) => pagesArg.split(',').includes(p))
    : LIGHTHOUSE_PAGES;
  const firstVisit = process.argv.includes('--first-visit');
  const warm = process.argv.includes('--warm');
  const modes: LighthouseMode[] = [
    ...(firstVisit || !warm ? (['first-visit'] as const) : []),
    ...(warm || !firstVisit ? (['warm'] as const) : []),
  ];
  const results: LighthouseResult[] = [];
  for (const mode of modes) results.push(...(await benchLighthouse(runs, mode, pages)));
  lighthousePrint(results);
  if (pages.length < LIGHTHOUSE_PAGES.length) process.exit(0);
  await mkdir('bench/results', { recursive: true });
  const at = new Date().toISOString();
  const file = 'bench/results/lighthouse.json';
  await writeFile(file, `${JSON.stringify({ at, runs, lighthouse: results }, null, 2)}\n`);
  console.log(`\nsaved ${file}`);
}
