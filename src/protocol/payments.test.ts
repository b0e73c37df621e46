import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsLabel, dollarsToCents, paymentCreateSchema } from './payments';

describe('dollars to cents (core 5 and 9: $0.01 to $10,000, at most 2 decimals)', () => {
  it('should read every whole-cent amount in range exactly, whatever floating point does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (cents) => {
        // cents / 100 is how a client turns typed dollars into a JSON number.
        expect(dollarsToCents(cents / 100)).toBe(cents);
        expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
      }),
    );
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(0.1 + 0.2)).toBeNull();
  });

  it('should refuse anything with a fraction of a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 20_000, noNaN: true }), (dollars) => {
        const cents = dollarsToCents(dollars);
        if (cents !== null) expect(cents / 100).toBe(dollars);
      }),
    );
  });

  it.each([0, -0, -1, 0.001, 10000.01, 1e-7, 1e21, Infinity, NaN, '1e3', '5', null, true])(
    'should refuse %s',
    (value) => {
      expect(dollarsToCents(value)).toBeNull();
    },
  );

  it('should show cents as dollars with 2 decimals', () => {
    expect(dollarsLabel(1234)).toBe('$12.34');
    expect(dollarsLabel(5)).toBe('$0.05');
    expect(dollarsLabel(1_000_000)).toBe('$10,000.00');
    expect(dollarsLabel(-29)).toBe('-$0.29');
  });

  it('should parse a payment with the amount made cents and a blank note dropped', () => {
    const parsed = paymentCreateSchema.parse({
      fromUserId: 'a',
      toUserId: 'b',
      amount: 12.34,
      note: '   ',
      conversationId: 'c',
    });
    expect(parsed).toMatchObject({ amount: 1234, note: null });
  });
});
