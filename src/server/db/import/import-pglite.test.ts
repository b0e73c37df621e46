import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, Payment } from '../../../protocol';
import { configFromEnv } from '../../kernel/config';
import { testServer } from '../../testing/harness';
import { importPgliteIfPresent } from './import-pglite';
import { importTargetMake, importTargetRows } from './import-test-db';

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
const facts = JSON.parse(readFileSync(join(fixtures, 'pglite-data.facts.json'), 'utf8')) as {
  users: { signedUp: { id: string; username: string; password: string } };
  conversations: { direct: string; group: string; zoe: string };
  payment: { id: string; amountCents: number };
  balances: Record<string, number>;
  rowCounts: Record<string, number>;
  messages: Array<{ id: string; conversationId: string; seq: number; content: string }>;
};

const temps: string[] = [];
const drops: Array<() => Promise<void>> = [];

/** A DATA_DIR holding the fixture's `pglite` folder, as the PGlite release left it. */
function dataDirWithFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'allo-import-'));
  temps.push(dir);
  execFileSync('tar', ['-C', dir, '-xJf', join(fixtures, 'pglite-data.tar.xz')]);
  return dir;
}

/** A new database with the migrations applied, dropped after the file's tests. */
async function migratedDatabase(): Promise<string> {
  const target = await importTargetMake();
  drops.push(target.drop);
  return target.url;
}

const rowsOf = importTargetRows;

/** Every table's rows as JSON text, to tell whether anything changed. */
async function everyRow(url: string): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of Object.keys(facts.rowCounts)) {
    const rows = await rowsOf<{ j: string }>(
      url,
      `select row_to_json(t)::text as j from "${table}" t order by 1`,
    );
    all[table] = rows.map((r) => r.j);
  }
  return all;
}

afterAll(async () => {
  for (const drop of drops) await drop();
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe('importPgliteIfPresent (issue 28: an old ./data opens after the upgrade)', () => {
  let dataDir: string;
  let url: string;
  const logs: string[] = [];

  beforeAll(async () => {
    dataDir = dataDirWithFixture();
    url = await migratedDatabase();
  });

  it('should copy every table of the PGlite release, row for row, and keep the old folder', async () => {
    const result = await importPgliteIfPresent({
      dataDir,
      databaseUrl: url,
      log: (m) => logs.push(m),
    });
    expect(result).toBe('imported');
    for (const [table, n] of Object.entries(facts.rowCounts)) {
      const [row] = await rowsOf<{ n: number }>(url, `select count(*)::int as n from "${table}"`);
      expect({ table, n: row!.n }).toEqual({ table, n });
    }
    const texts = await rowsOf<{ id: string; conversationId: string; seq: number }>(
      url,
      `select id, conversation_id as "conversationId", seq, content from messages
        where message_type = 'text' order by conversation_id, seq`,
    );
    expect(texts).toEqual(facts.messages);
    const balances = await rowsOf<{ id: string; balance: number }>(
      url,
      'select id, balance_cents::int as balance from accounts order by id',
    );
    expect(Object.fromEntries(balances.map((b) => [b.id, b.balance]))).toEqual(facts.balances);
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    expect(existsSync(join(dataDir, 'pglite.imported', 'PG_VERSION'))).toBe(true);
    expect(logs.join('\n')).toMatch(/copied \d+ rows of \d+ tables in \d+ ms/);
  });

  it('should carry every value exactly: the old database and the new one read the same', async () => {
    // The folder kept as the backup is the source, migrated: open it again and compare.
    const { PGlite } = await import('@electric-sql/pglite');
    const old = await PGlite.create(join(dataDir, 'pglite.imported'));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // Both print timestamps in UTC, so the same instant reads the same.
      await old.exec(`set timezone = 'UTC'`);
      await client.query(`set timezone = 'UTC'`);
      for (const table of Object.keys(facts.rowCounts)) {
        const text = `select row_to_json(t)::text as j from "${table}" t order by 1`;
        const before = (await old.query<{ j: string }>(text)).rows.map((r) => r.j);
        const after = (await client.query<{ j: string }>(text)).rows.map((r) => r.j);
        expect({ table, rows: after }).toEqual({ table, rows: before });
      }
    } finally {
      await old.close();
      await client.end();
    }
  });

  it('should serve the imported data: a user signs in with their password and reads their chats', async () => {
    const config = {
      ...configFromEnv({ PORT: '0', LOG_LEVEL: 'silent', TRANSLATOR: 'none' }),
      databaseUrl: url,
      dataDir,
      webDir: undefined,
    };
    const server = await testServer(config);
    try {
      const signIn = async (payload: object) =>
        server.app.inject({ method: 'POST', url: '/api/session', payload });
      const zoe = facts.users.signedUp;
      expect((await signIn({ username: zoe.username, password: 'wrong one' })).statusCode).toBe(
        401,
      );
      const session = await signIn({ username: zoe.username, password: zoe.password });
      expect(session.statusCode).toBe(200);
      const cookie = `allo_session=${session.cookies.find((c) => c.name === 'allo_session')!.value}`;
      const read = (who: string, path: string) =>
        server.app.inject({ method: 'GET', url: path, headers: { cookie: who } });
      const zoeChat = facts.conversations.zoe;
      const seen = (await read(cookie, `/api/conversations/${zoeChat}/messages`)).json<Message[]>();
      expect(seen.map((m) => m.content)).toEqual(
        facts.messages.filter((m) => m.conversationId === zoeChat).map((m) => m.content),
      );

      // A demo person from the old database, and the payment she made there.
      const emma = await signIn({ userId: 'u-emma' });
      const emmaCookie = `allo_session=${emma.cookies.find((c) => c.name === 'allo_session')!.value}`;
      const group = facts.conversations.group;
      const groupSeen = (await read(emmaCookie, `/api/conversations/${group}/messages`)).json<
        Message[]
      >();
      expect(groupSeen.map((m) => m.content)).toEqual(
        facts.messages.filter((m) => m.conversationId === group).map((m) => m.content),
      );
      const payment = (await read(emmaCookie, `/api/payments/${facts.payment.id}`)).json<Payment>();
      expect(payment).toMatchObject({ amount: facts.payment.amountCents, status: 'completed' });

      // New rows go on after the old ones: the next seq, and a ledger id (a sequence) unused.
      const sent = await server.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie: emmaCookie },
        payload: { conversationId: group, senderId: 'u-emma', content: 'Après la migration' },
      });
      expect(sent.statusCode).toBe(201);
      const lastSeq = Math.max(...groupSeen.map((m) => m.seq ?? 0));
      expect(sent.json<Message>().seq).toBe(lastSeq + 1);
      const paid = await server.app.inject({
        method: 'POST',
        url: '/api/payments',
        headers: { cookie: emmaCookie },
        payload: {
          fromUserId: 'u-emma',
          toUserId: 'u-sofia',
          amount: 1,
          conversationId: facts.conversations.direct,
        },
      });
      expect(paid.statusCode).toBe(201);
      const settled = await server.app.inject({
        method: 'PUT',
        url: `/api/payments/${paid.json<Payment>().id}/status`,
        headers: { cookie: emmaCookie },
        payload: { status: 'completed' },
      });
      expect(settled.statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('should do nothing on the next start: the folder is already imported', async () => {
    const before = await everyRow(url);
    expect(await importPgliteIfPresent({ dataDir, databaseUrl: url, log: () => undefined })).toBe(
      'none',
    );
    expect(await everyRow(url)).toEqual(before);
    expect(existsSync(join(dataDir, 'pglite.imported', 'PG_VERSION'))).toBe(true);
  });

  it('should refuse a database that already has users, change nothing and say what to do', async () => {
    const another = dataDirWithFixture();
    const before = await everyRow(url);
    await expect(
      importPgliteIfPresent({ dataDir: another, databaseUrl: url, log: () => undefined }),
    ).rejects.toThrow(/already holds \d+ users; nothing was changed.*move .*pglite/s);
    expect(await everyRow(url)).toEqual(before);
    expect(existsSync(join(another, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(another, 'pglite.imported'))).toBe(false);
  });
});

describe('importPgliteIfPresent without an old database', () => {
  it('should answer none for a data directory with no pglite folder, or an empty one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'allo-import-'));
    temps.push(dataDir);
    const url = 'postgres://nobody@127.0.0.1:1/none';
    expect(await importPgliteIfPresent({ dataDir, databaseUrl: url, log: () => undefined })).toBe(
      'none',
    );
    mkdirSync(join(dataDir, 'pglite'));
    expect(await importPgliteIfPresent({ dataDir, databaseUrl: url, log: () => undefined })).toBe(
      'none',
    );
  });

  it('should refuse a pglite folder that is not a database, and leave it alone', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'allo-import-'));
    temps.push(dataDir);
    mkdirSync(join(dataDir, 'pglite'));
    writeFileSync(join(dataDir, 'pglite', 'notes.txt'), 'not a database');
    const url = await migratedDatabase();
    await expect(
      importPgliteIfPresent({ dataDir, databaseUrl: url, log: () => undefined }),
    ).rejects.toThrow(/pglite is not a PGlite database \(it has no PG_VERSION file\)/);
    expect(readFileSync(join(dataDir, 'pglite', 'notes.txt'), 'utf8')).toBe('not a database');
    const [users] = await rowsOf<{ n: number }>(url, 'select count(*)::int as n from users');
    expect(users!.n).toBe(0);
  });
});

describe('the default start on a DATA_DIR of the PGlite release', () => {
  it('should move the old data into its own PostgreSQL and serve it', async () => {
    const dataDir = dataDirWithFixture();
    const base = configFromEnv({ ...process.env, LOG_LEVEL: 'silent' });
    const server = await testServer({
      ...base,
      dataDir,
      databaseUrl: undefined,
      redisUrl: undefined,
      webDir: undefined,
      seedDemo: true,
    });
    try {
      const health = await server.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ database: 'embedded' });
      expect(existsSync(join(dataDir, 'pglite.imported', 'PG_VERSION'))).toBe(true);
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
      const zoe = facts.users.signedUp;
      const signIn = await server.app.inject({
        method: 'POST',
        url: '/api/session',
        payload: { username: zoe.username, password: zoe.password },
      });
      expect(signIn.statusCode).toBe(200);
      const cookie = `allo_session=${signIn.cookies.find((c) => c.name === 'allo_session')!.value}`;
      const seen = await server.app.inject({
        method: 'GET',
        url: `/api/conversations/${facts.conversations.zoe}/messages`,
        headers: { cookie },
      });
      expect(seen.json<Message[]>().map((m) => m.content)).toEqual(
        facts.messages
          .filter((m) => m.conversationId === facts.conversations.zoe)
          .map((m) => m.content),
      );
    } finally {
      await server.close();
    }
  });
});
