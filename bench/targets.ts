import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Redis } from 'ioredis';
import WebSocket from 'ws';
import { benchDatabase } from './lib/database';
import { preparePopulation } from './lib/population';
import type { Target } from './lib/load';
import type { MeasuredServer } from './lib/server-process';
import { alloStart, bareStart } from './lib/server-process';
import { postmasterPid } from './lib/proc';
import { ejabberdStart, XMPP_PASSWORD } from './ejabberd/server';
import { XMPP_STAMP_KEY, xmppGroupMessage, xmppJoin } from './ejabberd/xmpp';

export type TargetKind =
  'bare' | 'embedded' | 'postgres' | 'two-instances' | 'ejabberd' | 'ejabberd-fsync';

export interface Backends {
  databaseUrl?: string;
  redisUrl?: string;
  /**
   * The external PostgreSQL's data directory, when it runs on this machine: its postmaster
   * (from `postmaster.pid`) and every child are counted with the server.
   */
  postgresDataDir?: string;
  /** The Redis server's pid, when it runs on this machine: counted with two instances. */
  redisPid?: number;
}

/** The pid of the Redis server behind `redis` if it runs here (INFO names its process). */
export async function localRedisPid(redis: Redis): Promise<number | undefined> {
  const info = await redis.info('server').catch(() => '');
  const pid = Number(/process_id:(\d+)/.exec(info)?.[1]);
  return pid > 0 && existsSync(`/proc/${pid}`) ? pid : undefined;
}

/**
 * The data directory of the PostgreSQL behind `databaseUrl` if it runs here (its postmaster.pid
 * names a live process): `BENCH_POSTGRES_DATA_DIR`, else what the server says (`show
 * data_directory`, which needs a superuser or pg_read_all_settings). The Debian service's is
 * /var/lib/postgresql/15/main.
 */
export async function localPostgresDataDir(databaseUrl: string): Promise<string | undefined> {
  let dir = process.env.BENCH_POSTGRES_DATA_DIR;
  if (!dir) {
    const c = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2_000 });
    try {
      await c.connect();
      dir = (await c.query<{ data_directory: string }>('show data_directory')).rows[0]
        ?.data_directory;
    } catch {
      dir = undefined;
    } finally {
      await c.end().catch(() => undefined);
    }
  }
  return dir && postmasterPid(dir) !== undefined ? dir : undefined;
}

/** A target with its servers running and its data prepared; `close` undoes all of it. */
export interface Running {
  target: Target;
  close(): Promise<void>;
}

/**
 * Starts one kind of server for `clients` clients in rooms of `perRoom`: the bare ceiling, Allo on
 * its embedded PostgreSQL, Allo on DATABASE_URL's PostgreSQL, or two Allo instances on PostgreSQL + Redis with the clients split
 * between them (members of one room on both, so every room crosses instances).
 */
export async function targetStart(
  kind: TargetKind,
  clients: number,
  perRoom: number,
  backends: Backends,
  /** Clients report read receipts as the web client does (the default since issue 11). */
  receipts = true,
  /**
   * Per-person limits times this. The throughput steps' 100 senders each send up to hundreds of
   * messages a second, far past a person's limit: they raise it, and the limits are still
   * counted on every send. The flood bench keeps the real ones.
   */
  rateLimitScale = 1_000,
): Promise<Running> {
  const rooms = Math.ceil(clients / perRoom);
  if (kind === 'ejabberd' || kind === 'ejabberd-fsync') {
    const fsync = kind === 'ejabberd-fsync';
    const server = await ejabberdStart(clients, fsync);
    const ws = `${server.url.replace('http', 'ws')}/ws`;
    const room = (i: number) => Math.floor(i / perRoom);
    return {
      target: {
        name: `ejabberd 23.01, MUC + MAM, SQLite (${fsync ? 'fsync' : 'no fsync'})`,
        servers: [server],
        // RFC 7395: the subprotocol is `xmpp`.
        open: () => new WebSocket(ws, 'xmpp'),
        handshake: (i, socket) => xmppJoin(socket, `u${i}`, XMPP_PASSWORD, room(i)),
        frame: (i, content, clientId) => xmppGroupMessage(room(i), content, clientId),
        stampKey: XMPP_STAMP_KEY,
      },
      close: () => server.stop(),
    };
  }
  if (kind === 'bare') {
    const server = await bareStart();
    const ws = server.url.replace('http', 'ws');
    return {
      target: {
        name: 'bare ws (ceiling)',
        servers: [server],
        open: (i) => new WebSocket(`${ws}/?room=${Math.floor(i / perRoom)}&user=${i}`),
        frame: (_i, content, clientId) => JSON.stringify({ content, clientId }),
      },
      close: () => server.stop(),
    };
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'allo-bench-'));
  const db =
    kind === 'embedded'
      ? undefined
      : await benchDatabase(backends.databaseUrl!, `allo_bench_${randomBytes(4).toString('hex')}`);
  const population = await preparePopulation({ dataDir, databaseUrl: db?.url, clients, rooms });
  const servers: MeasuredServer[] = [];
  const prefix = `allo-bench-${randomBytes(4).toString('hex')}`;
  const count = kind === 'two-instances' ? 2 : 1;
  for (let n = 0; n < count; n++) {
    servers.push(
      await alloStart({
        dataDir,
        databaseUrl: db?.url,
        redisUrl: kind === 'two-instances' ? backends.redisUrl : undefined,
        redisPrefix: prefix,
        rateLimitScale,
        postgres: db ? { dataDir: backends.postgresDataDir } : undefined,
        redisPid: kind === 'two-instances' ? backends.redisPid : undefined,
        // One database under two instances: its processes are counted once, with the first.
        countDatabase: n === 0,
      }),
    );
  }
  // The engine as the server names it (/api/health).
  const health = (await (await fetch(`${servers[0]!.url}/api/health`)).json()) as {
    databaseVersion?: string;
  };
  const names: Record<Exclude<TargetKind, 'bare' | 'ejabberd' | 'ejabberd-fsync'>, string> = {
    embedded: `Allo, embedded ${health.databaseVersion ?? 'PostgreSQL'}`,
    postgres: `Allo, ${health.databaseVersion ?? 'PostgreSQL'} (DATABASE_URL)`,
    'two-instances': 'Allo x2, PostgreSQL + Redis',
  };
  return {
    target: {
      name: names[kind],
      servers,
      open: (i) =>
        new WebSocket(`${servers[i % servers.length]!.url.replace('http', 'ws')}/ws`, {
          headers: { cookie: population.cookies[i]! },
        }),
      identity: (i) => ({
        url: `${servers[i % servers.length]!.url.replace('http', 'ws')}/ws`,
        cookie: population.cookies[i]!,
        roomId: population.roomOf[i]!,
      }),
      hello: (i) =>
        JSON.stringify({
          type: 'join',
          userId: population.userIds[i],
          conversationId: population.roomOf[i],
        }),
      frame: (i, content, clientId) =>
        JSON.stringify({
          type: 'message',
          conversationId: population.roomOf[i],
          content,
          clientId,
        }),
      receipt: receipts
        ? (i, seq) =>
            JSON.stringify({
              type: 'receipt',
              conversationId: population.roomOf[i],
              deliveredSeq: seq,
              readSeq: seq,
            })
        : undefined,
    },
    async close() {
      await Promise.all(servers.map((s) => s.stop()));
      await db?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
