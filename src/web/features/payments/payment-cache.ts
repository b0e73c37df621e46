import type { QueryClient } from '@tanstack/react-query';
import type { Payment, PaymentRequest } from '../../../protocol';
import { balanceKey, paymentsKey } from '../../lib/query-client';

/**
 * Which copy of a payment to keep when another arrives (a live push, the 3 s poll, the answer
 * to our own settle call). They can arrive out of order, and a payment only ever moves forward:
 * pending, then completed or failed. So a settled copy is never replaced by a pending one; any
 * other newcomer wins. Returns `held` itself when it stays, so nothing re-renders.
 */
export function paymentPick(held: Payment | undefined, incoming: Payment): Payment {
  if (!held || held.id !== incoming.id) return incoming;
  return held.status !== 'pending' && incoming.status === 'pending' ? held : incoming;
}

/** The same for a request: open, then paid, never back. */
export function paymentRequestPick(
  held: PaymentRequest | undefined,
  incoming: PaymentRequest,
): PaymentRequest {
  if (!held || held.id !== incoming.id) return incoming;
  return held.status === 'paid' && incoming.status === 'open' ? held : incoming;
}

/** True when this payment moves money in or out of `userId`'s wallet. */
export function paymentInvolves(payment: Pick<Payment, 'fromUserId' | 'toUserId'>, userId: string) {
  return payment.fromUserId === userId || payment.toUserId === userId;
}

/** Fetches the user's balance and payment history again (now if on screen, else when shown). */
export function walletInvalidate(client: QueryClient, userId: string): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: balanceKey(userId), exact: true }),
    client.invalidateQueries({ queryKey: paymentsKey(userId), exact: true }),
  ]);
}
