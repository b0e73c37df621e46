import { Worker } from 'node:worker_threads';
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

  /** Starts the worker, which opens the database and applies the migrations. */
  static async start(dataDir: string, migrationsFolder: string): Promise<PGliteRemote> {
    const entry = new URL('./pglite-worker.ts', import.meta.url).href;
    // The worker is TypeScript: register the same loader this process runs under, then load it.
    const loader = import.meta.resolve('tsx/esm/api');
    const boot = `import(${JSON.stringify(loader)}).then((m) => m.register()).then(() => import(${JSON.stringify(entry)}))`;
    const worker = new Worker(boot, { eval: true, workerData: { dataDir, migrationsFolder } });
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (m: { ready: boolean; error?: string }) =>
        m.ready ? resolve() : reject(new Error(`database failed to open: ${m.error}`)),
      );
      worker.once('error', reject);
    });
    return new PGliteRemote(worker);
  }

  private failAll(err: Error): void {
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }

  private call(req: WithoutId<Request>): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...req, id });
    });
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<unknown> {
    return this.call({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object' });
  }

  /** A fixed statement, prepared on first use (see statements.ts); resolves with its rows. */
  prepared(name: string, text: string, args: ReadonlyArray<string | null>): Promise<unknown[]> {
    return this.call({ op: 'prepared', name, text, args: [...args] }) as Promise<unknown[]>;
  }

  exec(sql: string): Promise<unknown> {
    return this.call({ op: 'exec', sql });
  }

  /** Commits when `fn` resolves, rolls back when it throws (and rethrows). */
  async transaction<T>(fn: (tx: QueryClient) => Promise<T>): Promise<T> {
    const tx = this.nextTx++;
    await this.call({ op: 'begin', tx });
    const inside: QueryClient = {
      query: (sql, params = [], options = {}) =>
        this.call({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object', tx }),
    };
    let result: T;
    try {
      result = await fn(inside);
    } catch (err) {
      await this.call({ op: 'end', tx, commit: false });
      throw err;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    await this.call({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }
}
