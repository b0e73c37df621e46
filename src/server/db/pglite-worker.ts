/**
 * PGlite on its own thread. PostgreSQL in WASM costs CPU on whatever thread runs it; here that is
 * not the thread that reads and writes every WebSocket. The main thread sends queries and
 * transaction steps (`pglite-remote.ts`); this side runs them in order on the one connection.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Reply, Request } from './pglite-protocol';
import { sqlLiteral, statementNameCheck } from './statements';

const { dataDir, migrationsFolder, createOnly } = workerData as {
  dataDir: string;
  migrationsFolder: string;
  /** Create the database, migrate it and close it again (see PGliteRemote.start). */
  createOnly: boolean;
};
const port = parentPort!;

// The same parsers drizzle's PGlite driver asks for: dates and times stay text; drizzle maps them.
// Given once to the client, not with each query: PGlite copies its whole table of parsers for
// every query that brings its own, which measured about a tenth of this thread's time.
const keep = (value: string) => value;
const parsers = {
  [types.TIMESTAMP]: keep,
  [types.TIMESTAMPTZ]: keep,
  [types.INTERVAL]: keep,
  [types.DATE]: keep,
};

/**
 * PostgreSQL's settings on top of PGlite's own. Shared buffers of 32 MB instead of 160: the
 * pages a chat server touches (the tails of its tables and indexes) fit many times over, a
 * batch of sends measured no slower, and the process is about 120 MB smaller (bench/README.md).
 */
const SETTINGS = ['shared_buffers=32MB'];
const options = {
  parsers,
  startParams: [...PGlite.defaultStartParams, ...SETTINGS.flatMap((s) => ['-c', s])],
};

let client: PGlite;
if (dataDir === ':memory:') {
  client = new PGlite(options);
} else {
  const dir = join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  client = new PGlite(dir, options);
}

/** Open transactions by id, each waiting for its commit or rollback. */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
/** Statements already prepared on this connection. */
const preparedNames = new Set<string>();
/** Each transaction's settling, which its 'end' waits for before answering. */
const ends = new Map<number, Promise<void>>();

function reply(message: Reply): void {
  port.postMessage(message);
}

function failure(id: number, err: unknown): Reply {
  const e = err as Record<string, unknown>;
  const error: Record<string, unknown> = { message: String(e?.message ?? err) };
  // What callers look at: the SQLSTATE (23505 for a unique violation) and its details.
  for (const k of ['code', 'detail', 'constraint', 'table', 'column', 'severity', 'name']) {
    if (e && typeof e[k] === 'string') error[k] = e[k];
  }
  return { id, ok: false, error };
}

async function handle(req: Request): Promise<void> {
  try {
    switch (req.op) {
      case 'query': {
        const target = req.tx === undefined ? client : open.get(req.tx)?.tx;
        if (!target) throw new Error(`no open transaction ${req.tx}`);
        const result = await target.query(req.sql, req.params, { rowMode: req.rowMode });
        return reply({ id: req.id, ok: true, result });
      }
      case 'prepared': {
        statementNameCheck(req.name);
        if (!preparedNames.has(req.name)) {
          if (req.text === null) throw new Error(`statement ${req.name} is not prepared`);
          await client.exec(`prepare ${req.name} as ${req.text}`);
          preparedNames.add(req.name);
        }
        const call = `execute ${req.name}(${req.args.map(sqlLiteral).join(', ')})`;
        // The simple protocol: one message to PGlite where `query` takes four (parse, describe,
        // bind, execute), which measured half the cost of a batch of one (bench/README.md).
        const results = await client.exec(call, { rowMode: 'object' });
        return reply({ id: req.id, ok: true, result: results.at(-1)?.rows ?? [] });
      }
      case 'exec': {
        await client.exec(req.sql);
        return reply({ id: req.id, ok: true, result: null });
      }
      case 'begin': {
        // PGlite's own transaction holds its lock until the callback settles: the callback
        // waits for the main thread's commit or rollback.
        let begun = false;
        const done = client.transaction(async (tx) => {
          const commit = await new Promise<boolean>((end) => {
            open.set(req.tx, { tx, end });
            begun = true;
            reply({ id: req.id, ok: true, result: null });
          });
          if (!commit) await tx.rollback();
        });
        // 'end' answers when this settles; a transaction that never began answers 'begin' here.
        ends.set(
          req.tx,
          done.finally(() => open.delete(req.tx)),
        );
        done.catch((err: unknown) => {
          if (!begun) reply(failure(req.id, err));
        });
        return undefined;
      }
      case 'end': {
        const entry = open.get(req.tx);
        if (!entry) throw new Error(`no open transaction ${req.tx}`);
        entry.end(req.commit);
        const settled = ends.get(req.tx)!;
        ends.delete(req.tx);
        await settled;
        return reply({ id: req.id, ok: true, result: null });
      }
      case 'close': {
        await client.close();
        return reply({ id: req.id, ok: true, result: null });
      }
    }
  } catch (err) {
    reply(failure(req.id, err));
  }
}

try {
  await migrate(drizzle(client), { migrationsFolder });
  if (createOnly) await client.close();
  else port.on('message', (req: Request) => void handle(req));
  port.postMessage({ ready: true });
} catch (err) {
  port.postMessage({ ready: false, error: String((err as Error)?.message ?? err) });
}
