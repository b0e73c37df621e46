import type { Socket } from 'node:net';
import pg from 'pg';

/** A new connection not made within this fails the request: PostgreSQL is down or unreachable. */
export const CONNECT_TIMEOUT_MS = 2_000;
/**
 * Longest a statement may take, on both sides: the client gives up on a connection that stopped
 * answering (half-dead TCP), and the server cancels a statement nobody waits for any longer. Our
 * queries take milliseconds; migrations, which may take longer, run on a connection of their own.
 */
export const QUERY_TIMEOUT_MS = 2_000;
/** A transaction left open by a vanished client must not hold its row locks for long. */
const IDLE_IN_TRANSACTION_MS = 10_000;

/**
 * A node-postgres Pool that fails fast while PostgreSQL is unreachable and heals by itself when
 * it is back. Three holes of the plain Pool are closed here:
 * - a checked-out client whose connection drops emits 'error' with nobody listening, which
 *   crashes the process (the Pool listens only on idle clients): every client gets a listener;
 * - a query that times out leaves its connection in place with the lost query still in flight,
 *   so the next query on it waits behind it: the connection is destroyed instead (what pg itself
 *   does in pipeline mode);
 * - Drizzle's transaction() never releases a client whose BEGIN failed, so a connection lost at
 *   that moment stays counted in the pool for good, and after `max` of them the pool is full for
 *   ever: a checked-out client whose connection ended is released here, at most once.
 */
export function pgPool(url: string, onError: (err: Error) => void): pg.Pool {
  const pool = new GuardedPool({
    connectionString: url,
    // Sized for a 2-core machine: more connections than cores only adds contention.
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    statement_timeout: QUERY_TIMEOUT_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
    keepAlive: true,
  });
  // Without a listener, a server restart crashes the process (NOTES.md).
  pool.on('error', onError);
  pool.on('connect', (client) => {
    client.on('error', onError);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
      const result = query(...args);
      if (result instanceof Promise) result.catch((err: unknown) => dropOnTimeout(client, err));
      return result;
    };
  });
  return pool;
}

function dropOnTimeout(client: pg.PoolClient, err: unknown): void {
  if (!(err instanceof Error) || err.message !== 'Query read timeout') return;
  (client as unknown as { connection?: { stream?: Socket } }).connection?.stream?.destroy();
}

class GuardedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    // The callback form is the Pool's own pool.query, which always releases (with the error).
    if (callback) return super.connect(callback);
    return super.connect().then(releaseWhenEnded);
  }
}

function releaseWhenEnded(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const once = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('end', onEnd);
    release(err);
  };
  const onEnd = () => once(new Error('connection ended while checked out'));
  client.once('end', onEnd);
  client.release = once;
  return client;
}
