import { dollarsToCents, dollarsTooPrecise } from '../../../protocol';
import { ApiError } from '../../lib/api';

/** What the Send and Request tabs hold while being filled in. */
export interface MoneyDraft {
  recipientId: string | null;
  /** The amount field's text, in dollars ('12.34'). */
  amount: string;
  note: string;
}

export function moneyDraftEmpty(recipientId: string | null): MoneyDraft {
  return { recipientId, amount: '', note: '' };
}

/**
 * What is wrong with the form, as catalog ids: the words are the protocol's `PAYMENT_TEXT`
 * (spec core 5 and 8), in the reader's language. `payments.amountRange` takes `{min}` and `{max}`
 * (see `paymentProblemToast`).
 */
export interface FormProblem {
  titleId: string;
  descriptionId: string;
}

export type MoneyCheck =
  | { ok: true; recipientId: string; cents: number; dollars: number; note: string | null }
  | { ok: false; problem: FormProblem };

/**
 * Spec core 5 Payment: a recipient and an amount are required; the amount must be $0.01 to
 * $10,000 in whole cents, otherwise 'Invalid amount'. A blank note is no note.
 *
 * `balanceCents`, when known, refuses an amount above it as the server would settle it (spec
 * core 8: 'Payment failed', 'Insufficient funds'), sparing a failed card. Unknown (still
 * loading, or unavailable), the server alone decides.
 */
export function moneyDraftCheck(draft: MoneyDraft, balanceCents?: number): MoneyCheck {
  const text = draft.amount.trim();
  if (!draft.recipientId || text === '') {
    return {
      ok: false,
      problem: { titleId: 'payments.missingDetails', descriptionId: 'payments.required' },
    };
  }
  const dollars = Number(text);
  const cents = dollarsToCents(dollars);
  if (cents === null) {
    // '12.345' is in range: say what is wrong with it (the cents), not the range.
    const descriptionId = dollarsTooPrecise(dollars)
      ? 'payments.amountCents'
      : 'payments.amountRange';
    return { ok: false, problem: { titleId: 'payments.invalidAmount', descriptionId } };
  }
  if (typeof balanceCents === 'number' && cents > balanceCents) {
    return {
      ok: false,
      problem: { titleId: 'payments.failed', descriptionId: 'payments.insufficientFunds' },
    };
  }
  const note = draft.note.trim() || null;
  return { ok: true, recipientId: draft.recipientId, cents, dollars, note };
}

/** An Idempotency-Key and the exact request it was made for. */
export interface HeldKey {
  signature: string;
  key: string;
}

/**
 * The key for sending `signature` (the request body as JSON): the held one when it was made for
 * this same body, so pressing Send again after a lost answer cannot pay twice; a fresh one once
 * anything in the form changed.
 */
export function idempotencyKeyFor(
  held: HeldKey | null,
  signature: string,
  make: () => string,
): HeldKey {
  return held?.signature === signature ? held : { signature, key: make() };
}

/**
 * True when a failed send may have reached the server anyway (no answer, or a server fault), so
 * a retry must carry the same key. A refusal (4xx) paid nothing: the next try starts afresh.
 */
export function idempotencyKeyKeep(err: unknown): boolean {
  return !(err instanceof ApiError) || err.status >= 500;
}

/**
 * The key for paying a request with one tap: derived from the request, so a second tap, or the
 * payer's other tab, gets the first payment back instead of paying again. After that payment
 * failed (insufficient funds), the next try is a new payment, derived from the failed one.
 */
export function requestPayKey(requestId: string, failedPaymentId: string | null): string {
  return failedPaymentId
    ? `pay-request-${requestId}-after-${failedPaymentId}`
    : `pay-request-${requestId}`;
}
