import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { workerStart } from '../worker-start';
import type { Reply, Request } from './pglite-protocol';

type Pending = { resolve(value: unknown): void; reject(err: Error): void };
type QueryOptions = { rowMode?: 'array' | 'object' };
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** What drizzle's PGlite driver calls on a client or inside a transaction. */
export interface QueryClient {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<unknown>;
}

/**
 * A PGlite that lives on a worker thread (`pglite-worker.ts`), with the part of PGlite's
 * interface drizzle uses: `query`, `transaction`, `exec`, `close`. Requests are answered in the
 * order the worker's single connection runs them.
 */
export class PGliteRemote implements QueryClient {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private nextTx = 1;
  /** Statements the worker has prepared (see `prepared`). */
  private readonly preparedNames = new Set<string>();
  /**
   * The transaction whose callback is running, through everything it awaits. PGlite has one
   * connection and an open transaction holds it: a request made on the database itself (not on
   * `tx`, or a nested transaction) from inside the callback would wait for the transaction,
   * which waits for it, and every other request would queue behind the two: the whole server
   * would hang. Such a request is refused at once instead (see `call`). On PostgreSQL it would
   * run on another connection without seeing the transaction's writes, so it is a mistake there
   * too: read what a transaction needs (a cache, a user's language) before it begins.
   */
  private readonly insideTx = new AsyncLocalStorage<{ open: boolean }>();

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => {
      const p = this.pending.get(reply.id);
      if (!p) return;
      this.pending.delete(reply.id);
      if (reply.ok) p.resolve(reply.result);
      else p.reject(Object.assign(new Error(String(reply.error.message)), reply.error));
    });
    worker.on('error', (err) => this.failAll(err));
    worker.on('exit', () => this.failAll(new Error('database worker stopped')));
  }

  /**
   * Starts the worker, which opens the database and applies the migrations. A database on disk
   * that does not exist yet is first created by a worker of its own, which then ends: creating
   * one leaves about 500 MB behind in the process that nothing frees (bench/README.md).
   */
  static async start(dataDir: string, migrationsFolder: string): Promise<PGliteRemote> {
    if (dataDir !== ':memory:' && !existsSync(join(dataDir, 'pglite', 'PG_VERSION'))) {
      const creator = await dbWorkerStart(dataDir, migrationsFolder, true);
      await creator.terminate();
    }
    return new PGliteRemote(await dbWorkerStart(dataDir, migrationsFolder, false));
  }

  private failAll(err: Error): void {
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }

  private call(req: WithoutId<Request>): Promise<unknown> {
    // Only the transaction's own requests carry its id (and begin/end, which it makes itself).
    if (!('tx' in req) && this.insideTx.getStore()?.open) {
      return Promise.reject(
        new Error('a query on the database from inside a transaction: use the transaction'),
      );
    }
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...req, id });
    });
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<unknown> {
    return this.call({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object' });
  }

  /**
   * A fixed statement, prepared on first use (see statements.ts); resolves with its rows. Its
   * text goes to the worker only until the worker has prepared it: the send path runs one per
   * batch, and the text is a few KB to copy across threads each time.
   */
  async prepared(
    name: string,
    text: string,
    args: ReadonlyArray<string | null>,
  ): Promise<unknown[]> {
    const known = this.preparedNames.has(name);
    const rows = (await this.call({
      op: 'prepared',
      name,
      text: known ? null : text,
      args: [...args],
    })) as unknown[];
    this.preparedNames.add(name);
    return rows;
  }

  exec(sql: string): Promise<unknown> {
    return this.call({ op: 'exec', sql });
  }

  /** Commits when `fn` resolves, rolls back when it throws (and rethrows). */
  async transaction<T>(fn: (tx: QueryClient) => Promise<T>): Promise<T> {
    if (this.insideTx.getStore()?.open) {
      throw new Error('a transaction begun inside another: use the open transaction');
    }
    const tx = this.nextTx++;
    await this.call({ op: 'begin', tx });
    const inside: QueryClient = {
      query: (sql, params = [], options = {}) =>
        this.call({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object', tx }),
    };
    const scope = { open: true };
    let result: T;
    try {
      result = await this.insideTx.run(scope, () => fn(inside));
    } catch (err) {
      scope.open = false;
      await this.call({ op: 'end', tx, commit: false });
      throw err;
    }
    // Work the callback started but did not wait for may query freely from here on.
    scope.open = false;
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    await this.call({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }
}

/** A database worker (`pglite-worker.ts`), once it has opened and migrated the database. */
function dbWorkerStart(dataDir: string, migrationsFolder: string, createOnly: boolean) {
  const entry = new URL('./pglite-worker.ts', import.meta.url);
  return workerStart('the database', entry, { dataDir, migrationsFolder, createOnly });
}
