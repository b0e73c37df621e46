import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { adminQuery, urlOf } from '../src/server/testing/test-databases';
import { preparePopulation } from './lib/population';
import type { Target } from './lib/load';
import type { MeasuredServer } from './lib/server-process';
import { alloStart, bareStart } from './lib/server-process';

export type TargetKind = 'bare' | 'pglite' | 'postgres' | 'two-instances';

export interface Backends {
  databaseUrl?: string;
  redisUrl?: string;
}

/** A target with its servers running and its data prepared; `close` undoes all of it. */
export interface Running {
  target: Target;
  close(): Promise<void>;
}

/**
 * Starts one kind of server for `clients` clients in rooms of `perRoom`: the bare ceiling, Allo on
 * PGlite, Allo on PostgreSQL, or two Allo instances on PostgreSQL + Redis with the clients split
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
    kind === 'pglite'
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
      }),
    );
  }
  const names: Record<Exclude<TargetKind, 'bare'>, string> = {
    pglite: 'Allo, PGlite',
    postgres: 'Allo, PostgreSQL',
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

/** An empty database on the bench's PostgreSQL; the server migrates it as it starts. */
async function benchDatabase(serverUrl: string, name: string) {
  await adminQuery(serverUrl, `create database ${name}`);
  return {
    url: urlOf(serverUrl, name),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
