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
import { round } from './lib/stats';

/**
 * Lighthouse 12, mobile with its default (simulated) throttling, on the three screens a person
 * meets first, served as `npm start` serves them: the real server in its own process, the build
 * from dist/, demo users and conversations in a temp data dir.
 */
export interface LighthouseResult {
  page: string;
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
  /** Audits that failed in accessibility and best practices, and the weightiest in performance. */
  failing: string[];
}

/** Where to keep each page's full Lighthouse report (JSON), to look into a figure. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS;

/** Runs per page; the run with the median performance score is the one reported. */
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** Debian's Chromium runs headless as root only without its sandbox. */
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

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function summary(page: string, lhr: Lhr): LighthouseResult {
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
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    jsKb: kb(requests.filter((r) => r.resourceType === 'Script')),
    totalKb: kb(requests),
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

/** Each page `runs` times in one Chromium; the median run by performance score. */
async function audit(
  port: number,
  page: string,
  url: string,
  runs: number,
  cookie?: string,
): Promise<LighthouseResult> {
  const results: Array<{ result: LighthouseResult; lhr: Lhr }> = [];
  for (let i = 0; i < runs; i += 1) {
    const run = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // The session cookie on every request the page makes; storage is reset between runs
      // (Lighthouse's default), so each run is a first visit.
      ...(cookie ? { extraHeaders: { cookie } } : {}),
    });
    if (!run) throw new Error(`lighthouse gave nothing for ${url}`);
    if (run.lhr.runtimeError) throw new Error(`${url}: ${run.lhr.runtimeError.message}`);
    results.push({ result: summary(page, run.lhr), lhr: run.lhr });
  }
  const median = [...results].sort((a, b) => a.result.performance - b.result.performance)[
    Math.floor(results.length / 2)
  ]!;
  if (REPORTS_DIR) {
    await mkdir(REPORTS_DIR, { recursive: true });
    const name = page.replace(/\W+/g, '-');
    await writeFile(join(REPORTS_DIR, `${name}.json`), JSON.stringify(median.lhr));
  }
  return median.result;
}

/** Lighthouse mobile on the identity picker, the conversation list and a chat. */
export async function benchLighthouse(runs = RUNS): Promise<LighthouseResult[]> {
  await webBuildIfStale();
  const dataDir = await mkdtemp(join(tmpdir(), 'allo-lh-data-'));
  const server = await ServerProcess.start({ DATA_DIR: dataDir, SEED_DEMO: '1' });
  const chrome = await chromeStart();
  try {
    const { cookie, chat } = await demoSession(server.url, 'u-emma');
    return [
      await audit(chrome.port, 'identity picker', `${server.url}/`, runs),
      await audit(chrome.port, 'conversation list', `${server.url}/`, runs, cookie),
      await audit(
        chrome.port,
        'chat',
        `${server.url}/?c=${encodeURIComponent(chat)}`,
        runs,
        cookie,
      ),
    ];
  } finally {
    await chrome.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// `npx tsx bench/lighthouse.ts [--quick]`: this benchmark alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchLighthouse(process.argv.includes('--quick') ? 1 : RUNS);
  for (const r of results) console.log(r);
}
