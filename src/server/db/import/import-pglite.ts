import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Column, Query } from './import-catalog';
import { ident, sequences, tableColumns, tablesInDependencyOrder } from './import-catalog';

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** Any fixed number: a second instance starting at the same time waits, then finds it done. */
const IMPORT_LOCK_ID = 4_211_002;

/**
 * Rows read from PGlite and written to PostgreSQL at a time: small enough that a batch of
 * message rows is a few hundred KB of JSON, large enough that a round trip per batch costs
 * little next to the rows themselves.
 */
const BATCH_ROWS = 1_000;

/**
 * The same text forms on both sides, whatever each server's defaults: values cross as text
 * (see tableCopy). ISO dates read back the same under any DateStyle; timestamps carry their
 * offset, and UTC keeps them plain.
 */
const TEXT_FORMS = `set local datestyle = 'ISO, YMD'; set local intervalstyle = 'postgres';
  set local timezone = 'UTC'; set local extra_float_digits = 1; set local bytea_output = 'hex'`;

export interface ImportOptions {
  /** The server's DATA_DIR; the PGlite cluster, if any, is `${dataDir}/pglite`. */
  dataDir: string;
  /** The new database, with the committed migrations already applied. */
  databaseUrl: string;
  log: (msg: string) => void;
}

/**
 * Copies the data of the PGlite release (`DATA_DIR/pglite`) into the PostgreSQL database at
 * `databaseUrl`, once: 'none' when there is no such folder, 'imported' when it copied it. Every
 * table goes over in one transaction, so the target ends with all of it or none of it; the
 * folder is then renamed to `pglite.imported` and kept as a backup. A target that already holds
 * users is refused with an Error and left as it was.
 */
export async function importPgliteIfPresent(opts: ImportOptions): Promise<'none' | 'imported'> {
  if (opts.dataDir === ':memory:') return 'none';
  const dir = join(opts.dataDir, 'pglite');
  if (!clusterCheck(dir)) return 'none';

  const target = new pg.Client({ connectionString: opts.databaseUrl });
  // Without a listener, a server restart crashes the process (NOTES.md).
  target.on('error', () => undefined);
  await target.connect();
  try {
    // Ending the session releases the lock with it.
    await target.query('select pg_advisory_lock($1)', [IMPORT_LOCK_ID]);
    // Another instance may have imported it while this one waited for the lock.
    if (!existsSync(join(dir, 'PG_VERSION'))) return 'none';
    await targetCheck(target, dir);
    await importCluster(dir, target, opts.log);
  } finally {
    await target.end().catch(() => undefined);
  }
  const backup = backupName(dir);
  try {
    renameSync(dir, backup);
  } catch (err) {
    throw new Error(
      `PGlite import: copied ${dir} into PostgreSQL, but could not rename it to ${backup}: ` +
        `move it out of the data directory yourself (it is the backup) and start again.`,
      { cause: err },
    );
  }
  opts.log(`PGlite import: kept the old database as ${backup}`);
  return 'imported';
}

/** True when `dir` holds a PostgreSQL cluster; false when it is absent or empty; else throws. */
function clusterCheck(dir: string): boolean {
  if (!existsSync(dir)) return false;
  if (existsSync(join(dir, 'PG_VERSION'))) return true;
  // What a PGlite release leaves when it failed before creating its database.
  if (readdirSync(dir).length === 0) return false;
  throw new Error(
    `${dir} is not a PGlite database (it has no PG_VERSION file), so it cannot be imported. ` +
      `Move it out of the data directory and start again.`,
  );
}

async function targetCheck(target: pg.Client, dir: string): Promise<void> {
  const { rows } = await target.query<{ users: string | null }>(
    `select to_regclass('public.users')::text as users`,
  );
  if (!rows[0]?.users) {
    throw new Error('PGlite import: the target database has no tables; apply the migrations first');
  }
  const users = await target.query<{ n: number }>('select count(*)::int as n from users');
  if (users.rows[0]!.n > 0) {
    throw new Error(
      `PGlite import: found an old database in ${dir}, but the PostgreSQL database already holds ` +
        `${users.rows[0]!.n} users; nothing was changed. To keep using the PostgreSQL data, ` +
        `move ${dir} out of the data directory (it may have been imported already). To import ` +
        `it, start with an empty DATA_DIR holding only that folder, or an empty database.`,
    );
  }
}

/** Opens the cluster, brings its schema up to the target's, and copies it in one transaction. */
async function importCluster(dir: string, target: pg.Client, log: (msg: string) => void) {
  const started = Date.now();
  const version = readFileSync(join(dir, 'PG_VERSION'), 'utf8').trim();
  log(`PGlite import: found a PGlite database (PostgreSQL ${version}) in ${dir}; copying it`);
  // Loaded only here: PGlite costs hundreds of MB once started, and only an old install needs it.
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let source: PGlite;
  try {
    source = await PGlite.create(dir);
  } catch (err) {
    throw new Error(
      `PGlite import: could not open ${dir} (PostgreSQL ${version}): ${String(err)}. ` +
        `It may come from another PGlite version: start the release that wrote it, or move ` +
        `it out of the data directory to start with an empty database.`,
      { cause: err },
    );
  }
  try {
    // The release that wrote it may be older than this one: the same migrations make the schema
    // equal to the target's, as that release would have on its next start.
    await migrate(drizzle(source), { migrationsFolder });
    const counts = await source.transaction((tx) => copyAll(tx, target, log));
    const rows = [...counts.values()].reduce((a, b) => a + b, 0);
    const filled = [...counts].filter(([, n]) => n > 0);
    const detail = filled.map(([t, n]) => `${t} ${n}`).join(', ');
    log(
      `PGlite import: copied ${rows} rows of ${counts.size} tables in ` +
        `${Date.now() - started} ms (${detail}; ${counts.size - filled.length} tables empty)`,
    );
  } finally {
    await source.close();
  }
}

/** The whole copy, inside the source's transaction (one snapshot) and one target transaction. */
async function copyAll(
  tx: Transaction,
  target: pg.Client,
  log: (msg: string) => void,
): Promise<Map<string, number>> {
  const fromSource: Query = async (text, params) => (await tx.query(text, params)).rows as never;
  const fromTarget: Query = async (text, params) => (await target.query(text, params)).rows;
  const sourceTables = await tableColumns(fromSource);
  const targetTables = await tableColumns(fromTarget);
  for (const [table, columns] of sourceTables) {
    const there = new Set(targetTables.get(table)?.map((c) => c.name));
    const missing = columns.map((c) => c.name).filter((c) => !there.has(c));
    if (missing.length > 0) {
      throw new Error(
        `PGlite import: the target database has no ${table}(${missing.join(', ')}); ` +
          `the old database is newer than this release`,
      );
    }
  }
  const order = await tablesInDependencyOrder(fromTarget, [...sourceTables.keys()]);
  const counts = new Map<string, number>();
  await tx.exec(TEXT_FORMS);
  await target.query('begin');
  try {
    await target.query(TEXT_FORMS);
    const [role] = await fromTarget<{ su: boolean }>(
      'select rolsuper as su from pg_roles where rolname = current_user',
    );
    // Rows go in as they were; foreign keys held in the source. Without superuser rights the
    // dependency order has to do.
    if (role?.su) await target.query('set local session_replication_role = replica');
    await seededRowsClear(fromTarget, order, log);
    for (const table of order) {
      // The target's types: each value is read back from its text as the column takes it.
      const names = new Set(sourceTables.get(table)!.map((c) => c.name));
      const columns = targetTables.get(table)!.filter((c) => names.has(c.name));
      counts.set(table, await tableCopy(tx, target, table, columns));
    }
    await sequencesCopy(fromSource, fromTarget);
    await target.query('commit');
  } catch (err) {
    await target.query('rollback').catch(() => undefined);
    throw err;
  }
  return counts;
}

/**
 * A database without users holds only what the migrations put there (the demo funding account
 * of 0004_payments.sql): the old database has the same rows, as it went through the same
 * migrations, so these make way for its copy.
 */
async function seededRowsClear(query: Query, tables: string[], log: (msg: string) => void) {
  const seeded: string[] = [];
  for (const table of tables) {
    const [row] = await query<{ n: number }>(`select count(*)::int as n from ${ident(table)}`);
    if (row!.n > 0) seeded.push(`${table} ${row!.n}`);
  }
  if (seeded.length === 0) return;
  await query(`truncate table ${tables.map(ident).join(', ')}`);
  log(`PGlite import: replaced the rows the migrations had made (${seeded.join(', ')})`);
}

/**
 * One table, a batch at a time through a cursor, so a large table is never held whole. Each row
 * travels as a JSON array of its values' text forms (SQL NULL as null) and each value is read
 * back from that text by the target's own type: PostgreSQL's text input and output of a value
 * are exact for every type (timestamps, numerics, floats, bytea, arrays, json and jsonb, a jsonb
 * `null` too, which a row's JSON would turn into NULL). Returns the rows copied, checked against
 * both sides' counts.
 */
async function tableCopy(tx: Transaction, target: pg.Client, table: string, columns: Column[]) {
  const name = ident(table);
  const list = columns.map((c) => ident(c.name)).join(', ');
  const texts = columns.map((c) => `${ident(c.name)}::text`).join(', ');
  const values = columns.map((c, i) => `(e->>${i})::${c.type}`).join(', ');
  // Overriding: an identity column generated always takes the old ids too.
  const insert =
    `insert into ${name} (${list}) overriding system value ` +
    `select ${values} from json_array_elements($1::json) e`;
  // An ARRAY, not json_build_array: a function takes at most 100 arguments.
  await tx.query(`declare rows_out no scroll cursor for
                    select array_to_json(array[${texts}])::text as j from ${name}`);
  let copied = 0;
  for (;;) {
    const batch = await tx.query<{ j: string }>(`fetch ${BATCH_ROWS} from rows_out`);
    if (batch.rows.length === 0) break;
    await target.query(insert, [`[${batch.rows.map((r) => r.j).join(',')}]`]);
    copied += batch.rows.length;
  }
  await tx.query('close rows_out');
  const source = await tx.query<{ n: number }>(`select count(*)::int as n from ${name}`);
  const stored = await target.query<{ n: number }>(`select count(*)::int as n from ${name}`);
  const counts = [source.rows[0]!.n, copied, stored.rows[0]!.n];
  if (counts.some((n) => n !== counts[0])) {
    throw new Error(
      `PGlite import: ${table} has ${counts[0]} rows in PGlite, ${copied} were read and ` +
        `${counts[2]} stored; nothing was imported`,
    );
  }
  return copied;
}

/**
 * Every sequence of the target goes on from where the old one stood, and never below the
 * largest value its column holds, so no id is handed out twice.
 */
async function sequencesCopy(fromSource: Query, fromTarget: Query): Promise<void> {
  const old = new Set((await sequences(fromSource)).map((s) => s.sequence));
  for (const seq of await sequences(fromTarget)) {
    const values: bigint[] = [];
    if (old.has(seq.sequence)) {
      const [state] = await fromSource<{ last: string; called: boolean }>(
        `select last_value::text as last, is_called as called from ${ident(seq.sequence)}`,
      );
      if (state?.called) values.push(BigInt(state.last));
    }
    if (seq.table && seq.column) {
      const [max] = await fromTarget<{ max: string | null }>(
        `select max(${ident(seq.column)})::text as max from ${ident(seq.table)}`,
      );
      if (max?.max != null) values.push(BigInt(max.max));
    }
    if (values.length === 0) continue;
    const next = values.reduce((a, b) => (a > b ? a : b));
    await fromTarget(`select setval($1::regclass, $2::bigint, true)`, [
      `public.${ident(seq.sequence)}`,
      String(next),
    ]);
  }
}

/** `pglite.imported`, or with the time added when an earlier import left that name taken. */
function backupName(dir: string): string {
  const plain = `${dir}.imported`;
  if (!existsSync(plain)) return plain;
  return `${plain}-${new Date().toISOString().replace(/[:.]/g, '-')}`;
}
