import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { games } from '../../db/schema';
import type { GameRow } from './snapshot';

/** A transaction or the database itself: whatever can run a query. */
type Queryable = Pick<Db, 'select' | 'update'>;

const versionOf = (state: unknown): number => (state as { version: number }).version;

/** The game row, locked for the rest of the transaction when `lock` is set. */
export async function gameRowGet(
  db: Queryable,
  id: string,
  lock = false,
): Promise<GameRow | undefined> {
  const query = db.select().from(games).where(eq(games.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Stores a new state over the one `row` holds. Only if the stored version is still the row's:
 * under the row lock it always is; without it, a writer that got there first wins and this one
 * changes nothing (undefined).
 */
export async function gameStateStore(
  db: Queryable,
  row: GameRow,
  state: unknown,
  now: number,
): Promise<GameRow | undefined> {
  const [stored] = await db
    .update(games)
    .set({ state, version: versionOf(state), updatedAt: new Date(now) })
    .where(and(eq(games.id, row.id), eq(games.version, row.version)))
    .returning();
  return stored;
}
