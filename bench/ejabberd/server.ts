/**
 * ejabberd 23.01 (Debian's `ejabberd`) as the send path's peer, started by the bench itself with
 * ejabberd.yml from this folder, a fresh spool directory and its own SQLite file; the system
 * service stays stopped. Needs `apt-get install ejabberd erlang-p1-sqlite3 sqlite3`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitFor } from '../../src/server/testing/processes';
import { ProcessSet } from '../lib/proc';
import type { MeasuredServer } from '../lib/server-process';
import { measured } from '../lib/server-process';

/** Where Debian puts ejabberd's Erlang applications (ERL_LIBS, as ejabberdctl sets it). */
const ERL_LIBS = '/usr/lib/x86_64-linux-gnu';
/** Every client's password (SASL PLAIN, stored plain: no hashing on either side's path). */
export const XMPP_PASSWORD = 'bench';

function ejabberdDir(): string | undefined {
  if (!existsSync(ERL_LIBS)) return undefined;
  const dir = readdirSync(ERL_LIBS)
    .filter((d) => /^ejabberd-\d/.test(d))
    .sort()
    .at(-1);
  return dir ? join(ERL_LIBS, dir) : undefined;
}

/** Why the ejabberd peer cannot run here, or null when it can. */
export function ejabberdMissing(): string | null {
  if (!ejabberdDir() || !existsSync('/usr/bin/erl')) return 'ejabberd is not installed';
  if (!readdirSync('/usr/lib/erlang/lib').some((d) => d.startsWith('p1_sqlite3'))) {
    return 'erlang-p1-sqlite3 is not installed';
  }
  if (spawnSync('sqlite3', ['-version']).status !== 0) return 'sqlite3 is not installed';
  return null;
}

/**
 * The schema ejabberd 23.01 expects (it does not create it for SQLite), WAL journal (the usual
 * setting for a server's SQLite; `synchronous` stays at its default, FULL, so each commit is
 * flushed as PostgreSQL's are), and users u0...u{n-1}.
 */
function writeDatabase(file: string, users: number): void {
  const schema = readFileSync(join(ejabberdDir()!, 'priv/sql/lite.sql'), 'utf8');
  const rows = Array.from({ length: users }, (_, i) => `('u${i}', '${XMPP_PASSWORD}')`);
  const sql = `${schema}\nPRAGMA journal_mode=WAL;\nBEGIN;\nINSERT INTO users(username, password) VALUES ${rows.join(',')};\nCOMMIT;\n`;
  const r = spawnSync('sqlite3', [file], { input: sql, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`sqlite3: ${r.stderr}`);
}

/**
 * ejabberd with `users` accounts, listening for XMPP over WebSocket at ws://.../ws.
 *
 * `fsync`: the spool (its SQLite file) on this machine's disk, every archived message committed
 * and flushed on its own, as durable as Allo on PostgreSQL with fsync on. ejabberd 23.01 gives
 * SQLite one connection and one transaction per message, so on this VM's disk that caps it near
 * the disk's flush rate. Without (the default, as the peer was first measured in issue 28), the
 * spool is on tmpfs (/dev/shm): the same SQL work, no flush to wait for.
 */
export async function ejabberdStart(users: number, fsync = false): Promise<MeasuredServer> {
  const missing = ejabberdMissing();
  if (missing) throw new Error(missing);
  const base = !fsync && existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
  const spool = mkdtempSync(join(base, 'ejabberd-bench-'));
  const port = await freePort();
  const config = readFileSync(new URL('./ejabberd.yml', import.meta.url), 'utf8')
    .replaceAll('BENCH_PORT', String(port))
    .replaceAll('BENCH_SPOOL', spool);
  writeFileSync(join(spool, 'ejabberd.yml'), config);
  writeDatabase(join(spool, 'ejabberd.db'), users);
  // As ejabberdctl starts it, minus distribution (no node name, so no epmd: nothing outside
  // this process tree works for it), plus no scheduler busy-waiting, which would show as some
  // 13 % of CPU that does no work.
  const child = spawn(
    '/usr/bin/erl',
    [
      '-noinput',
      '-noshell',
      '+K',
      'true',
      '+P',
      '250000',
      '+sbwt',
      'none',
      '+sbwtdcpu',
      'none',
      '+sbwtdio',
      'none',
      '-mnesia',
      'dir',
      `"${spool}"`,
      '-s',
      'ejabberd',
    ],
    {
      cwd: spool,
      env: {
        ...process.env,
        ERL_LIBS,
        ERL_MAX_PORTS: '32000',
        ERL_MAX_ETS_TABLES: '1400',
        EJABBERD_CONFIG_PATH: join(spool, 'ejabberd.yml'),
        EJABBERD_LOG_PATH: join(spool, 'ejabberd.log'),
        ERL_CRASH_DUMP: join(spool, 'erl_crash.dump'),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let output = '';
  child.stderr?.on('data', (b: Buffer) => {
    output = (output + b.toString()).slice(-5_000);
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((r) => child.once('exit', r));
      // The Erlang VM stops its applications in order on SIGTERM.
      child.kill('SIGTERM');
      await Promise.race([gone, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(spool, { recursive: true, force: true });
  };
  try {
    const exited = new Promise<never>((_r, reject) =>
      child.once('exit', (code) => reject(new Error(`ejabberd exited (${code}): ${output}`))),
    );
    exited.catch(() => undefined);
    await Promise.race([
      waitFor(`ejabberd :${port}`, async () => (await fetch(`${url}/ws`)).ok, 60_000),
      exited,
    ]);
  } catch (err) {
    await stop();
    throw err;
  }
  // beam.smp is the spawned process itself (erl and erlexec exec into it); its children are
  // erl_child_setup and the resolver helpers.
  const processes = new ProcessSet(() => [child.pid], ['erlang']);
  return measured(processes, () => 'Erlang VM, every process', undefined, url, stop);
}
