import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { ClusterLog, EmbeddedCluster } from './embedded/cluster';
import { startCluster } from './embedded/cluster';
import { PRODUCT_SETTINGS } from './embedded/settings';
import { pgPool } from './pool';
import * as schema from './schema';
import type { Statements } from './statements';
import { statementNameCheck } from './statements';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** 'embedded': the install's own PostgreSQL under DATA_DIR; 'postgres': DATABASE_URL's. */
export type DbKind = 'embedded' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** "PostgreSQL 17.10" */
  version: string;
  statements: Statements;
  /** False while the embedded database's process is gone (it is being started again). */
  up(): boolean;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number: every instance takes the same lock, so only one migrates at a time. */
const MIGRATION_LOCK_ID = 4_211_001;

/** The embedded cluster's database. */
const DATABASE_NAME = 'allo';

/**
 * Opens the database and applies the committed migrations: the PostgreSQL server DATABASE_URL
 * names, or else the install's own, started from node_modules under `dataDir/postgres`. Both go
 * through the same pool and code from here on.
 */
export async function dbConnect(opts: {
  databaseUrl?: string;
  dataDir: string;
  onError?: (err: Error) => void;
  log?: ClusterLog;
}): Promise<Database> {
  const report = (err: Error) => opts.onError?.(err);
  if (opts.databaseUrl) return connectPostgres(opts.databaseUrl, 'postgres', report);
  if (opts.dataDir === ':memory:') {
    throw new Error(
      'No database: set DATA_DIR to a folder, or DATABASE_URL to a PostgreSQL server',
    );
  }
  const cluster = await startCluster({
    dataDir: opts.dataDir,
    settings: PRODUCT_SETTINGS,
    database: DATABASE_NAME,
    log: opts.log ?? (() => undefined),
  });
  try {
    const database = await connectPostgres(cluster.url, 'embedded', report);
    // A data folder of the release that ran PGlite: its data moves into the new database before
    // anything else writes there (the demo people are seeded only into an empty one).
    const { importPgliteIfPresent } = await import('./import/import-pglite');
    await importPgliteIfPresent({
      dataDir: opts.dataDir,
      databaseUrl: cluster.url,
      log: (message) => opts.log?.('warn', message),
    }).catch(async (err: unknown) => {
      await database.close();
      throw err;
    });
    return withCluster(database, cluster);
  } catch (err) {
    await cluster.stop();
    throw err;
  }
}

function withCluster(database: Database, cluster: EmbeddedCluster): Database {
  return {
    ...database,
    up: () => cluster.up(),
    async close() {
      await database.close();
      await cluster.stop();
    },
  };
}

async function connectPostgres(
  url: string,
  kind: DbKind,
  onError: (err: Error) => void,
): Promise<Database> {
  const version = await migratePostgres(url, onError);
  const pool = pgPool(url, onError);
  const db = drizzle(pool, { schema });
  return {
    db: db as unknown as Db,
    kind,
    version,
    statements: {
      async run<T>(name: string, text: string, args: ReadonlyArray<string | null>) {
        statementNameCheck(name);
        // A named statement is parsed and planned once per pooled connection.
        const result = await pool.query({ name, text, values: [...args] });
        return result.rows as T[];
      },
    },
    up: () => true,
    async close() {
      await pool.end();
    },
  };
}

/**
 * Migrations run on a connection of their own, without the pool's timeouts: taking the lock may
 * wait for another instance's migration, and a migration may rewrite a large table. Answers the
 * server's version.
 */
async function migratePostgres(url: string, onError: (err: Error) => void): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  // Without a listener, a server restart crashes the process (NOTES.md).
  client.on('error', onError);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client, { schema }), { migrationsFolder });
    const found = await client.query<{ v: string }>(`select current_setting('server_version') v`);
    // "15.20 (Debian 15.20-0+deb12u1)": the number, without the distribution's build note.
    return `PostgreSQL ${found.rows[0]?.v.split(' ')[0] ?? ''}`.trim();
  } finally {
    // Ending the session releases the advisory lock with it.
    await client.end().catch(() => undefined);
  }
}
