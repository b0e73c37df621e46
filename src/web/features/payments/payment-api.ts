import type { QueryClient } from '@tanstack/react-query';
import type {
  Payment,
  PaymentCreateBody,
  PaymentRequest,
  PaymentRequestCreateBody,
} from '../../../protocol';
import { PAYMENT_MAX_CENTS, PAYMENT_MIN_CENTS, PAYMENT_SETTLE_DELAY_MS } from '../../../protocol';
import { tNow } from '../../i18n/intl';
import { apiRequest, errorIsNetwork, errorText } from '../../lib/api';
import { paymentPick, paymentRequestPick, walletInvalidate } from './payment-cache';
import { paymentKey, paymentRequestKey } from '../../lib/query-client';
import { toast } from '../../ui/toast-store';
import type { FormProblem } from './payment-form';
import { failureReasonText } from './payment-text';

/** POST /api/payments (spec core 7): amount in dollars; the reply's amount is in cents. */
export async function paymentCreate(
  client: QueryClient,
  body: PaymentCreateBody,
  idempotencyKey: string,
): Promise<Payment> {
  const payment = await apiRequest<Payment>('POST', '/api/payments', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  client.setQueryData<Payment>(paymentKey(payment.id), (held) => paymentPick(held, payment));
  return payment;
}

/** POST /api/payment-requests: asks `toUserId` for the amount. */
export async function paymentRequestCreate(
  client: QueryClient,
  body: PaymentRequestCreateBody,
): Promise<PaymentRequest> {
  const request = await apiRequest<PaymentRequest>('POST', '/api/payment-requests', body);
  client.setQueryData(paymentRequestKey(request.id), request);
  return request;
}

/** Spec core 8: 'Payment failed' with the server's words, or the fallback when it never answered. */
export function paymentFailedToast(description: string | null): void {
  toast({
    title: tNow('payments.failed'),
    description:
      description === null ? tNow('payments.failedFallback') : failureReasonText(description, tNow),
    variant: 'destructive',
  });
}

/** Spec core 5: what is wrong with the Send or Request form ('Invalid amount' and its range). */
export function paymentProblemToast(problem: FormProblem): void {
  toast({
    title: tNow(problem.titleId),
    description: tNow(problem.descriptionId, {
      min: PAYMENT_MIN_CENTS / 100,
      max: PAYMENT_MAX_CENTS / 100,
      // 'payments.amountCents' shows what two decimals look like.
      example: 12.34,
    }),
    variant: 'destructive',
  });
}

export function paymentErrorToast(err: unknown): void {
  paymentFailedToast(errorIsNetwork(err) ? null : errorText(err));
}

/** Payments with a settle call scheduled, so a double tap cannot schedule two. */
const settling = new Set<string>();

/**
 * Spec core 4: a new payment is pending; after 2 s the client asks for it to be completed. The
 * timer lives here, outside any component, so it still fires once the dialog has closed.
 * A payment that comes back already settled (a repeated key) needs no call: a failed one says so.
 */
export function paymentSettleLater(client: QueryClient, payment: Payment, meId: string): void {
  if (payment.status !== 'pending') {
    if (payment.status !== 'completed') paymentFailedToast(payment.failureReason);
    void walletInvalidate(client, meId);
    return;
  }
  if (settling.has(payment.id)) return;
  settling.add(payment.id);
  setTimeout(() => {
    void paymentSettle(client, payment.id, meId).finally(() => settling.delete(payment.id));
  }, PAYMENT_SETTLE_DELAY_MS);
}

/** PUT /api/payments/{id}/status completed; the answer may be 'failed' (insufficient funds). */
async function paymentSettle(client: QueryClient, paymentId: string, meId: string) {
  try {
    const settled = await apiRequest<Payment>(
      'PUT',
      `/api/payments/${encodeURIComponent(paymentId)}/status`,
      { status: 'completed' },
    );
    client.setQueryData<Payment>(paymentKey(paymentId), (held) => paymentPick(held, settled));
    if (settled.status === 'completed' && settled.requestId) {
      requestMarkPaid(client, settled.requestId, settled.id);
    }
    if (settled.status !== 'completed' && settled.status !== 'pending') {
      paymentFailedToast(settled.failureReason);
    }
  } catch (err) {
    // Unanswered: the server settles a pending payment by itself, and its push or the card's
    // poll brings the outcome. A refusal is shown.
    if (!errorIsNetwork(err)) paymentErrorToast(err);
    void client.invalidateQueries({ queryKey: paymentKey(paymentId), exact: true });
  } finally {
    void walletInvalidate(client, meId);
  }
}

/** Our payment of a request completed: it is paid (the server's push says the same). */
function requestMarkPaid(client: QueryClient, requestId: string, paymentId: string) {
  const key = paymentRequestKey(requestId);
  const held = client.getQueryData<PaymentRequest>(key);
  if (!held) return;
  const paid: PaymentRequest = { ...held, status: 'paid', paymentId };
  if (paymentRequestPick(held, paid) !== held) client.setQueryData(key, paid);
}
