/**
 * `npm run bench` (`-- --quick` for short steps): every benchmark side by side in one run. Prints
 * tables and writes bench/results/report.json. Figures, not pass/fail: targets are read from the
 * report, never asserted.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import pg from 'pg';
import { Redis } from 'ioredis';
import type { StepResult } from './lib/load';
import { Load } from './lib/load';
import { printTable, round } from './lib/stats';
import { benchIdleMemory } from './memory';
import type { MemoryResult } from './memory';
import type { Backends, TargetKind } from './targets';
import { localPostgresDataDir, localRedisPid, targetStart } from './targets';
import { ejabberdMissing } from './ejabberd/server';
import type { StartTime } from './start-time';
import { benchStartTime } from './start-time';
import { benchDetection, benchPriorMargins } from './detect';
import { benchWordHuntBoards } from './games';
import { benchPayments } from './payments';
import { benchTranslate } from './translate';
import { benchLighthouse, lighthousePrint } from './lighthouse';
import { benchWebFirstScreen } from './web-first-screen';
import { benchWebScroll } from './web-scroll';
import { benchPhoto } from './photo';
import type { FloodResult } from './flood';
import { benchFlood } from './flood';
import { benchCallsMesh } from './calls-mesh';

const quick = process.argv.includes('--quick');
/** Only the send path (`-- --send-path`), saved beside the full report instead of over it. */
const sendPathOnly = process.argv.includes('--send-path');
/** Clients that send no read receipts (`-- --no-receipts`): the send path as before issue 11. */
const receipts = !process.argv.includes('--no-receipts');
/** Only the flood bench (`-- --flood`), saved beside the full report. */
const floodOnly = process.argv.includes('--flood');
/** Only the start-time bench (`-- --start-time`), saved beside the full report. */
const startTimeOnly = process.argv.includes('--start-time');
/** Only the group calls' mesh (`-- --calls-mesh`), saved beside the full report. */
const callsMeshOnly = process.argv.includes('--calls-mesh');
/** Only these targets (`-- --only=embedded,postgres,ejabberd`). */
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
/**
 * Send-path load: 1,000 clients in 100 conversations of 10 (the shape); `--clients=N`
 * for a smaller trial of the bench itself.
 */
const CLIENTS = Number(
  process.argv.find((a) => a.startsWith('--clients='))?.slice('--clients='.length) ?? 1_000,
);
const PER_ROOM = 10;
/** A quiet server, a busier one, and the 2,000 msgs/s (issue 14). */
const FIXED_RATES = [250, 600, 2_000];
const FIXED_SECONDS = quick ? 3 : 6;
// From 250 msgs/s, so that no step between a quiet server and the best rate goes unseen.
const SEARCH = { from: 250, max: 40_000, seconds: quick ? 2 : 3, p99LimitMs: 50 };
const MEMORY_COUNTS = quick ? [2_000] : [5_000, 10_000];

async function reachable(): Promise<Backends> {
  const databaseUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const found: Backends = {};
  const c = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2_000 });
  if (
    await c.connect().then(
      () => true,
      () => false,
    )
  ) {
    found.databaseUrl = databaseUrl;
    await c.end();
    found.postgresDataDir = await localPostgresDataDir(databaseUrl);
  }
  const r = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  r.on('error', () => undefined);
  if (
    await r.connect().then(
      () => true,
      () => false,
    )
  ) {
    found.redisUrl = redisUrl;
    found.redisPid = await localRedisPid(r);
  }
  r.disconnect();
  return found;
}

interface TargetReport {
  kind: TargetKind;
  name: string;
  /** Which processes the CPU and PSS figures count ("Node + PostgreSQL, every process"). */
  counted: string;
  /** Whether its clients send read receipts (ejabberd's MUC clients do not). */
  receipts: boolean;
  fixed: StepResult[];
  best: StepResult | null;
  search: StepResult[];
}

async function benchTarget(kind: TargetKind, backends: Backends): Promise<TargetReport> {
  const running = await targetStart(kind, CLIENTS, PER_ROOM, backends, receipts);
  const load = new Load(running.target, CLIENTS, PER_ROOM);
  try {
    await load.connect();
    const fixed: StepResult[] = [];
    for (const rate of FIXED_RATES) {
      fixed.push(await load.measure(rate, FIXED_SECONDS, 2));
      await new Promise((r) => setTimeout(r, 1_000));
    }
    const { best, steps } = await load.search(SEARCH);
    return {
      kind,
      name: running.target.name,
      counted: running.target.servers[0]!.counted(),
      receipts: running.target.receipt !== undefined,
      fixed,
      best,
      search: steps,
    };
  } finally {
    load.close();
    await running.close();
  }
}

/**
 * The others' rate while one person floods: a server with room to spare (at 600 msgs/s one
 * instance on PGlite, the earlier engine, was at a full core, where p99 swung from 60 to 400 ms).
 */
const FLOOD_RATE = 300;
/** Quiet and flooded rounds, alternately. */
const FLOOD_ROUNDS = quick ? 3 : 5;

/** One person flooding, on one instance and (with PostgreSQL and Redis) on two. */
async function floodBench(found: Backends): Promise<FloodResult[]> {
  console.log(
    `\nOne person flooding (${CLIENTS} clients at ${FLOOD_RATE} msgs/s, real per-person limits,` +
      ` ${FLOOD_ROUNDS} rounds each way of ${FIXED_SECONDS} s; the others' delivery, medians)`,
  );
  const kinds: TargetKind[] = ['embedded'];
  if (found.databaseUrl && found.redisUrl) kinds.push('two-instances');
  const results: FloodResult[] = [];
  for (const kind of kinds) {
    results.push(await benchFlood(kind, found, FLOOD_RATE, FIXED_SECONDS, FLOOD_ROUNDS));
  }
  printTable(
    results.map((f) => ({
      target: f.target,
      'p50 quiet': f.quietP50Ms,
      'p50 flooded': f.floodedP50Ms,
      'p99 quiet': f.quietP99Ms,
      'p99 flooded': f.floodedP99Ms,
      'p99 rounds quiet': f.quiet.map((s) => Math.round(s.p99Ms)).join('/'),
      'p99 rounds flooded': f.flooded.map((s) => Math.round(s.p99Ms)).join('/'),
      lost: f.flooded.reduce((a, s) => a + s.lost, 0),
      'srv µs/msg quiet': f.quietServerUsPerMsg,
      'srv µs/msg flooded': f.floodedServerUsPerMsg,
      'flood sent': f.floodSent,
      accepted: f.floodAccepted,
      refused: f.floodRefused,
      connects: f.floodConnects,
      'upgrades refused': f.floodUpgradesRefused,
      'flooder cpu %': f.flooderCpuPct,
    })),
  );
  return results;
}

const started = Date.now();
const backends = await reachable();
if (floodOnly) {
  const flood = await floodBench(backends);
  mkdirSync('bench/results', { recursive: true });
  const at = new Date().toISOString();
  writeFileSync('bench/results/flood.json', `${JSON.stringify({ at, quick, flood }, null, 2)}\n`);
  console.log('\nsaved bench/results/flood.json');
  process.exit(0);
}
if (startTimeOnly) {
  const startTime = startTimePrint(await benchStartTime());
  mkdirSync('bench/results', { recursive: true });
  const at = new Date().toISOString();
  writeFileSync('bench/results/start-time.json', `${JSON.stringify({ at, startTime }, null, 2)}\n`);
  console.log('\nsaved bench/results/start-time.json');
  process.exit(0);
}

if (callsMeshOnly) {
  const { cores, sizes } = await benchCallsMesh(quick);
  console.log(
    `\nGroup calls, a mesh: per person, kbit/s of RTP up and down (audio + video, over their` +
      ` connections) and CPU of their Chromium (DevTools SystemInfo.getProcessInfo, all its` +
      ` processes; % of one core). This machine has ${cores} cores.`,
  );
  for (const size of sizes) {
    console.log(`\n${size.people} people (${size.windowSeconds} s after ${size.settleSeconds} s)`);
    printTable(size.persons.map((p) => ({ ...p })));
  }
  mkdirSync('bench/results', { recursive: true });
  const at = new Date().toISOString();
  const saved = { at, quick, cores, sizes };
  writeFileSync('bench/results/calls-mesh.json', `${JSON.stringify(saved, null, 2)}\n`);
  console.log('\nsaved bench/results/calls-mesh.json');
  process.exit(0);
}

function startTimePrint(runs: StartTime[]): StartTime[] {
  console.log('\nnpm start to a usable identity picker: fresh DATA_DIR, then a restart (ms)');
  printTable(
    runs.map(({ health, webBuilt, ...r }) => ({
      ...r,
      'web built': webBuilt ? 'yes' : 'no',
      health: JSON.stringify(health),
    })),
  );
  return runs;
}

const kinds: TargetKind[] = ['bare', 'embedded'];
if (backends.databaseUrl) kinds.push('postgres');
if (backends.databaseUrl && backends.redisUrl) kinds.push('two-instances');
const skipped = (['postgres', 'two-instances'] as const).filter((k) => !kinds.includes(k));
if (skipped.length) console.log(`no PostgreSQL/Redis reachable: skipping ${skipped.join(', ')}`);
if (backends.databaseUrl && !backends.postgresDataDir) {
  console.log('PostgreSQL is not on this machine (or not readable): its processes are not counted');
}
// The peer: ejabberd when installed (Debian's ejabberd, erlang-p1-sqlite3 and sqlite3). Its
// SQLite archive with a flush per message is run only when asked (`--only=ejabberd-fsync`).
const ejabberdWhyNot = ejabberdMissing();
if (ejabberdWhyNot === null) kinds.push('ejabberd', 'ejabberd-fsync');
else if (only?.some((k) => k.startsWith('ejabberd'))) throw new Error(ejabberdWhyNot);
else console.log(`${ejabberdWhyNot}: skipping the ejabberd peer`);

const targets: TargetReport[] = [];
for (const kind of kinds) {
  if (only ? !only.includes(kind) : kind === 'ejabberd-fsync') continue;
  console.log(`send path: ${kind}...`);
  targets.push(await benchTarget(kind, backends));
}
const bare = targets.find((t) => t.kind === 'bare');
const ceiling = bare?.best?.targetRate ?? NaN;
/** The bare server's step at the same rate: what a message costs with nothing but fan-out. */
const bareAt = (rate: number) => bare?.fixed.find((r) => r.targetRate === rate);

console.log(
  `\nDelivery at fixed rates (${CLIENTS} clients, rooms of ${PER_ROOM}, ${FIXED_SECONDS} s each)`,
);
printTable(
  targets.flatMap((t) =>
    t.fixed.map((r) => ({
      target: t.name,
      rate: r.targetRate,
      'msgs/s': r.msgsPerSec,
      'deliv/s': r.deliveriesPerSec,
      p50: r.p50Ms,
      p95: r.p95Ms,
      p99: r.p99Ms,
      max: r.maxMs,
      lost: r.lost,
      'srv cpu%': r.serverCpuPct,
      'µs/msg': r.serverCpuUsPerMsg,
      'x bare µs': round(r.serverCpuUsPerMsg / (bareAt(r.targetRate)?.serverCpuUsPerMsg ?? NaN), 2),
      'µs/msg by part': Object.entries(r.serverCpuUsPerMsgByPart)
        .map(([part, us]) => `${part} ${us}`)
        .join(', '),
      'PSS MB': r.serverPssMb,
      procs: r.serverProcesses,
      'gen cpu%': r.generatorCpuPct,
    })),
  ),
);

console.log(
  `\nHighest rate with delivery p99 < ${SEARCH.p99LimitMs} ms and nothing lost` +
    ` (read receipts ${receipts ? 'on' : 'off'})`,
);
printTable(
  targets.map((t) => ({
    target: t.name,
    'best msgs/s': t.best?.targetRate ?? 0,
    'deliv/s': t.best?.deliveriesPerSec ?? 0,
    p99: t.best?.p99Ms ?? NaN,
    'srv cpu%': t.best?.serverCpuPct ?? NaN,
    'worst p99 below': worstBelow(t),
    'x ceiling': round((t.best?.targetRate ?? 0) / ceiling, 2),
  })),
);

console.log(
  `\nSide by side (${CLIENTS} clients in rooms of ${PER_ROOM}; at ${FIXED_RATES.join(' / ')}` +
    " msgs/s; CPU and PSS over every process of the server, from /proc: Node, and PostgreSQL's" +
    ' postmaster with all its children where it runs here, or the whole Erlang VM)',
);
printTable(targets.map(sideBySide));

/** One target's row of the side-by-side table, against the bare server of the same run. */
function sideBySide(t: TargetReport): Record<string, string | number> {
  const at = (f: (r: StepResult) => number, digits = 0) =>
    t.fixed.map((r) => round(f(r), digits).toLocaleString('en')).join(' / ');
  const best = t.best?.targetRate ?? 0;
  return {
    target: t.name,
    counted: t.counted,
    receipts: t.receipts ? 'on' : 'none',
    'CPU µs/msg': at((r) => r.serverCpuUsPerMsg),
    'x bare': at((r) => r.serverCpuUsPerMsg / (bareAt(r.targetRate)?.serverCpuUsPerMsg ?? NaN), 1),
    'p99 ms': at((r) => r.p99Ms, 1),
    lost: t.fixed.reduce((a, r) => a + r.lost, 0),
    'best msgs/s, p99<50': `${best.toLocaleString('en')} (${round(best / ceiling, 2)}x)`,
    'PSS MB': at((r) => r.serverPssMb),
  };
}

/** The worst p99 of the search's steps up to its best rate: a step above 50 ms is a swing. */
function worstBelow(t: TargetReport): number {
  const best = t.best?.targetRate ?? 0;
  return Math.max(0, ...t.search.filter((r) => r.targetRate <= best).map((r) => r.p99Ms));
}

if (sendPathOnly) {
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/send-path${receipts ? '' : '-no-receipts'}.json`;
  const sendPath = { clients: CLIENTS, perRoom: PER_ROOM, receipts, ceilingMsgsPerSec: ceiling };
  const at = new Date().toISOString();
  writeFileSync(file, `${JSON.stringify({ at, quick, sendPath, targets }, null, 2)}\n`);
  console.log(`\nsaved ${file}`);
  process.exit(0);
}

const flood = await floodBench(backends);

const memoryKind: TargetKind = backends.databaseUrl ? 'postgres' : 'embedded';
console.log('\nIdle memory per connection');
const memory: MemoryResult[] = [
  ...(await benchIdleMemory(memoryKind, MEMORY_COUNTS, backends)),
  ...(await benchIdleMemory('bare', MEMORY_COUNTS, backends)),
];
printTable(memory.map((m) => ({ ...m })));

console.log(
  '\nWeb: the first screen (KB fetched before it is usable: files gzipped -9 here, and as ' +
    'received, headers included; ms to a usable list)',
);
const firstScreen = await benchWebFirstScreen();
printTable([
  {
    'picker JS': firstScreen.pickerJsGzipKb,
    'picker JS wire': firstScreen.pickerJsWireKb,
    'picker all wire': firstScreen.pickerTotalWireKb,
    'list JS': firstScreen.listJsGzipKb,
    'list JS wire': firstScreen.listJsWireKb,
    'list JS (ja)': firstScreen.listJaJsGzipKb,
    'list JS (ja) wire': firstScreen.listJaJsWireKb,
    'list CSS': firstScreen.listCssGzipKb,
    'list CSS wire': firstScreen.listCssWireKb,
    'list all wire': firstScreen.listTotalWireKb,
    'cold p50': firstScreen.listUsableColdP50Ms,
    'cold max': firstScreen.listUsableColdMaxMs,
    'warm p50': firstScreen.listUsableWarmP50Ms,
    'warm max': firstScreen.listUsableWarmMaxMs,
  },
]);
for (const chunk of firstScreen.chunks) console.log(`  ${chunk}`);

console.log(
  '\nWeb: Lighthouse 12, mobile, simulated throttling (scores 0-100; ms; KB received, median run):' +
    ' first visit (the command line, a fresh Chromium per run) and warm (one Chromium for all runs)',
);
const lighthouseRuns = [
  ...(await benchLighthouse(quick ? 1 : undefined, 'first-visit')),
  ...(await benchLighthouse(quick ? 1 : undefined, 'warm')),
];
lighthousePrint(lighthouseRuns);

console.log('\nWeb: a 10,000-message conversation opened and scrolled');
const web = await benchWebScroll(10_000);
printTable([{ ...web }]);

console.log('\nLanguage detection on the regression set (src/lang/testdata)');
const detection = benchDetection();
printTable(detection.map((d) => ({ ...d })));
console.log("The writer's language as a prior: accuracy (%) by margin (own / other writer)");
const priorMargins = benchPriorMargins();
printTable(priorMargins);

console.log('\nTranslation through POST /api/translate (Apertium; ms per text)');
const translation = await benchTranslate();
printTable(translation.map((t) => ({ ...t })));

console.log('\nWord Hunt boards (words on a board; ms to make one)');
const wordHunt = benchWordHuntBoards();
printTable([{ ...wordHunt }]);

console.log(
  '\nAllo Cash over HTTP (ms per call with the server idle; transfers/s with 32 payers at once)',
);
const payments = await benchPayments(backends.databaseUrl);
printTable(payments.map((p) => ({ ...p })));

console.log(
  '\nA 1 MB photo, upload to shown in the other browser (upload, send, push, thumbnail; ms)',
);
const photo = await benchPhoto(backends.databaseUrl);
printTable(photo.map((p) => ({ ...p })));

const startTime = startTimePrint(await benchStartTime());

mkdirSync('bench/results', { recursive: true });
const report = {
  at: new Date().toISOString(),
  quick,
  seconds: round((Date.now() - started) / 1000, 0),
  machine: {
    cpus: cpus().length,
    model: cpus()[0]?.model,
    memGb: round(totalmem() / 2 ** 30, 0),
    node: process.version,
  },
  sendPath: { clients: CLIENTS, perRoom: PER_ROOM, receipts, ceilingMsgsPerSec: ceiling, targets },
  flood,
  memory,
  web: { firstScreen, lighthouse: lighthouseRuns, scroll: web },
  detection,
  priorMargins,
  translation,
  wordHunt,
  payments,
  photo,
  startTime,
};
writeFileSync('bench/results/report.json', `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nsaved bench/results/report.json (${report.seconds} s)`);
