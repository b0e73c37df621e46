import { and, eq } from 'drizzle-orm';
import type { Payment, PaymentRequest } from '../../../protocol';
import { PAYMENT_TEXT } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import type { Tx } from '../../db/retry';
import { txRetry } from '../../db/retry';
import { paymentRequests, payments } from '../../db/schema';
import { HttpError } from '../../kernel/http';
import { messageMetadataMerge } from '../messages/metadata';
import { ledgerMove, walletAccountId } from './ledger';
import { partiesMaySee } from './parties';
import { paymentPublish } from './publish';
import type { PaymentRequestRow, PaymentRow } from './view';
import {
  paymentMessageClientId,
  paymentRequestView,
  paymentView,
  requestMessageClientId,
} from './view';

export const paymentNotFound = () => new HttpError(404, 'Payment not found');

interface Settled {
  row: PaymentRow;
  /** Whether this call settled it (false: it was settled before). */
  changed: boolean;
  /** The request it paid, when this call paid one. */
  request?: PaymentRequestRow;
  /** Someone other than the payer asked: nothing was done. */
  notPayer?: boolean;
}

/**
 * Spec core 4: a pending payment becomes completed. Settlement is the server's, in one
 * transaction with the payment's row locked: both wallets' entries, their balances and the
 * status together, or, when the payer's balance is short, 'failed' with nothing moved. A payment
 * already settled is answered as it stands, so asking twice (or the server's own timer racing the
 * payer's call) moves money once. `by` is the payer asking, or null for the server's own timer.
 */
export async function paymentSettle(
  ctx: AppContext,
  id: string,
  by: string | null,
  now = new Date(),
): Promise<Payment> {
  const settled = await txRetry(ctx.db, async (tx): Promise<Settled> => {
    const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (!row) throw paymentNotFound();
    // The payer is known from the row itself; who else may see it is asked after the
    // transaction, since the members cache may read the database.
    if (by !== null && by !== row.fromUserId) return { row, changed: false, notPayer: true };
    if (row.status !== 'pending') return { row, changed: false };
    return settleLocked(tx, row, now);
  });
  if (settled.notPayer) await notPayerRefusal(ctx, settled.row, by!);
  if (settled.changed) await settledPublish(ctx, settled);
  return paymentView(settled.row);
}

/** Only the payer may ask; to the payee and the chat that is 403, to anyone else it does not exist. */
async function notPayerRefusal(ctx: AppContext, row: PaymentRow, userId: string): Promise<never> {
  const { fromUserId, toUserId, conversationId } = row;
  if (!(await partiesMaySee(ctx, userId, [fromUserId, toUserId], conversationId))) {
    throw paymentNotFound();
  }
  throw new HttpError(403, 'Only the payer can complete a payment');
}

async function settleLocked(tx: Tx, row: PaymentRow, now: Date): Promise<Settled> {
  const moved = await ledgerMove(tx, {
    from: walletAccountId(row.fromUserId),
    to: walletAccountId(row.toUserId),
    cents: row.amountCents,
    kind: 'payment',
    paymentId: row.id,
  });
  const status = moved ? 'completed' : 'failed';
  const [updated] = await tx
    .update(payments)
    .set({
      status,
      failureReason: moved ? null : PAYMENT_TEXT.insufficientFunds,
      settledAt: now,
    })
    .where(eq(payments.id, row.id))
    .returning();
  if (row.conversationId) {
    await messageMetadataMerge(
      tx,
      {
        conversationId: row.conversationId,
        senderId: row.fromUserId,
        clientId: paymentMessageClientId(row.id),
      },
      { status },
    );
  }
  const request = moved && row.requestId ? await requestMarkPaid(tx, row, now) : undefined;
  return { row: updated!, changed: true, request };
}

async function requestMarkPaid(
  tx: Tx,
  payment: PaymentRow,
  now: Date,
): Promise<PaymentRequestRow | undefined> {
  const [request] = await tx
    .update(paymentRequests)
    .set({ status: 'paid', paymentId: payment.id, paidAt: now })
    .where(and(eq(paymentRequests.id, payment.requestId!), eq(paymentRequests.status, 'open')))
    .returning();
  if (request?.conversationId) {
    await messageMetadataMerge(
      tx,
      {
        conversationId: request.conversationId,
        senderId: request.requesterId,
        clientId: requestMessageClientId(request.id),
      },
      { status: 'paid', paymentId: payment.id },
    );
  }
  return request;
}

async function settledPublish(ctx: AppContext, settled: Settled): Promise<void> {
  const { row, request } = settled;
  await paymentPublish(ctx, [row.fromUserId, row.toUserId], row.conversationId, {
    type: 'payment_updated',
    payment: paymentView(row),
  });
  if (request) {
    const view: PaymentRequest = paymentRequestView(request);
    await paymentPublish(ctx, [request.requesterId, request.payerId], request.conversationId, {
      type: 'payment_request_updated',
      request: view,
    });
  }
}
