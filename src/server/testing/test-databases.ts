import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { dbConnect } from '../db/connect';
import type { EmbeddedCluster } from '../db/embedded/cluster';
import { startCluster } from '../db/embedded/cluster';
import { TEST_SETTINGS } from '../db/embedded/settings';

/**
 * Where test servers get their databases: a PostgreSQL server and a migrated template on it,
 * which every test server's fresh database is cloned from (a copy of files, not twenty
 * migrations). The server is DATABASE_URL's when set, else a private cluster of the same
 * PostgreSQL the product embeds, started once for the whole run by vitest's global setup
 * (test-setup.ts), which passes it on to the test workers in the environment.
 */
export interface TestDatabases {
  /** A database on that server to connect to when creating and dropping others. */
  adminUrl: string;
  template: string;
}

const URL_VAR = 'ALLO_TEST_DATABASE_URL';
const TEMPLATE_VAR = 'ALLO_TEST_TEMPLATE';

let started: Promise<TestDatabases> | undefined;

/** The run's test databases: from the global setup, or (a script outside vitest) started here. */
export function testDatabases(): Promise<TestDatabases> {
  const adminUrl = process.env[URL_VAR];
  const template = process.env[TEMPLATE_VAR];
  if (adminUrl && template) return Promise.resolve({ adminUrl, template });
  started ??= startTestDatabases().then(({ databases, stop }) => {
    // A script that started its own: stop it with the process (synchronously, at exit).
    process.once('exit', stop.sync);
    return databases;
  });
  return started;
}

export interface StartedTestDatabases {
  databases: TestDatabases;
  stop: { (): Promise<void>; sync(): void };
}

/** Starts the server (or takes DATABASE_URL's), migrates a template, and says how to undo it. */
export async function startTestDatabases(): Promise<StartedTestDatabases> {
  let cluster: EmbeddedCluster | undefined;
  let dir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dir = mkdtempSync(join(tmpdir(), 'allo-test-pg-'));
    cluster = await startCluster({
      dataDir: dir,
      settings: TEST_SETTINGS,
      database: 'allo_tests',
      log: () => undefined,
    });
    adminUrl = cluster.url;
  }
  const template = `allo_template_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${template}`);
  const migrated = await dbConnect({ databaseUrl: urlOf(adminUrl, template), dataDir: ':memory:' });
  await migrated.close();
  const databases = { adminUrl, template };
  const removeDir = () => dir && rmSync(dir, { recursive: true, force: true });
  const stop = async () => {
    await adminQuery(adminUrl, `drop database if exists ${template} with (force)`).catch(
      () => undefined,
    );
    await cluster?.stop();
    removeDir();
  };
  stop.sync = () => {
    if (dir) stopNow(dir);
    removeDir();
  };
  return { databases, stop };
}

/** The variables that hand the databases to test workers (child processes inherit them). */
export function exportTestDatabases(databases: TestDatabases): void {
  process.env[URL_VAR] = databases.adminUrl;
  process.env[TEMPLATE_VAR] = databases.template;
}

/** A URL of the same server, another database. */
export function urlOf(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * At process exit nothing can be awaited: SIGQUIT is PostgreSQL's immediate shutdown, and the
 * data goes with the folder anyway.
 */
function stopNow(dir: string): void {
  try {
    const pidFile = readFileSync(join(dir, 'postgres', 'postmaster.pid'), 'utf8');
    const pid = Number.parseInt(pidFile.split('\n')[0] ?? '', 10);
    if (pid > 0) process.kill(pid, 'SIGQUIT');
  } catch {
    // Not started, or already gone.
  }
}
