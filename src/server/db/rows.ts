import type { SQL } from 'drizzle-orm';
import type { Db } from './connect';

/**
 * Runs raw SQL and returns its rows: hides the driver's result type behind `{ rows }`.
 */
export async function dbRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
