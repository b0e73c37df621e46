import { desc, eq, or } from 'drizzle-orm';
import type { Payment } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { payments } from '../../db/schema';
import { partiesMaySee } from './parties';
import { paymentNotFound } from './settle';
import { paymentView } from './view';

/** How many payments the History tab gets: the newest ones. */
export const PAYMENT_HISTORY_MAX = 200;

/** One payment, to its payer, its payee and the members of its conversation. */
export async function paymentGet(ctx: AppContext, userId: string, id: string): Promise<Payment> {
  const [row] = await ctx.db.select().from(payments).where(eq(payments.id, id));
  if (
    !row ||
    !(await partiesMaySee(ctx, userId, [row.fromUserId, row.toUserId], row.conversationId))
  ) {
    throw paymentNotFound();
  }
  return paymentView(row);
}

/** Spec core 7 GET /api/users/{id}/payments: what the user sent and received, newest first. */
export async function paymentList(ctx: AppContext, userId: string): Promise<Payment[]> {
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(or(eq(payments.fromUserId, userId), eq(payments.toUserId, userId)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(PAYMENT_HISTORY_MAX);
  return rows.map(paymentView);
}
