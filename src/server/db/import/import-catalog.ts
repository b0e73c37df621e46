/**
 * What the importer reads from the two catalogs: the tables to copy with their columns, the
 * order foreign keys ask for, and the sequences to carry over. The same queries run on PGlite
 * (the source) and on PostgreSQL (the target), through `Query`.
 */

/** Runs one statement and returns its rows: PGlite's `query` and node-postgres' alike. */
export type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;

/** Every table of the public schema (drizzle keeps its own in the `drizzle` schema). */
const MIGRATIONS_TABLE = '__drizzle_migrations';

/** A column a copy writes, and its type as SQL spells it (`timestamp with time zone`, `text[]`). */
export interface Column {
  name: string;
  type: string;
}

/** Each table of the public schema with the columns a copy writes. */
export async function tableColumns(query: Query): Promise<Map<string, Column[]>> {
  // Generated columns are computed by the target itself; dropped ones are gone. Partitions are
  // reached through their parent, so they are not copied twice.
  const rows = await query<{ table: string; name: string; type: string }>(
    `select c.relname as table, a.attname as name, format_type(a.atttypid, a.atttypmod) as type
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        and c.relname <> '${MIGRATIONS_TABLE}'
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  const tables = new Map<string, Column[]>();
  for (const { table, name, type } of rows) {
    tables.set(table, [...(tables.get(table) ?? []), { name, type }]);
  }
  return tables;
}

/**
 * The tables in an order where each comes after the tables its foreign keys point to, so the
 * copy also works where foreign key checks cannot be switched off (a role that is not a
 * superuser). A cycle, if one ever appears, keeps its tables in name order at the end.
 */
export async function tablesInDependencyOrder(query: Query, tables: string[]): Promise<string[]> {
  const edges = await query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  const wanted = new Set(tables);
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set()]));
  for (const e of edges) {
    if (wanted.has(e.child) && wanted.has(e.parent)) parents.get(e.child)!.add(e.parent);
  }
  const order: string[] = [];
  const placed = new Set<string>();
  let progress = true;
  while (progress) {
    progress = false;
    for (const t of [...tables].sort()) {
      if (placed.has(t) || [...parents.get(t)!].some((p) => !placed.has(p))) continue;
      order.push(t);
      placed.add(t);
      progress = true;
    }
  }
  return [...order, ...tables.filter((t) => !placed.has(t)).sort()];
}

/** A sequence of the public schema and the column that owns it (serial, bigserial, identity). */
export interface SequenceOwner {
  sequence: string;
  table: string | null;
  column: string | null;
}

export function sequences(query: Query): Promise<SequenceOwner[]> {
  return query<SequenceOwner>(
    `select s.relname as sequence, t.relname as table, a.attname as column
       from pg_class s
       join pg_namespace n on n.oid = s.relnamespace
       left join pg_depend d
         on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
       left join pg_class t on t.oid = d.refobjid
       left join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
      where n.nspname = 'public' and s.relkind = 'S'
      order by s.relname`,
  );
}

/** A name quoted for SQL, whatever it holds. */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
