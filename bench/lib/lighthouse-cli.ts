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

/** Runs `lighthouse <url>` once (mobile, simulated throttling) and reads its JSON report. */
export async function lighthouseCli(
  url: string,
  categories: string[],
  cookie?: string,
): Promise<CliReport> {
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
    return report;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
