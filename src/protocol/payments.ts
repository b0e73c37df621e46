import { z } from 'zod';

/**
 * Allo Cash (spec core 3 Payment, 5, 7, 9). Money is integer cents everywhere; the spec's
 * POST /api/payments takes dollars, which are turned into cents exactly by {@link dollarsToCents}.
 */

/** Spec core 9: $0.01 to $10,000. */
export const PAYMENT_MIN_CENTS = 1;
export const PAYMENT_MAX_CENTS = 1_000_000;
/** Spec core 9: note max 100 characters. */
export const PAYMENT_NOTE_MAX = 100;
/** Spec core 4: after 2 s the client asks for the payment to be completed. */
export const PAYMENT_SETTLE_DELAY_MS = 2_000;

/** Spec core 5 and 8, the texts the dialog and the server use. */
export const PAYMENT_TEXT = {
  invalidAmount: 'Invalid amount',
  amountRange: 'Amount must be between $0.01 and $10,000',
  /** Addition: '$12.345' is in range; what is wrong with it is the third decimal. */
  amountCents: 'Cents have two digits: use at most two decimals, like $12.34',
  required: 'A recipient and an amount are required',
  failed: 'Payment failed',
  failedFallback: 'Unable to process payment. Please try again.',
  insufficientFunds: 'Insufficient funds',
} as const;

/**
 * Dollars as JSON sends them (a number, at most 2 decimals, $0.01 to $10,000) to cents; null
 * for anything else: strings, NaN, 0.001, 1e-7, negatives, zero, too large. Exact: the number's
 * shortest decimal spelling is read digit by digit, so 0.29 is 29 cents, never 28.999….
 */
export function dollarsToCents(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  // String() gives the shortest spelling that reads back as the same number: what was typed.
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(value));
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return cents >= PAYMENT_MIN_CENTS && cents <= PAYMENT_MAX_CENTS ? cents : null;
}

/**
 * An amount that would be valid but for more than two decimals ('12.345'): what is wrong is
 * the cents, not the range, and the person is told so.
 */
export function dollarsTooPrecise(value: unknown): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (!/^\d+\.\d{3,}$/.test(String(value))) return false;
  return value >= PAYMENT_MIN_CENTS / 100 && value <= PAYMENT_MAX_CENTS / 100;
}

/** Cents as the dollars the spec's API takes: 1234 -> 12.34. Exact for any whole cents. */
export function centsToDollars(cents: number): number {
  return Number(`${Math.trunc(cents / 100)}.${String(Math.abs(cents % 100)).padStart(2, '0')}`);
}

/** Spec core 3: completed, pending; anything else is shown as failed. */
export const paymentStatusSchema = z.enum(['pending', 'completed', 'failed']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** Spec core 3 Payment. `amount` is in cents, as the spec's entity has it. */
export const paymentSchema = z.object({
  id: z.string(),
  fromUserId: z.string(),
  toUserId: z.string(),
  amount: z.number().int(),
  note: z.string().nullable(),
  conversationId: z.string().nullable(),
  status: paymentStatusSchema,
  createdAt: z.string(),
  /** Addition: when it completed or failed. */
  settledAt: z.string().nullable(),
  /** Addition: why it failed ('Insufficient funds'). */
  failureReason: z.string().nullable(),
  /** Addition: the request this payment pays, when it pays one. */
  requestId: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

const idField = z.string().min(1).max(100);

/** Spec core 5: an optional note of at most 100 characters; blank means none. */
const noteField = z
  .string()
  .max(PAYMENT_NOTE_MAX, `Note must be at most ${PAYMENT_NOTE_MAX} characters`)
  .refine((s) => !s.includes('\u0000'), 'Note cannot contain NUL characters')
  .nullable()
  .optional()
  .transform((s) => (s?.trim() ? s.trim() : null));

/** A recipient and an amount are required (spec core 5); the amount is dollars, made cents. */
const moneyFields = {
  // Parsed by hand: a missing recipient gets the spec's words, not a generic 'is required'.
  toUserId: z.unknown().transform((value, ctx) => {
    if (typeof value === 'string' && value.length > 0 && value.length <= 100) return value;
    ctx.addIssue({ code: 'custom', message: PAYMENT_TEXT.required });
    return z.NEVER;
  }),
  amount: z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || value === '') {
      ctx.addIssue({ code: 'custom', message: PAYMENT_TEXT.required });
      return z.NEVER;
    }
    const cents = dollarsToCents(value);
    if (cents === null) {
      const message = dollarsTooPrecise(value)
        ? PAYMENT_TEXT.amountCents
        : PAYMENT_TEXT.invalidAmount;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return cents;
  }),
  note: noteField,
  conversationId: idField,
};

/**
 * Spec core 7 POST /api/payments: fromUserId, toUserId, amount (dollars), note, conversationId.
 * `requestId` (addition) pays a payment request with one tap. The parsed `amount` is cents.
 */
export const paymentCreateSchema = z.object({
  fromUserId: idField,
  ...moneyFields,
  requestId: idField.optional(),
});
export type PaymentCreate = z.infer<typeof paymentCreateSchema>;
/** What the client sends: amount in dollars. */
export type PaymentCreateBody = z.input<typeof paymentCreateSchema> & { amount: number };

/** Spec core 7 PUT /api/payments/{id}/status: only 'completed' is asked for. */
export const paymentStatusUpdateSchema = z.object({
  status: z.literal('completed', { error: "status must be 'completed'" }),
});

/** Addition: GET /api/users/{id}/balance. */
export const balanceSchema = z.object({ balanceCents: z.number().int() });
export type Balance = z.infer<typeof balanceSchema>;

/** Idempotency-Key header: printable ASCII, as a client makes one (a UUID fits). */
export const idempotencyKeySchema = z
  .string()
  .min(1, 'Idempotency-Key must not be empty')
  .max(100, 'Idempotency-Key must be at most 100 characters')
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII');

/**
 * Addition: 'Request Money' (spec core 2) as a real request. `userId` asks `toUserId` for the
 * amount; the other person pays it with one tap (POST /api/payments with its `requestId`).
 */
export const paymentRequestCreateSchema = z.object({
  userId: idField,
  ...moneyFields,
});
export type PaymentRequestCreateBody = z.input<typeof paymentRequestCreateSchema> & {
  amount: number;
};

export const paymentRequestStatusSchema = z.enum(['open', 'paid']);
export type PaymentRequestStatus = z.infer<typeof paymentRequestStatusSchema>;

export const paymentRequestSchema = z.object({
  id: z.string(),
  /** Who asked for the money (and receives it). */
  requesterId: z.string(),
  /** Who was asked (and pays). */
  payerId: z.string(),
  amount: z.number().int(),
  note: z.string().nullable(),
  conversationId: z.string().nullable(),
  status: paymentRequestStatusSchema,
  /** The payment that paid it, once paid. */
  paymentId: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

/**
 * Spec core 3 Message, payment metadata: the amount in cents and the note, plus what the card
 * needs to find the live record. The server writes it; clients cannot send a 'payment' message.
 */
export type PaymentMessageMetadata =
  | {
      kind: 'payment';
      paymentId: string;
      amount: number;
      note: string | null;
      fromUserId: string;
      toUserId: string;
      status: PaymentStatus;
      /** The note's language, detected when it was written (the writer's own when unsure). */
      noteLanguage?: string | null;
    }
  | {
      kind: 'request';
      requestId: string;
      amount: number;
      note: string | null;
      requesterId: string;
      payerId: string;
      status: PaymentRequestStatus;
      noteLanguage?: string | null;
    };

export { dollarsLabel, paymentMessageRead } from './message-read';
