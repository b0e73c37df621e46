/**
 * Allo Cash through the HTTP API: how long one payment takes to make and to settle when the
 * server is otherwise idle, and how many transfers (make + settle) 32 concurrent payers get
 * through, on each database.
 */
import { performance } from 'node:perf_hooks';
import type { Conversation, Payment } from '../src/protocol';
import { users } from '../src/server/db/schema';
import { sessionCreate } from '../src/server/features/session/service';
import { testStart } from '../src/server/testing/harness';
import { percentile, round } from './lib/stats';

export interface PaymentsResult {
  database: string;
  createP50Ms: number;
  createP99Ms: number;
  settleP50Ms: number;
  settleP99Ms: number;
  transfersPerSec: number;
}

const ACCOUNTS = 20;
const SEQUENTIAL = 300;
const CONCURRENT = 2_000;
const WORKERS = 32;

async function benchOne(databaseUrl: string | undefined): Promise<PaymentsResult> {
  // The harness makes a fresh database beside the one DATABASE_URL names.
  const saved = process.env.DATABASE_URL;
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  // 32 payers at once each pay far more often than a person may (RATE_LIMIT_SCALE).
  const s = await testStart({ rateLimitScale: 1_000 });
  if (saved === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = saved;
  try {
    const ids = Array.from({ length: ACCOUNTS }, (_, i) => `u-bench-${i}`);
    await s.app.ctx.db
      .insert(users)
      .values(ids.map((id, i) => ({ id, username: `bench${i}`, displayName: `Bench ${i}` })));
    const cookies = await Promise.all(
      ids.map(async (id) => `allo_session=${(await sessionCreate(s.app.ctx.db, id)).token}`),
    );
    const call = async (who: number, method: string, path: string, body?: object) => {
      const res = await fetch(`${s.url}${path}`, {
        method,
        headers: { cookie: cookies[who]!, 'content-type': 'application/json' },
        body: body && JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as unknown;
    };
    const conversation = (await call(0, 'POST', '/api/conversations', {
      participants: ids.slice(1),
      name: 'Bench',
    })) as Conversation;
    let n = 0;
    const transfer = async (): Promise<[number, number]> => {
      const i = n++;
      const from = i % ACCOUNTS;
      const body = {
        fromUserId: ids[from],
        toUserId: ids[(from + 1 + (i % (ACCOUNTS - 1))) % ACCOUNTS],
        amount: 0.01,
        conversationId: conversation.id,
      };
      const t0 = performance.now();
      const made = (await call(from, 'POST', '/api/payments', body)) as Payment;
      const t1 = performance.now();
      await call(from, 'PUT', `/api/payments/${made.id}/status`, { status: 'completed' });
      return [t1 - t0, performance.now() - t1];
    };

    const creates: number[] = [];
    const settles: number[] = [];
    for (let i = 0; i < SEQUENTIAL; i++) {
      const [create, settle] = await transfer();
      creates.push(create);
      settles.push(settle);
    }
    creates.sort((a, b) => a - b);
    settles.sort((a, b) => a - b);

    const t0 = performance.now();
    let left = CONCURRENT;
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (left-- > 0) await transfer();
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    return {
      database: s.app.ctx.dbKind,
      createP50Ms: round(percentile(creates, 50)),
      createP99Ms: round(percentile(creates, 99)),
      settleP50Ms: round(percentile(settles, 50)),
      settleP99Ms: round(percentile(settles, 99)),
      transfersPerSec: round(CONCURRENT / seconds, 0),
    };
  } finally {
    await s.close();
  }
}

export async function benchPayments(databaseUrl: string | undefined): Promise<PaymentsResult[]> {
  const results = [await benchOne(undefined)];
  if (databaseUrl) results.push(await benchOne(databaseUrl));
  return results;
}
