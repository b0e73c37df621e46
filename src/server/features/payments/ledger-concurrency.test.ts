import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../../../games/seeded-random';
import type { Conversation, Payment } from '../../../protocol';
import { dbRows } from '../../db/rows';
import { users } from '../../db/schema';
import { testStart } from '../../testing/harness';
import { sessionCreate } from '../session/service';
import { ledgerSnapshot } from './fixture';
import { WALLET_OPENING_CENTS } from './ledger';

const ACCOUNTS = 20;
const TRANSFERS = 5_000;
const WORKERS = 32;
/** Each payment is sent this many times at once with one Idempotency-Key. */
const COPIES = 3;
/** Up to $600 out of $1,000 wallets: enough that some payers run short and their payment fails. */
const MAX_CENTS = 60_000;

interface Transfer {
  key: string;
  from: number;
  to: number;
  cents: number;
}

/**
 * Done when of the Allo Cash issue: thousands of random transfers among 20 wallets from 32
 * concurrent workers, through the real HTTP API, each payment sent three times at once under one
 * key and completed twice at once. Meanwhile and afterwards the ledger must hold: the money in
 * the wallets never changes, no balance goes below zero, every balance is the sum of its entries,
 * every completed payment moved its amount exactly once, and no request got a 5xx.
 */
describe('payments: concurrent transfers keep the ledger whole', () => {
  let s: Awaited<ReturnType<typeof testStart>>;
  const ids = Array.from({ length: ACCOUNTS }, (_, i) => `u-ledger-${i}`);
  const cookies: string[] = [];
  let conversationId = '';

  beforeAll(async () => {
    // 32 payers at once pay far more often than a person may: this is the ledger under load,
    // not the limits (limits/), so they are raised.
    s = await testStart({ rateLimitScale: 1_000 });
    const db = s.app.ctx.db;
    await db
      .insert(users)
      .values(ids.map((id, i) => ({ id, username: `ledger${i}`, displayName: `Ledger ${i}` })));
    for (const id of ids) cookies.push(`allo_session=${(await sessionCreate(db, id)).token}`);
    const made = await call(0, 'POST', '/api/conversations', {
      participants: ids.slice(1),
      name: 'Ledger',
    });
    conversationId = (made.body as Conversation).id;
    for (let i = 0; i < ACCOUNTS; i++) {
      const balance = await call(i, 'GET', `/api/users/${ids[i]}/balance`);
      expect(balance.body).toEqual({ balanceCents: WALLET_OPENING_CENTS });
    }
  }, 60_000);
  afterAll(() => s.close());

  const statuses = new Map<number, number>();
  async function call(who: number, method: string, path: string, body?: unknown, key?: string) {
    const headers: Record<string, string> = { cookie: cookies[who]! };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (key) headers['idempotency-key'] = key;
    const res = await fetch(`${s.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    return { status: res.status, body: (await res.json()) as unknown };
  }

  /** One statement, so one snapshot: the invariants that must hold at every moment. */
  async function sample(): Promise<{ users: number; all: number; lowest: number }> {
    const [row] = await dbRows<{ users: string; all: string; lowest: string }>(
      s.app.ctx.db,
      sql`select coalesce(sum(balance_cents) filter (where kind = 'user'), 0)::text as users,
                 coalesce(sum(balance_cents), 0)::text as all,
                 coalesce(min(balance_cents) filter (where kind = 'user'), 0)::text as lowest
          from accounts`,
    );
    return { users: Number(row!.users), all: Number(row!.all), lowest: Number(row!.lowest) };
  }

  async function transfer(t: Transfer): Promise<Payment> {
    const body = {
      fromUserId: ids[t.from],
      toUserId: ids[t.to],
      amount: t.cents / 100,
      note: `t ${t.key}`,
      conversationId,
    };
    const made = await Promise.all(
      Array.from({ length: COPIES }, () => call(t.from, 'POST', '/api/payments', body, t.key)),
    );
    for (const m of made) expect(m.status, JSON.stringify(m.body)).toBe(201);
    const paymentIds = new Set(made.map((m) => (m.body as Payment).id));
    expect(paymentIds.size).toBe(1);
    const [id] = [...paymentIds];
    const settled = await Promise.all(
      [1, 2].map(() => call(t.from, 'PUT', `/api/payments/${id}/status`, { status: 'completed' })),
    );
    for (const r of settled) expect(r.status).toBe(200);
    const [first, second] = settled.map((r) => r.body as Payment);
    expect(second).toEqual(first);
    expect(first!.amount).toBe(t.cents);
    return first!;
  }

  it(`should keep every invariant through ${TRANSFERS} transfers from ${WORKERS} workers`, async () => {
    const random = seededRandom(20261121);
    const pick = (n: number) => Math.floor(random() * n);
    const transfers: Transfer[] = Array.from({ length: TRANSFERS }, (_, i) => {
      const from = pick(ACCOUNTS);
      const to = (from + 1 + pick(ACCOUNTS - 1)) % ACCOUNTS;
      return { key: `transfer-${i}`, from, to, cents: 1 + pick(MAX_CENTS) };
    });

    const samples: Array<{ users: number; all: number; lowest: number }> = [];
    let running = true;
    const sampler = (async () => {
      while (running) {
        samples.push(await sample());
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();

    const results: Payment[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (next < transfers.length) results.push(await transfer(transfers[next++]!));
      }),
    );
    running = false;
    await sampler;
    samples.push(await sample());

    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
    expect(samples.length).toBeGreaterThan(10);
    for (const snap of samples) {
      expect(snap.users).toBe(ACCOUNTS * WALLET_OPENING_CENTS);
      expect(snap.all).toBe(0);
      expect(snap.lowest).toBeGreaterThanOrEqual(0);
    }

    // Exactly one payment per transfer, each settled.
    expect(results).toHaveLength(TRANSFERS);
    expect(new Set(results.map((p) => p.id)).size).toBe(TRANSFERS);
    expect(results.every((p) => p.status === 'completed' || p.status === 'failed')).toBe(true);

    // The balances are what the completed payments, each counted once, make of the openings.
    const expected = new Map(ids.map((id) => [`user:${id}`, WALLET_OPENING_CENTS]));
    for (const p of results.filter((r) => r.status === 'completed')) {
      expected.set(`user:${p.fromUserId}`, expected.get(`user:${p.fromUserId}`)! - p.amount);
      expected.set(`user:${p.toUserId}`, expected.get(`user:${p.toUserId}`)! + p.amount);
    }
    const ledger = await ledgerSnapshot(s.app.ctx.db);
    for (const account of ledger.accounts) {
      expect(account.balance, account.id).toBe(account.entries);
      if (expected.has(account.id))
        expect(account.balance, account.id).toBe(expected.get(account.id));
    }

    // Completed payments have one pair of entries summing to zero; failed ones have none.
    const pairs = await dbRows<{ status: string; entries: number; total: string }>(
      s.app.ctx.db,
      sql`select p.status, count(e.id)::int as entries, coalesce(sum(e.amount_cents), 0)::text as total
            from payments p left join ledger_entries e on e.payment_id = p.id
            group by p.id, p.status`,
    );
    expect(pairs).toHaveLength(TRANSFERS);
    for (const pair of pairs) {
      expect(pair.entries).toBe(pair.status === 'completed' ? 2 : 0);
      expect(Number(pair.total)).toBe(0);
    }
    const completed = results.filter((p) => p.status === 'completed').length;
    console.log(
      `${TRANSFERS} transfers on ${s.app.ctx.dbKind}: ${completed} completed, ` +
        `${TRANSFERS - completed} failed for want of funds; ${samples.length} ledger samples; ` +
        `replies ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
  }, 600_000);
});
