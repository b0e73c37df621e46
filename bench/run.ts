/**
 * `npm run bench` (`-- --quick` for short runs): runs the benchmarks, prints a table, and saves the figures as JSON in
 * bench/results/. Figures, not pass/fail: targets are read from the report, never asserted.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import type { SendPathResult } from './send-path';
import { benchSendPath } from './send-path';
import { benchWebScroll } from './web-scroll';
import { printTable } from './lib/stats';

const quick = process.argv.includes('--quick');
const seconds = quick ? 5 : 15;
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;

const runs: SendPathResult[] = [];
const plan = [
  { name: 'send-path 1k clients, 1k msg/s', clients: 1000, rooms: 100, rate: 1000 },
  { name: 'send-path 1k clients, 2k msg/s', clients: 1000, rooms: 100, rate: 2000 },
];
for (const p of plan) {
  console.log(`running ${p.name} (pglite)...`);
  runs.push(await benchSendPath({ ...p, warmupSeconds: 3, seconds }));
  if (pgUrl) {
    console.log(`running ${p.name} (postgres)...`);
    runs.push(await benchSendPath({ ...p, warmupSeconds: 3, seconds, databaseUrl: pgUrl }));
  }
}

printTable(runs.map((r) => ({ ...r })));

console.log('running web: open and scroll a 10,000-message conversation...');
const web = await benchWebScroll(10_000);
printTable([{ ...web }]);
mkdirSync('bench/results', { recursive: true });
const report = {
  at: new Date().toISOString(),
  machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
  sendPath: runs,
  web: [web],
};
writeFileSync('bench/results/report.json', `${JSON.stringify(report, null, 2)}\n`);
console.log('saved bench/results/report.json');
