import { desc, eq, or } from 'drizzle-orm';
import type { AccountExport } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { accounts, paymentRequests, payments } from '../../db/schema';
import { walletAccountId } from '../payments/ledger';

/** The user's Allo Cash: their balance, and the payments and requests they are one side of. */
export async function exportWallet(
  ctx: AppContext,
  userId: string,
): Promise<AccountExport['wallet']> {
  const [account] = await ctx.db
    .select({ balance: accounts.balanceCents })
    .from(accounts)
    .where(eq(accounts.id, walletAccountId(userId)));
  const paid = await ctx.db
    .select()
    .from(payments)
    .where(or(eq(payments.fromUserId, userId), eq(payments.toUserId, userId)))
    .orderBy(desc(payments.createdAt));
  const asked = await ctx.db
    .select()
    .from(paymentRequests)
    .where(or(eq(paymentRequests.requesterId, userId), eq(paymentRequests.payerId, userId)))
    .orderBy(desc(paymentRequests.createdAt));
  return {
    // 0 when the wallet was never opened (it opens the first time it is needed).
    balanceCents: account?.balance ?? 0,
    payments: paid.map((p) => ({
      id: p.id,
      fromUserId: p.fromUserId,
      toUserId: p.toUserId,
      amountCents: p.amountCents,
      note: p.note,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
      settledAt: p.settledAt?.toISOString() ?? null,
    })),
    paymentRequests: asked.map((r) => ({
      id: r.id,
      requesterId: r.requesterId,
      payerId: r.payerId,
      amountCents: r.amountCents,
      note: r.note,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
