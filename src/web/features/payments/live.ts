import type { Payment, PaymentRequest } from '../../../protocol';
import { liveFeature } from '../../lib/live-registry';
import { paymentKey, paymentRequestKey } from '../../lib/query-client';
import {
  paymentInvolves,
  paymentPick,
  paymentRequestPick,
  walletInvalidate,
} from './payment-cache';

/**
 * Payment and request updates replace the cached copy unless it is further along (a settled
 * payment never goes back to pending). Unlike games they are stored even when not cached yet:
 * the push of a new payment usually comes just before its chat message, whose card then finds
 * it. Our balance and history are fetched again when the payment is ours.
 */
export const paymentsLive = liveFeature({
  events: ['payment_updated', 'payment_request_updated'],
  applyEvents: (client, events, { userId }) => {
    let ours = false;
    for (const event of events) {
      if (event.type === 'payment_updated') {
        const key = paymentKey(event.payment.id);
        const held = client.getQueryData<Payment>(key);
        if (paymentPick(held, event.payment) !== held) client.setQueryData(key, event.payment);
        ours ||= paymentInvolves(event.payment, userId);
      } else {
        const key = paymentRequestKey(event.request.id);
        const held = client.getQueryData<PaymentRequest>(key);
        if (paymentRequestPick(held, event.request) !== held)
          client.setQueryData(key, event.request);
      }
    }
    if (ours) void walletInvalidate(client, userId);
  },
  // Payments and requests on screen may have settled or been paid while we were away.
  refetch: (client, userId) =>
    Promise.allSettled([
      client.invalidateQueries({ queryKey: ['/api/payments'] }),
      client.invalidateQueries({ queryKey: ['/api/payment-requests'] }),
      walletInvalidate(client, userId),
    ]),
});
