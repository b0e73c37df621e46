import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { pgPool } from './pool';
import { PGliteRemote } from './pglite-remote';
import * as schema from './schema';
import type { Statements } from './statements';
import { statementNameCheck } from './statements';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  statements: Statements;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number: every instance takes the same lock, so only one migrates at a time. */
const MIGRATION_LOCK_ID = 4_211_001;

/** PGlite has no autovacuum (NOTES.md): run it ourselves, rarely enough to cost nothing. */
const VACUUM_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Opens the database and applies the committed migrations. PostgreSQL when a URL is given;
 * otherwise PGlite, on a worker thread, in `dataDir/pglite` (in memory when dataDir is ':memory:').
 */
export async function dbConnect(opts: {
  databaseUrl?: string;
  dataDir: string;
  onError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) return connectPostgres(opts.databaseUrl, opts.onError);
  return connectPglite(opts.dataDir);
}

async function connectPglite(dataDir: string): Promise<Database> {
  const client = await PGliteRemote.start(dataDir, migrationsFolder);
  // drizzle's PGlite driver needs only query and transaction, which the remote client has.
  const db = drizzlePglite(client as unknown as PGlite, { schema });
  const vacuum = setInterval(() => {
    client.exec('VACUUM ANALYZE').catch(() => undefined);
  }, VACUUM_INTERVAL_MS);
  vacuum.unref();
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    statements: {
      run: async <T>(name: string, text: string, args: ReadonlyArray<string | null>) =>
        (await client.prepared(name, text, args)) as T[],
    },
    async close() {
      clearInterval(vacuum);
      await client.close();
    },
  };
}

async function connectPostgres(url: string, onError?: (err: Error) => void): Promise<Database> {
  const report = (err: Error) => onError?.(err);
  await migratePostgres(url, report);
  const pool = pgPool(url, report);
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    statements: {
      async run<T>(name: string, text: string, args: ReadonlyArray<string | null>) {
        statementNameCheck(name);
        // A named statement is parsed and planned once per pooled connection.
        const result = await pool.query({ name, text, values: [...args] });
        return result.rows as T[];
      },
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * Migrations run on a connection of their own, without the pool's timeouts: taking the lock may
 * wait for another instance's migration, and a migration may rewrite a large table.
 */
async function migratePostgres(url: string, onError: (err: Error) => void): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  // Without a listener, a server restart crashes the process (NOTES.md).
  client.on('error', onError);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    // Ending the session releases the advisory lock with it.
    await client.end().catch(() => undefined);
  }
}
