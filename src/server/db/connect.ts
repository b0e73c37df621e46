import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number: every instance takes the same lock, so only one migrates at a time. */
const MIGRATION_LOCK_ID = 4_211_001;

/** PGlite has no autovacuum (NOTES.md): run it ourselves, rarely enough to cost nothing. */
const VACUUM_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Opens the database and applies the committed migrations. PostgreSQL when a URL is given;
 * otherwise PGlite in `dataDir/pglite`, or in memory when dataDir is ':memory:'.
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
  let client: PGlite;
  if (dataDir === ':memory:') {
    client = new PGlite();
  } else {
    const dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  const vacuum = setInterval(() => {
    client.exec('VACUUM ANALYZE').catch(() => undefined);
  }, VACUUM_INTERVAL_MS);
  vacuum.unref();
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async close() {
      clearInterval(vacuum);
      await client.close();
    },
  };
}

async function connectPostgres(url: string, onError?: (err: Error) => void): Promise<Database> {
  // Sized for a 2-core machine: more connections than cores only adds contention.
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Without a listener, a server restart crashes the process (NOTES.md).
  pool.on('error', (err) => onError?.(err));
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
      .catch(() => undefined);
    lockClient.release();
  }
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    async close() {
      await pool.end();
    },
  };
}
