import { replaceEqualDeep, useQuery } from '@tanstack/react-query';
import type { Balance, Payment, PaymentRequest } from '../../../protocol';
import { paymentPick, paymentRequestPick } from './payment-cache';
import { balanceKey, paymentKey, paymentRequestKey, paymentsKey } from '../../lib/query-client';

/**
 * While a payment is pending its card asks again this often, in case the push of its settling
 * was missed (the server settles within about 2 s, so one or two asks at most).
 */
export const PAYMENT_POLL_MS = 3_000;

/** GET /api/users/{id}/balance. Not retried (spec core 9); live pushes refresh it. */
export function useBalance(userId: string) {
  return useQuery<Balance>({ queryKey: balanceKey(userId), retry: false });
}

/** GET /api/users/{id}/payments: sent and received, newest first. */
export function usePaymentHistory(userId: string) {
  return useQuery<Payment[]>({ queryKey: paymentsKey(userId), retry: false });
}

/**
 * GET /api/payments/{id}, as the cards read it. `fetchNow` (the message still says pending)
 * asks once on mount; while pending it asks again every 3 s. Pushes fill the same entry, and
 * an older copy never replaces a settled one, whichever arrives last.
 */
export function usePayment(paymentId: string | null, fetchNow: boolean) {
  return useQuery<Payment>({
    queryKey: paymentKey(paymentId ?? ''),
    enabled: paymentId !== null && fetchNow,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PAYMENT_POLL_MS : false),
    retry: false,
    structuralSharing: (held, incoming) => {
      const kept = paymentPick(held as Payment | undefined, incoming as Payment);
      return kept === held ? held : replaceEqualDeep(held, kept);
    },
  });
}

/** GET /api/payment-requests/{id}; `fetchNow` (the message still says open) asks once on mount. */
export function usePaymentRequest(requestId: string, fetchNow: boolean) {
  return useQuery<PaymentRequest>({
    queryKey: paymentRequestKey(requestId),
    enabled: fetchNow,
    retry: false,
    structuralSharing: (held, incoming) => {
      const kept = paymentRequestPick(
        held as PaymentRequest | undefined,
        incoming as PaymentRequest,
      );
      return kept === held ? held : replaceEqualDeep(held, kept);
    },
  });
}
