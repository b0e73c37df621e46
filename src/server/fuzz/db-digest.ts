import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { dbRows } from '../db/rows';

/** Each table's row count and a hash of all its rows. */
export type DbDigest = Record<string, { rows: number; digest: string }>;

/**
 * Every table of the app, counted and hashed in one statement (so one snapshot): two digests
 * are equal only if no row was added, removed or changed anywhere.
 */
export async function dbDigest(db: Db): Promise<DbDigest> {
  const tables = await dbRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const parts = tables.map(
    ({ name }) =>
      `select '${name}' as name, count(*)::int as rows,
         md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest
       from "${name}" t`,
  );
  const rows = await dbRows<{ name: string; rows: number; digest: string }>(
    db,
    sql.raw(parts.join(' union all ')),
  );
  return Object.fromEntries(rows.map((r) => [r.name, { rows: Number(r.rows), digest: r.digest }]));
}

/** The tables that differ between two digests, with their row counts before and after. */
export function dbDigestDiff(before: DbDigest, after: DbDigest): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((n) => before[n]?.digest !== after[n]?.digest)
    .map((n) => `${n}: ${before[n]?.rows ?? 'none'} rows -> ${after[n]?.rows ?? 'none'} rows`);
}
