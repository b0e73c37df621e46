import pg from 'pg';
import { freshDatabase } from '../../testing/harness';
import { dbConnect } from '../connect';

/** The local PostgreSQL (.ci, this machine): the tests need one even without DATABASE_URL. */
const BASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A new database with the migrations applied, as the server makes it before it imports, and
 * how to drop it.
 */
export async function importTargetMake(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `allo_import_${Math.random().toString(16).slice(2, 10)}`;
  const fresh = await freshDatabase(BASE_URL, name);
  const database = await dbConnect({ databaseUrl: fresh.url, dataDir: ':memory:' });
  await database.close();
  return fresh;
}

/** The rows the (last) statement of `text` returns on the database at `url`. */
export async function importTargetRows<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const results = (await client.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
    return (Array.isArray(results) ? results.at(-1)! : results).rows as T[];
  } finally {
    await client.end();
  }
}
