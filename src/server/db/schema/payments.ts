import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { conversations } from './conversations';
import { users } from './people';

/**
 * Allo Cash. Money lives in a double-entry ledger: every movement is a pair of entries that sum
 * to zero, and an account's balance is the sum of its entries. `balance_cents` keeps that sum,
 * updated in the same transaction as the entries (the tests check the two agree); the CHECK
 * makes a negative user balance impossible whatever the code does. Money rows never cascade:
 * history outlives anything it mentions.
 */
const cents = (name: string) => bigint(name, { mode: 'number' });

export const accounts = pgTable(
  'accounts',
  {
    /** 'user:<userId>' for a wallet, 'system:<name>' for the system's own accounts. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .unique()
      .references(() => users.id),
    kind: text('kind').notNull(),
    balanceCents: cents('balance_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('accounts_kind_check', sql`${t.kind} in ('user', 'system')`),
    check('accounts_user_not_negative', sql`${t.kind} <> 'user' or ${t.balanceCents} >= 0`),
  ],
);

/**
 * A payment (spec core 3): created pending, settled once by the server to completed (its two
 * ledger entries written) or failed (nothing moved). The Idempotency-Key is unique per payer, and
 * the request's hash tells a true retry from a different payment under a reused key.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    fromUserId: text('from_user_id')
      .notNull()
      .references(() => users.id),
    toUserId: text('to_user_id')
      .notNull()
      .references(() => users.id),
    amountCents: cents('amount_cents').notNull(),
    note: text('note'),
    conversationId: text('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    status: text('status').notNull().default('pending'),
    failureReason: text('failure_reason'),
    requestId: text('request_id'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('payments_amount_range', sql`${t.amountCents} between 1 and 1000000`),
    check('payments_status_check', sql`${t.status} in ('pending', 'completed', 'failed')`),
    check('payments_not_to_self', sql`${t.fromUserId} <> ${t.toUserId}`),
    uniqueIndex('payments_idempotency_idx')
      .on(t.fromUserId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    // A request is paid at most once: only a failed attempt leaves room for another.
    uniqueIndex('payments_request_idx')
      .on(t.requestId)
      .where(sql`${t.requestId} is not null and ${t.status} <> 'failed'`),
    index('payments_from_idx').on(t.fromUserId, t.createdAt),
    index('payments_to_idx').on(t.toUserId, t.createdAt),
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** One side of a movement of money: negative leaves the account, positive enters it. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The payment it settles; null for the demo funding that opens a wallet. */
    paymentId: text('payment_id').references(() => payments.id),
    amountCents: cents('amount_cents').notNull(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_entries_not_zero', sql`${t.amountCents} <> 0`),
    check('ledger_entries_kind_check', sql`${t.kind} in ('funding', 'payment')`),
    index('ledger_entries_account_idx').on(t.accountId),
    // A payment moves money once: one entry per account, whatever runs twice.
    uniqueIndex('ledger_entries_payment_idx')
      .on(t.paymentId, t.accountId)
      .where(sql`${t.paymentId} is not null`),
  ],
);

/** 'Request Money' (spec core 2): someone asks another member for an amount. */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: text('id').primaryKey(),
    requesterId: text('requester_id')
      .notNull()
      .references(() => users.id),
    payerId: text('payer_id')
      .notNull()
      .references(() => users.id),
    amountCents: cents('amount_cents').notNull(),
    note: text('note'),
    conversationId: text('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    status: text('status').notNull().default('open'),
    paymentId: text('payment_id').references(() => payments.id),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('payment_requests_amount_range', sql`${t.amountCents} between 1 and 1000000`),
    check('payment_requests_status_check', sql`${t.status} in ('open', 'paid')`),
    check('payment_requests_not_to_self', sql`${t.requesterId} <> ${t.payerId}`),
  ],
);
