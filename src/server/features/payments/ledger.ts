import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import type { Tx } from '../../db/retry';
import { txRetry } from '../../db/retry';
import { accounts, ledgerEntries } from '../../db/schema';

/**
 * The ledger: the only code that writes accounts and ledger_entries. Money moves in pairs of
 * entries that sum to zero, with both accounts' balances changed in the same transaction.
 */

/** The system account every wallet's opening demo money comes from (made by migration 0004). */
export const DEMO_FUNDING_ACCOUNT = 'system:demo-funding';

/** What a new wallet opens with: $1,000.00 of demo money. */
export const WALLET_OPENING_CENTS = 100_000;

export const walletAccountId = (userId: string): string => `user:${userId}`;

interface Move {
  from: string;
  to: string;
  cents: number;
  kind: 'funding' | 'payment';
  paymentId: string | null;
}

/**
 * Moves money between two accounts, or returns false (and changes nothing) when a user account
 * would go below zero. Both rows are locked in id order, whatever the direction, so two opposite
 * transfers never wait on each other in a cycle.
 */
export async function ledgerMove(tx: Tx, move: Move): Promise<boolean> {
  const ids = [move.from, move.to];
  const locked = await tx
    .select({ id: accounts.id, kind: accounts.kind, balance: accounts.balanceCents })
    .from(accounts)
    .where(inArray(accounts.id, ids))
    .orderBy(asc(accounts.id))
    .for('update');
  const from = locked.find((a) => a.id === move.from);
  // Wallets are opened before any payment naming them is stored, so this is a bug, not input.
  if (!from || !locked.some((a) => a.id === move.to)) {
    throw new Error(`ledger: account missing for ${move.from} -> ${move.to}`);
  }
  if (from.kind === 'user' && from.balance < move.cents) return false;
  await tx.insert(ledgerEntries).values([
    { accountId: move.from, paymentId: move.paymentId, amountCents: -move.cents, kind: move.kind },
    { accountId: move.to, paymentId: move.paymentId, amountCents: move.cents, kind: move.kind },
  ]);
  await tx
    .update(accounts)
    .set({
      balanceCents: sql`${accounts.balanceCents} + case when ${accounts.id} = ${move.from} then ${-move.cents}::bigint else ${move.cents}::bigint end`,
    })
    .where(inArray(accounts.id, ids));
  return true;
}

/**
 * Opens a user's wallet if it is not open yet, funded with the demo money by a ledger entry
 * from the demo funding account. Two callers at once open it once: the second insert waits for
 * the first and then finds the row.
 */
export async function walletEnsure(tx: Tx, userId: string): Promise<void> {
  const id = walletAccountId(userId);
  const opened = await tx
    .insert(accounts)
    .values({ id, userId, kind: 'user' })
    .onConflictDoNothing()
    .returning({ id: accounts.id });
  if (!opened[0]) return;
  await ledgerMove(tx, {
    from: DEMO_FUNDING_ACCOUNT,
    to: id,
    cents: WALLET_OPENING_CENTS,
    kind: 'funding',
    paymentId: null,
  });
}

/** Wallets known to be open, per database: a wallet is never closed, so this is never stale. */
const walletsOpen = new WeakMap<Db, Set<string>>();

/**
 * Opens the wallets of these users that are not open yet. Wallets this process has seen open
 * cost nothing; the others one read, and a transaction only for those really missing.
 */
export async function walletsEnsure(db: Db, userIds: readonly string[]): Promise<void> {
  let known = walletsOpen.get(db);
  if (!known) walletsOpen.set(db, (known = new Set()));
  const unknown = userIds.map(walletAccountId).filter((id) => !known.has(id));
  if (unknown.length === 0) return;
  const open = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(inArray(accounts.id, unknown));
  for (const { id } of open) known.add(id);
  for (const userId of userIds) {
    if (known.has(walletAccountId(userId))) continue;
    await txRetry(db, (tx) => walletEnsure(tx, userId));
    known.add(walletAccountId(userId));
  }
}

/** A user's balance in cents, opening their wallet first if they never had one. */
export async function walletBalance(db: Db, userId: string): Promise<number> {
  const read = async () =>
    (
      await db
        .select({ balance: accounts.balanceCents })
        .from(accounts)
        .where(eq(accounts.id, walletAccountId(userId)))
    )[0]?.balance;
  const held = await read();
  if (held !== undefined) return held;
  await txRetry(db, (tx) => walletEnsure(tx, userId));
  return (await read()) ?? 0;
}
