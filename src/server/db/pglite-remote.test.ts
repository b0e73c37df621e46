import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteRemote } from './pglite-remote';

const migrations = fileURLToPath(new URL('./migrations', import.meta.url));
type Rows<T> = { rows: T[] };

describe('PGliteRemote (PGlite on a worker thread)', () => {
  let db: PGliteRemote;
  beforeAll(async () => {
    db = await PGliteRemote.start(':memory:', migrations);
    await db.exec('create table t (id int primary key, v text)');
  });
  afterAll(() => db.close());

  const count = async () =>
    ((await db.query('select count(*)::int as n from t')) as Rows<{ n: number }>).rows[0]!.n;

  it('should run queries with parameters, as objects or arrays', async () => {
    await db.query('insert into t values ($1, $2)', [1, 'one']);
    const obj = (await db.query('select v from t where id = $1', [1])) as Rows<{ v: string }>;
    expect(obj.rows).toEqual([{ v: 'one' }]);
    const arr = (await db.query('select id, v from t', [], { rowMode: 'array' })) as Rows<
      unknown[]
    >;
    expect(arr.rows).toEqual([[1, 'one']]);
  });

  it('should have applied the migrations', async () => {
    const r = (await db.query("select to_regclass('public.messages') as m")) as Rows<{ m: string }>;
    expect(r.rows[0]!.m).toBe('messages');
  });

  it('should refuse the database itself from inside a transaction, at once, not hang', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into t values (50, $1)', ['refused']);
        await db.query('select 1');
      }),
    ).rejects.toThrow('from inside a transaction');
    await expect(db.transaction(() => db.transaction(async () => undefined))).rejects.toThrow(
      'inside another',
    );
    // Work the callback started but left running may use the database once it has returned.
    let later: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.query('select 1');
      later = new Promise((resolve) => setTimeout(resolve, 0)).then(() =>
        db.query('select 1 as n'),
      );
    });
    await expect(later).resolves.toMatchObject({ rows: [{ n: 1 }] });
    // The refused transaction's insert was rolled back: only the first test's row is there.
    const rows = (await db.query('select id, v from t order by id')) as Rows<{
      id: number;
      v: string;
    }>;
    expect(rows.rows).toEqual([{ id: 1, v: 'one' }]);
  });

  it('should commit a transaction that succeeds and roll back one that throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into t values (2, $1)', ['two']);
    });
    const before = await count();
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into t values (3, $1)', ['three']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count()).toBe(before);
  });

  it('should carry the SQLSTATE of a failed query to the caller', async () => {
    const err = await db.query('insert into t values (1, $1)', ['dup']).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as { code?: string }).code).toBe('23505');
  });

  it('should run concurrent transactions one after another, never interleaved', async () => {
    const order: string[] = [];
    await Promise.all(
      ['a', 'b', 'c'].map((name, i) =>
        db.transaction(async (tx) => {
          order.push(`${name}:begin`);
          await tx.query('insert into t values ($1, $2)', [100 + i, name]);
          await new Promise((r) => setTimeout(r, 5));
          order.push(`${name}:end`);
        }),
      ),
    );
    for (let i = 0; i < order.length; i += 2) {
      expect(order[i + 1]!.split(':')[0]).toBe(order[i]!.split(':')[0]);
    }
    // Rows 1 and 2 from the tests before, and one per transaction.
    expect(await count()).toBe(5);
  });

  it('should run a prepared statement with quoted arguments and give back its rows', async () => {
    const text = 'select $1::text as a, $2::text as b, $3::int as n';
    const rows = await db.prepared('test_prepared', text, ["it's", null, '7']);
    expect(rows).toEqual([{ a: "it's", b: null, n: 7 }]);
    // Prepared once; the second call runs the same statement with new arguments.
    expect(await db.prepared('test_prepared', text, ['x', 'y', '8'])).toEqual([
      { a: 'x', b: 'y', n: 8 },
    ]);
  });
});

describe('PGliteRemote on disk', () => {
  // A database made on disk through every migration, then opened again: about 8 s on a quiet
  // machine, several times that while other suites fill both cores.
  it(
    'should create a new database, then open it again with what was written',
    { timeout: 120_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'allo-pglite-'));
      try {
        const first = await PGliteRemote.start(dir, migrations);
        await first.query(
          "insert into users (id, username, display_name) values ('u1', 'u1', 'U')",
        );
        await first.close();
        expect(existsSync(join(dir, 'pglite', 'PG_VERSION'))).toBe(true);
        const again = await PGliteRemote.start(dir, migrations);
        const r = (await again.query('select id from users')) as Rows<{ id: string }>;
        expect(r.rows).toEqual([{ id: 'u1' }]);
        await again.close();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
