import { describe, expect, it } from 'vitest';
import type { Payment } from '../../../protocol';
import { paymentInvolves, paymentPick, paymentRequestPick } from './payment-cache';
import { testPayment as payment, testRequest as request } from './payment-testdata';

describe('paymentPick (core 4 Payment)', () => {
  it('should take the first copy', () => {
    const first = payment('pending');
    expect(paymentPick(undefined, first)).toBe(first);
  });

  it.each(['completed', 'failed'] as const)('should move from pending to %s', (status) => {
    const settled = payment(status);
    expect(paymentPick(payment('pending'), settled)).toBe(settled);
  });

  it.each(['completed', 'failed'] as const)(
    'should keep a %s copy when a pending one arrives late',
    (status) => {
      const held = payment(status);
      expect(paymentPick(held, payment('pending'))).toBe(held);
    },
  );

  it('should take an equal copy, which may carry more (a failure reason)', () => {
    const incoming = payment('pending', { note: 'lunch' });
    expect(paymentPick(payment('pending'), incoming)).toBe(incoming);
  });

  it('should take a copy of another payment outright', () => {
    const other = payment('pending', { id: 'p2' });
    expect(paymentPick(payment('completed'), other)).toBe(other);
  });

  it('should end settled whatever order the copies arrive in', () => {
    const orders = [
      [payment('pending'), payment('completed'), payment('pending')],
      [payment('completed'), payment('pending'), payment('pending')],
      [payment('pending'), payment('pending'), payment('completed')],
    ];
    for (const copies of orders) {
      const held = copies.reduce<Payment | undefined>(paymentPick, undefined);
      expect(held?.status).toBe('completed');
    }
  });
});

describe('paymentRequestPick', () => {
  it('should move from open to paid', () => {
    const paid = request('paid');
    expect(paymentRequestPick(request('open'), paid)).toBe(paid);
  });

  it('should keep paid when an open copy arrives late', () => {
    const held = request('paid');
    expect(paymentRequestPick(held, request('open'))).toBe(held);
  });
});

describe('paymentInvolves', () => {
  it('should be true for the payer and the payee only', () => {
    expect(paymentInvolves(payment('pending'), 'u-emma')).toBe(true);
    expect(paymentInvolves(payment('pending'), 'u-sofia')).toBe(true);
    expect(paymentInvolves(payment('pending'), 'u-wei')).toBe(false);
  });
});
