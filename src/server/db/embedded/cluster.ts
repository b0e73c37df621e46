import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import {
  chmod,
  chown,
  mkdir,
  readFile,
  readdir,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { postgresBinaries } from './binaries';
import type { RunAs } from './run-as';
import { runAs } from './run-as';
import { settingsFile } from './settings';

export type ClusterLog = (level: 'info' | 'warn' | 'error', message: string) => void;

export interface ClusterOptions {
  /** The install's DATA_DIR: the cluster lives in `postgres/`, its files beside it. */
  dataDir: string;
  settings: Readonly<Record<string, string>>;
  /** The database the server uses, made on first start. */
  database: string;
  log: ClusterLog;
}

/** A PostgreSQL this process started, and owns until `stop`. */
export interface EmbeddedCluster {
  /** node-postgres URL of `database`; its `host` parameter names the unix socket's folder. */
  url: string;
  /** The same server, another database (the test suites clone databases). */
  urlOf(database: string): string;
  /** The postmaster's pid while it runs. */
  pid(): number | undefined;
  /** False from the moment the postmaster is found gone until it runs again. */
  up(): boolean;
  stop(): Promise<void>;
}

const USER = 'allo';
/** How often the postmaster is looked for: a killed database is restarted within this. */
const WATCH_MS = 1_000;
const START_TIMEOUT_S = 120;
/** The socket's path must fit in sun_path (108 bytes on Linux), file name included. */
const SOCKET_PATH_MAX = 100;

/**
 * Starts the install's own PostgreSQL: initialised under DATA_DIR on first start, reachable only
 * through a unix socket with a password, stopped by `stop`. A postmaster left running by a
 * server that was killed is stopped first, and its data opened as it was.
 */
export async function startCluster(opts: ClusterOptions): Promise<EmbeddedCluster> {
  const dataDir = resolve(opts.dataDir);
  await mkdir(dataDir, { recursive: true });
  const user = await runAs();
  if (user) await letTraverse(dataDir);
  await claim(dataDir);
  try {
    return await open(dataDir, user, opts);
  } catch (err) {
    await release(dataDir);
    throw err;
  }
}

async function open(
  dataDir: string,
  user: RunAs | undefined,
  opts: ClusterOptions,
): Promise<EmbeddedCluster> {
  const pgdata = join(dataDir, 'postgres');
  const secret = await readSecret(join(dataDir, 'postgres.secret'));
  const bins = await postgresBinaries();
  if (!existsSync(join(pgdata, 'PG_VERSION'))) {
    await initialise(pgdata, secret, user, opts.log);
  }
  const socketDir = socketFolder(dataDir);
  await ownedFolder(socketDir, user);
  await writeSettings(
    pgdata,
    { ...opts.settings, unix_socket_directories: `'${socketDir.replaceAll("'", "''")}'` },
    user,
  );

  const pgCtl = (args: string[]) => runProgram(bins.pgCtl, ['-D', pgdata, ...args], user);
  const running = await postmasterPid(pgdata);
  if (running) {
    opts.log('warn', `Stopping the database left running by a server that ended (pid ${running})`);
    await pgCtl(['stop', '-m', 'fast', '-w', '-t', '60']).catch(() =>
      pgCtl(['stop', '-m', 'immediate', '-w', '-t', '60']),
    );
  }
  const start = () =>
    pgCtl(['start', '-w', '-t', String(START_TIMEOUT_S), '-l', join(pgdata, 'postgres.log')]);
  await start();

  const urlOf = (database: string) =>
    `postgresql://${USER}:${encodeURIComponent(secret)}@localhost/${database}?host=${encodeURIComponent(socketDir)}`;
  await ensureDatabase(urlOf('postgres'), opts.database);

  let pid = await postmasterPid(pgdata);
  let stopping = false;
  let restarting = false;
  const watch = setInterval(() => {
    if (stopping || restarting || (pid && alive(pid))) return;
    restarting = true;
    opts.log('error', `The database process (pid ${pid}) ended: starting it again`);
    pid = undefined;
    start()
      .then(async () => {
        pid = await postmasterPid(pgdata);
        opts.log('warn', `The database is running again (pid ${pid})`);
      })
      .catch((err: Error) => opts.log('error', `The database did not start: ${err.message}`))
      .finally(() => {
        restarting = false;
      });
  }, WATCH_MS);
  watch.unref();

  return {
    url: urlOf(opts.database),
    urlOf,
    pid: () => pid,
    up: () => pid !== undefined && alive(pid),
    async stop() {
      stopping = true;
      clearInterval(watch);
      await pgCtl(['stop', '-m', 'fast', '-w', '-t', '60']).catch((err: Error) =>
        opts.log('error', `The database did not stop: ${err.message}`),
      );
      await release(dataDir);
    },
  };
}

/**
 * Only one server uses a DATA_DIR at a time. The owner file names the server process; one that
 * is gone (killed, crashed) leaves a stale file, which the next start takes over.
 */
async function claim(dataDir: string): Promise<void> {
  if (claimed.has(dataDir)) throw new Error(`${dataDir} is in use by this server already`);
  const file = join(dataDir, 'postgres.owner');
  const owner = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
  if (owner && owner !== process.pid && alive(owner) && isNode(owner)) {
    throw new Error(`${dataDir} is in use by another Allo server (pid ${owner}): stop it first`);
  }
  await writeFile(file, `${process.pid}\n`);
  claimed.add(dataDir);
}

async function release(dataDir: string): Promise<void> {
  await rm(join(dataDir, 'postgres.owner'), { force: true });
  claimed.delete(dataDir);
}

/** The DATA_DIRs this process has open: the owner file cannot tell two of its own apart. */
const claimed = new Set<string>();

function isNode(pid: number): boolean {
  try {
    return /node/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    // No /proc (macOS): a live process with that pid is taken to be the owner.
    return true;
  }
}

async function readSecret(file: string): Promise<string> {
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim()) return existing.trim();
  const secret = randomBytes(24).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * initdb into a folder beside the final one, renamed when complete: a start interrupted halfway
 * leaves no cluster that looks whole. Locale: PostgreSQL's own C.UTF-8 (code point order,
 * Unicode case rules), the same on every machine whatever locales it has installed.
 */
async function initialise(
  pgdata: string,
  secret: string,
  user: RunAs | undefined,
  log: ClusterLog,
): Promise<void> {
  if (existsSync(pgdata) && (await readdir(pgdata)).length > 0) {
    throw new Error(
      `${pgdata} holds files but no PostgreSQL cluster: move it away and start again`,
    );
  }
  const bins = await postgresBinaries();
  const started = Date.now();
  const building = `${pgdata}.init`;
  await rm(building, { recursive: true, force: true });
  await ownedFolder(building, user);
  const pwfile = join(building, 'pwfile');
  await writeFile(pwfile, `${secret}\n`, { mode: 0o600 });
  if (user) await chown(pwfile, user.uid, user.gid);
  const cluster = join(building, 'data');
  await runProgram(
    bins.initdb,
    [
      `--pgdata=${cluster}`,
      `--username=${USER}`,
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--locale=C',
      '--data-checksums',
    ],
    user,
  );
  await rm(pgdata, { recursive: true, force: true });
  await rename(cluster, pgdata);
  await rm(building, { recursive: true, force: true });
  const conf = join(pgdata, 'postgresql.conf');
  await writeFile(conf, `${await readFile(conf, 'utf8')}\ninclude_if_exists = 'allo.conf'\n`);
  log('info', `Made a new database cluster in ${pgdata} (${Date.now() - started} ms)`);
}

async function writeSettings(
  pgdata: string,
  settings: Readonly<Record<string, string>>,
  user: RunAs | undefined,
): Promise<void> {
  const file = join(pgdata, 'allo.conf');
  await writeFile(file, settingsFile(settings), { mode: 0o600 });
  if (user) await chown(file, user.uid, user.gid);
}

/**
 * `DATA_DIR/postgres.run` when its path is short enough for a socket; otherwise a folder in the
 * temporary directory named after DATA_DIR, so each install still has its own.
 */
function socketFolder(dataDir: string): string {
  const near = join(dataDir, 'postgres.run');
  if (`${near}/.s.PGSQL.5432`.length <= SOCKET_PATH_MAX) return near;
  const tag = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  return join(tmpdir(), `allo-pg-${tag}`);
}

/** A folder only PostgreSQL's account can enter (root can too). */
async function ownedFolder(dir: string, user: RunAs | undefined): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  if (user) await chown(dir, user.uid, user.gid);
}

/** PostgreSQL's account must pass through DATA_DIR to reach its own folder (not list it). */
async function letTraverse(dir: string): Promise<void> {
  const { mode } = await stat(dir);
  if ((mode & 0o001) === 0) await chmod(dir, mode | 0o001);
}

/** The running postmaster of this data folder, from its pid file, if it is alive. */
async function postmasterPid(pgdata: string): Promise<number | undefined> {
  const text = await readFile(join(pgdata, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  return pid > 0 && alive(pid) ? pid : undefined;
}

/**
 * A zombie counts as gone: a postmaster's parent is whatever adopted it, and in a container that
 * may be an init that never reaps.
 */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    // No /proc (macOS): the signal's answer stands.
    return true;
  }
}

/** Makes the server's database if missing. */
async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0)
      await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs one of PostgreSQL's programs (as its account under root); rejects with its output. */
function runProgram(file: string, args: string[], user: RunAs | undefined): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(file, args, {
      ...(user ?? {}),
      // Messages in English whatever the machine's locale: they end up in our logs.
      env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (b: Buffer) => {
      output = (output + b.toString()).slice(-4_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', fail);
    child.on('close', (code) => {
      if (code === 0) done();
      else
        fail(
          new Error(
            `${file.split('/').pop()} ${args.filter((a) => !a.startsWith('-')).slice(-1)[0] ?? ''} failed (${code}): ${output.trim()}`,
          ),
        );
    });
  });
}
