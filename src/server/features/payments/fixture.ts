import { sql } from 'drizzle-orm';
import type { Payment } from '../../../protocol';
import type { Config } from '../../kernel/config';
import { dbRows } from '../../db/rows';
import type { ChatWho } from '../../testing/chat-fixture';
import { chatFixture } from '../../testing/chat-fixture';

/**
 * What the payments suites share: the chat fixture (see chatFixture), the payment calls, and the
 * ledger as only the server sees it. `overrides` change the server's config.
 */
export async function paymentsFixture(overrides: Partial<Config> = {}) {
  const { s, cookies, inject, direct, group } = await chatFixture('Trip', overrides);

  const api = {
    inject,
    pay: (who: ChatWho, payload: unknown, key?: string) =>
      inject(who, 'POST', '/api/payments', payload, key ? { 'idempotency-key': key } : {}),
    /** Emma pays Sofia `amount` dollars in their direct conversation. */
    emmaPays: (amount: unknown, extra: object = {}, key?: string) =>
      api.pay(
        'emma',
        { fromUserId: 'u-emma', toUserId: 'u-sofia', amount, conversationId: direct.id, ...extra },
        key,
      ),
    complete: (who: ChatWho, id: string, status: unknown = 'completed') =>
      inject(who, 'PUT', `/api/payments/${id}/status`, { status }),
    async balance(who: ChatWho): Promise<number> {
      const res = await inject(who, 'GET', `/api/users/u-${who}/balance`);
      if (res.statusCode !== 200) throw new Error(`balance ${who}: ${res.body}`);
      return res.json<{ balanceCents: number }>().balanceCents;
    },
    /** Emma pays Sofia and completes it; the settled payment. */
    async paid(amount: number): Promise<Payment> {
      const made = await api.emmaPays(amount);
      if (made.statusCode !== 201) throw new Error(`pay: ${made.body}`);
      return (await api.complete('emma', made.json<Payment>().id)).json();
    },
    ledger: () => ledgerSnapshot(s.app.ctx.db),
  };
  return { s, cookies, direct, group, ...api };
}

/** Every account's balance, the sum of its entries, and how many payments and entries exist. */
export async function ledgerSnapshot(db: Parameters<typeof dbRows>[0]) {
  const accounts = await dbRows<{ id: string; kind: string; balance: string; entries: string }>(
    db,
    sql`select a.id, a.kind, a.balance_cents::text as balance,
          coalesce((select sum(e.amount_cents) from ledger_entries e where e.account_id = a.id), 0)::text as entries
        from accounts a order by a.id`,
  );
  const [counts] = await dbRows<{ payments: number; entries: number }>(
    db,
    sql`select (select count(*)::int from payments) as payments,
               (select count(*)::int from ledger_entries) as entries`,
  );
  return {
    accounts: accounts.map((a) => ({
      id: a.id,
      kind: a.kind,
      balance: Number(a.balance),
      entries: Number(a.entries),
    })),
    ...counts!,
  };
}
