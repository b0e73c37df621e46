import type { Payment, PaymentRequest } from '../../../protocol';
import type { paymentRequests, payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentRequestRow = typeof paymentRequests.$inferSelect;

/** The clientIds of the chat messages announcing a payment and a request: one message each. */
export const paymentMessageClientId = (paymentId: string) => `payment-${paymentId}`;
export const requestMessageClientId = (requestId: string) => `payment-request-${requestId}`;

/** A stored payment as the API shows it (spec core 3 Payment: amount in cents). */
export function paymentView(row: PaymentRow): Payment {
  return {
    id: row.id,
    fromUserId: row.fromUserId,
    toUserId: row.toUserId,
    amount: row.amountCents,
    note: row.note,
    conversationId: row.conversationId,
    status: row.status as Payment['status'],
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    failureReason: row.failureReason,
    requestId: row.requestId,
  };
}

export function paymentRequestView(row: PaymentRequestRow): PaymentRequest {
  return {
    id: row.id,
    requesterId: row.requesterId,
    payerId: row.payerId,
    amount: row.amountCents,
    note: row.note,
    conversationId: row.conversationId,
    status: row.status as PaymentRequest['status'],
    paymentId: row.paymentId,
    createdAt: row.createdAt.toISOString(),
  };
}
