import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPgliteIfPresent } from './import-pglite';
import { importTargetMake, importTargetRows } from './import-test-db';

/**
 * A table of every kind of value our schema has or may get, made on both sides: the PGlite one
 * filled, the PostgreSQL one empty, as a table of ours would be.
 */
const PROBE = `create table import_probe (
  id bigint generated always as identity primary key,
  b bytea, n numeric, f float8, r real, ts timestamptz, t timestamp, d date, tm time,
  iv interval, j jsonb, js json, arr text[], m int[], u uuid, flag boolean, big bigint,
  txt text, len int generated always as (length(txt)) stored
)`;

/** Values whose text or JSON forms are easy to get wrong. */
const EDGES = `insert into import_probe (b, n, f, r, ts, t, d, tm, iv, j, js, arr, m, u, flag, big, txt)
values
  ('\\x00ff10', 12345678901234567890.000000000123, 0.1, 3.4e38, '2026-03-29 01:59:59.999999+02',
   '1999-12-31 23:59:59.5', '0044-03-15 BC', '23:59:59.999999', '1 year 2 mons 3 days 04:05:06.789',
   '{"a": [1, 2.50, {"ü": "ß"}], "n": null}', '{ "keeps" : "spacing",  "dup": 1, "dup": 2 }',
   array['a', 'b c', null, '"q"', '{x}', ''], '{{1,2},{3,4}}',
   'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', true, 9223372036854775807,
   e'line\\nbreak\\ttab \\\\ 😀 ünïcode'),
  ('', 'NaN', 'Infinity', '-0', 'infinity', '-infinity', 'infinity', '00:00', '-1 day +02:00',
   'null', '"a string"', '{}', '{}', null, false, -9223372036854775808, ''),
  (null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
   null, null),
  (null, 0, 1e308, 1.5, '1970-01-01 00:00:00+00', '2000-02-29', '2000-02-29', '12:00', '0',
   '12345678901234567890.5', 'null', array[null]::text[], '{{{1}}}', null, null, 0, 'x')`;

/** More rows than one batch, so the copy goes over in several. */
const MANY = `insert into import_probe (txt, n, ts)
  select 'row ' || i, i * 1.01, timestamptz '2026-01-01' + i * interval '1 second'
  from generate_series(1, 2500) i`;

/** Every row in its text form: a record's text tells NULL from jsonb null, "" and the rest. */
const ALL_ROWS = `select p::text as row from import_probe p order by id`;

describe('importPgliteIfPresent: values of every type (issue 28)', () => {
  let dataDir: string;
  let target: Awaited<ReturnType<typeof importTargetMake>>;
  let before: string[];
  let lastId: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'allo-import-types-'));
    const { PGlite } = await import('@electric-sql/pglite');
    // A cluster that has not been migrated yet: the importer brings it up to date first.
    const old = await PGlite.create(join(dataDir, 'pglite'));
    await old.exec(`${PROBE}; ${EDGES}; ${MANY}`);
    // The last row gone: its id must still never be handed out again.
    await old.exec('delete from import_probe where id = (select max(id) from import_probe)');
    await old.exec(`set timezone = 'UTC'`);
    before = (await old.query<{ row: string }>(ALL_ROWS)).rows.map((r) => r.row);
    lastId = before.length + 1;
    await old.close();
    target = await importTargetMake();
    await importTargetRows(target.url, PROBE);
  });

  afterAll(async () => {
    await target.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should leave the target as it was and keep the folder when the copy fails midway', async () => {
    // A row the target refuses, a few batches into the last table.
    await importTargetRows(
      target.url,
      `alter table import_probe add constraint refuse_one check (txt is distinct from 'row 2000')`,
    );
    const seeded = await importTargetRows<{ id: string }>(target.url, 'select id from accounts');
    await expect(
      importPgliteIfPresent({ dataDir, databaseUrl: target.url, log: () => undefined }),
    ).rejects.toThrow(/refuse_one/);
    const [left] = await importTargetRows<{ users: number; probe: number }>(
      target.url,
      `select (select count(*)::int from users) as users,
              (select count(*)::int from import_probe) as probe`,
    );
    expect(left).toEqual({ users: 0, probe: 0 });
    expect(await importTargetRows(target.url, 'select id from accounts')).toEqual(seeded);
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    await importTargetRows(target.url, 'alter table import_probe drop constraint refuse_one');
  });

  it('should store every value as the old database held it, over several batches', async () => {
    const logs: string[] = [];
    const result = await importPgliteIfPresent({
      dataDir,
      databaseUrl: target.url,
      log: (m) => logs.push(m),
    });
    expect(result).toBe('imported');
    expect(logs.join('\n')).toContain(`import_probe ${before.length}`);
    const after = await importTargetRows<{ row: string }>(
      target.url,
      `set timezone = 'UTC'; ${ALL_ROWS}`,
    );
    expect(after.map((r) => r.row)).toEqual(before);
  });

  it('should go on with ids after the largest the old database handed out', async () => {
    const [made] = await importTargetRows<{ id: string }>(
      target.url,
      `insert into import_probe (txt) values ('new') returning id`,
    );
    expect(Number(made!.id)).toBe(lastId + 1);
  });
});
