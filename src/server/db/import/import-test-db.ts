import pg from 'pg';
import { freshDatabase } from '../../testing/harness';

/**
 * A new database with the migrations applied (a copy of the run's migrated template), as the
 * server has it when it imports, and how to drop it.
 */
export async function importTargetMake(): Promise<{ url: string; drop(): Promise<void> }> {
  return freshDatabase(`allo_import_${Math.random().toString(16).slice(2, 10)}`);
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
