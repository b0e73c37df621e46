import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect';
import { dbRows } from '../db/rows';
import * as schema from '../db/schema';

/**
 * Columns that move on their own while people are connected (presence, session activity):
 * leaving them out lets a snapshot say what someone's requests changed.
 */
const VOLATILE = new Set(['last_seen_at', 'last_seen']);

/** Every table's rows, each as one JSON text, the caller's own rows left out. */
export type DataSnapshot = Map<string, string[]>;

/**
 * Every row of every table in the schema (a new table is included without a word here), as
 * JSON, except rows that mention one of `mine`: the acting user's own things (their id, the
 * conversations they are in), which their requests may change. What is left is everyone
 * else's, which they must not.
 */
export async function dataSnapshot(db: Db, mine: readonly string[]): Promise<DataSnapshot> {
  const snapshot: DataSnapshot = new Map();
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const name = getTableName(table);
    const rows = await dbRows<Record<string, unknown>>(db, sql`select * from ${table}`);
    const texts = rows
      .map((row) =>
        JSON.stringify(
          Object.fromEntries(Object.entries(row).filter(([column]) => !VOLATILE.has(column))),
          (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v),
        ),
      )
      .filter((text) => !mine.some((id) => text.includes(JSON.stringify(id))))
      .sort();
    snapshot.set(name, texts);
  }
  return snapshot;
}

/**
 * What changed between two snapshots: rows gone or changed (`table: row`), and new rows that
 * mention one of `watched` (someone's private things, written to by another).
 */
export function dataChanges(
  before: DataSnapshot,
  after: DataSnapshot,
  watched: readonly string[],
): { gone: string[]; added: string[] } {
  const gone: string[] = [];
  const added: string[] = [];
  for (const [table, rows] of before) {
    const now = new Set(after.get(table) ?? []);
    for (const row of rows) if (!now.has(row)) gone.push(`${table}: ${row}`);
  }
  for (const [table, rows] of after) {
    const was = new Set(before.get(table) ?? []);
    for (const row of rows) {
      if (!was.has(row) && watched.some((id) => row.includes(JSON.stringify(id))))
        added.push(`${table}: ${row}`);
    }
  }
  return { gone, added };
}
