import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Payment, PaymentRequest, ServerEvent } from '../../../protocol';
import { cacheApplyEvents } from '../../lib/live-cache';
import { LiveRegistry } from '../../lib/live-registry';
import { balanceKey, paymentKey, paymentRequestKey, paymentsKey } from '../../lib/query-client';
import { paymentsLive } from './live';
import { testPayment as payment, testRequest as request } from './payment-testdata';

const registry = new LiveRegistry([paymentsLive]);

function apply(client: QueryClient, userId: string, events: ServerEvent[]) {
  cacheApplyEvents(client, events, { userId, openConversationId: 'c1' }, registry);
}

const updated = (p: Payment): ServerEvent => ({ type: 'payment_updated', payment: p });

/** A client holding the reader's balance and history, as the Allo Cash dialog leaves them. */
function walletClient(userId: string): QueryClient {
  const client = new QueryClient();
  client.setQueryData(balanceKey(userId), { balanceCents: 100_000 });
  client.setQueryData(paymentsKey(userId), []);
  return client;
}

describe('paymentsLive', () => {
  it('should store a new payment before its message arrives, then its settling', () => {
    const client = new QueryClient();
    apply(client, 'u-sofia', [updated(payment('pending'))]);
    expect(client.getQueryData<Payment>(paymentKey('p1'))?.status).toBe('pending');
    apply(client, 'u-sofia', [updated(payment('completed'))]);
    expect(client.getQueryData<Payment>(paymentKey('p1'))?.status).toBe('completed');
  });

  it('should not let a late pending copy undo a settled one, even in one burst', () => {
    const client = new QueryClient();
    apply(client, 'u-emma', [updated(payment('completed')), updated(payment('pending'))]);
    expect(client.getQueryData<Payment>(paymentKey('p1'))?.status).toBe('completed');
  });

  it.each(['u-emma', 'u-sofia'])('should refresh the wallet of %s, who took part', (userId) => {
    const client = walletClient(userId);
    apply(client, userId, [updated(payment('completed'))]);
    expect(client.getQueryState(balanceKey(userId))?.isInvalidated).toBe(true);
    expect(client.getQueryState(paymentsKey(userId))?.isInvalidated).toBe(true);
  });

  it('should leave the wallet of a group member who did not take part', () => {
    const client = walletClient('u-wei');
    apply(client, 'u-wei', [updated(payment('completed'))]);
    expect(client.getQueryState(balanceKey('u-wei'))?.isInvalidated).toBe(false);
  });

  it('should move a request to paid and keep it there', () => {
    const client = new QueryClient();
    const requestUpdated = (r: PaymentRequest): ServerEvent => ({
      type: 'payment_request_updated',
      request: r,
    });
    apply(client, 'u-sofia', [requestUpdated(request('open'))]);
    expect(client.getQueryData<PaymentRequest>(paymentRequestKey('r1'))?.status).toBe('open');
    apply(client, 'u-sofia', [requestUpdated(request('paid')), requestUpdated(request('open'))]);
    expect(client.getQueryData<PaymentRequest>(paymentRequestKey('r1'))?.status).toBe('paid');
  });
});
