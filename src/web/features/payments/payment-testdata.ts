import type { Payment, PaymentRequest } from '../../../protocol';

/** A payment and a request as the server sends them, for the client cache's tests. */
export const testPayment = (status: Payment['status'], over: Partial<Payment> = {}): Payment => ({
  id: 'p1',
  fromUserId: 'u-emma',
  toUserId: 'u-sofia',
  amount: 1234,
  note: null,
  conversationId: 'c1',
  status,
  createdAt: '2025-01-01T00:00:00.000Z',
  settledAt: status === 'pending' ? null : '2025-01-01T00:00:02.000Z',
  failureReason: status === 'failed' ? 'Insufficient funds' : null,
  requestId: null,
  ...over,
});

export const testRequest = (status: PaymentRequest['status']): PaymentRequest => ({
  id: 'r1',
  requesterId: 'u-sofia',
  payerId: 'u-emma',
  amount: 500,
  note: null,
  conversationId: 'c1',
  status,
  paymentId: status === 'paid' ? 'p1' : null,
  createdAt: '2025-01-01T00:00:00.000Z',
});
