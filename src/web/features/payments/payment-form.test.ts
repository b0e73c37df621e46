import { describe, expect, it } from 'vitest';
import english from 'virtual:catalog/en';
import { messagesFrom } from '../../i18n/catalog-load';
import type { Values } from '../../i18n/intl';
import { intlCreate } from '../../i18n/intl';
import { ApiError } from '../../lib/api';
import { PAYMENT_MAX_CENTS, PAYMENT_MIN_CENTS } from '../../../protocol';
import type { MoneyCheck, MoneyDraft } from './payment-form';
import {
  idempotencyKeyFor,
  idempotencyKeyKeep,
  moneyDraftCheck,
  requestPayKey,
} from './payment-form';

/** The app's words in English, from the real catalog. */
const intl = intlCreate('en', messagesFrom(english));
const t = (id: string, values?: Values) => intl.formatMessage({ id }, values);

/** A refusal's words as the toast shows them (`paymentProblemToast`). */
function problemText(check: MoneyCheck) {
  if (check.ok) return null;
  const range = { min: PAYMENT_MIN_CENTS / 100, max: PAYMENT_MAX_CENTS / 100, example: 12.34 };
  return {
    title: t(check.problem.titleId),
    description: t(check.problem.descriptionId, range),
  };
}

const draft = (over: Partial<MoneyDraft>): MoneyDraft => ({
  recipientId: 'u-sofia',
  amount: '12.34',
  note: '',
  ...over,
});

describe('moneyDraftCheck (core 5 Payment)', () => {
  it('should turn a valid amount into cents and dollars', () => {
    expect(moneyDraftCheck(draft({ note: '  lunch ' }))).toEqual({
      ok: true,
      recipientId: 'u-sofia',
      cents: 1234,
      dollars: 12.34,
      note: 'lunch',
    });
  });

  it.each(['0.01', '10000', '0.29', '5', '5.5'])('should accept %s', (amount) => {
    expect(moneyDraftCheck(draft({ amount })).ok).toBe(true);
  });

  it.each(['0', '-1', '0.001', '10000.01', '1e9', 'abc', '.'])(
    "should refuse %s as 'Invalid amount'",
    (amount) => {
      expect(problemText(moneyDraftCheck(draft({ amount })))).toEqual({
        title: 'Invalid amount',
        description: 'Amount must be between $0.01 and $10,000',
      });
    },
  );

  it.each(['12.345', '0.019', '9999.999'])(
    'should say of %s, in range, that cents have two digits (issue 27)',
    (amount) => {
      expect(problemText(moneyDraftCheck(draft({ amount })))).toEqual({
        title: 'Invalid amount',
        description: 'Cents have two digits: use at most two decimals, like $12.34',
      });
    },
  );

  it('should require a recipient and an amount', () => {
    for (const over of [{ recipientId: null }, { amount: '' }, { amount: '   ' }]) {
      expect(problemText(moneyDraftCheck(draft(over)))).toEqual({
        title: 'Missing details',
        description: 'A recipient and an amount are required',
      });
    }
  });

  it("should refuse an amount above a known balance as 'Insufficient funds'", () => {
    expect(problemText(moneyDraftCheck(draft({ amount: '12.35' }), 1234))).toEqual({
      title: 'Payment failed',
      description: 'Insufficient funds',
    });
    expect(moneyDraftCheck(draft({ amount: '0.01' }), 0).ok).toBe(false);
  });

  it('should accept an amount up to a known balance', () => {
    expect(moneyDraftCheck(draft({ amount: '12.34' }), 1234).ok).toBe(true);
    expect(moneyDraftCheck(draft({ amount: '12.34' }), 100_000).ok).toBe(true);
  });

  it('should leave the balance to the server when it is not known', () => {
    expect(moneyDraftCheck(draft({ amount: '10000' })).ok).toBe(true);
    expect(moneyDraftCheck(draft({ amount: '10000' }), undefined).ok).toBe(true);
  });

  it('should name a missing recipient or a bad amount before the balance', () => {
    const missing = problemText(moneyDraftCheck(draft({ recipientId: null }), 0));
    expect(missing?.description).toBe('A recipient and an amount are required');
    const invalid = problemText(moneyDraftCheck(draft({ amount: '0.001' }), 0));
    expect(invalid?.title).toBe('Invalid amount');
  });

  it('should treat a blank note as none', () => {
    const check = moneyDraftCheck(draft({ note: '   ' }));
    expect(check.ok && check.note).toBeNull();
  });
});

describe('idempotencyKeyFor', () => {
  let n = 0;
  const make = () => `key-${++n}`;

  it('should keep the key while the body is the same', () => {
    const first = idempotencyKeyFor(null, '{"amount":1}', make);
    expect(idempotencyKeyFor(first, '{"amount":1}', make)).toBe(first);
  });

  it('should make a new key once the body changed', () => {
    const first = idempotencyKeyFor(null, '{"amount":1}', make);
    const next = idempotencyKeyFor(first, '{"amount":2}', make);
    expect(next.key).not.toBe(first.key);
    expect(next.signature).toBe('{"amount":2}');
  });
});

describe('idempotencyKeyKeep', () => {
  it('should keep the key when there was no answer or a server fault', () => {
    expect(idempotencyKeyKeep(new TypeError('Failed to fetch'))).toBe(true);
    expect(idempotencyKeyKeep(new ApiError(502, 'Bad Gateway', ''))).toBe(true);
  });

  it('should drop it after a refusal, which paid nothing', () => {
    expect(idempotencyKeyKeep(new ApiError(400, 'Bad Request', '{"error":"x"}'))).toBe(false);
    expect(idempotencyKeyKeep(new ApiError(404, 'Not Found', ''))).toBe(false);
  });
});

describe('requestPayKey', () => {
  it('should derive the same key for every tap on the same request', () => {
    expect(requestPayKey('r1', null)).toBe('pay-request-r1');
    expect(requestPayKey('r1', null)).toBe(requestPayKey('r1', null));
  });

  it('should derive a new key after a failed payment', () => {
    expect(requestPayKey('r1', 'p9')).toBe('pay-request-r1-after-p9');
  });
});
