import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Payment, PaymentCreate, PaymentMessageMetadata } from '../../../protocol';
import { dollarsLabel } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { paymentRequests, payments } from '../../db/schema';
import { HttpError } from '../../kernel/http';
import { messageSend } from '../messages/send';
import { walletsEnsure } from './ledger';
import { partiesCheck } from './parties';
import { paymentPublish } from './publish';
import type { PaymentRow } from './view';
import { paymentMessageClientId, paymentView } from './view';

const REQUEST_PAID = 'This request has already been paid';

/** The parts of a request that make it this payment; a reused key must carry the same ones. */
function requestHash(input: PaymentCreate): string {
  const { toUserId, amount, note, conversationId, requestId } = input;
  const canonical = JSON.stringify([toUserId, amount, note, conversationId, requestId ?? null]);
  return createHash('sha256').update(canonical).digest('hex');
}

function replayOf(row: PaymentRow, hash: string): { payment: Payment; replayed: true } {
  if (row.requestHash !== hash) {
    throw new HttpError(422, 'This Idempotency-Key was already used for a different payment');
  }
  return { payment: paymentView(row), replayed: true };
}

/** A one-tap payment of a request must be that request: its payer, requester, amount and chat. */
async function requestCheck(ctx: AppContext, userId: string, input: PaymentCreate): Promise<void> {
  const [request] = await ctx.db
    .select()
    .from(paymentRequests)
    .where(eq(paymentRequests.id, input.requestId!));
  if (!request || request.payerId !== userId) throw new HttpError(404, 'Request not found');
  if (
    request.requesterId !== input.toUserId ||
    request.amountCents !== input.amount ||
    request.conversationId !== input.conversationId
  ) {
    throw new HttpError(400, 'This payment does not match the request');
  }
  if (request.status === 'paid') throw new HttpError(409, REQUEST_PAID);
}

/** True when `err` (or what caused it: drizzle wraps driver errors) broke unique index `index`. */
function isUniqueViolation(err: unknown, index: string): boolean {
  type DbError = { code?: unknown; constraint?: unknown; cause?: unknown };
  for (let e = err as DbError | undefined; e; e = e.cause as DbError | undefined) {
    if (e.code === '23505' && e.constraint === index) return true;
  }
  return false;
}

/**
 * Spec core 7 POST /api/payments: a pending payment, announced in the chat as a 'payment'
 * message. With an Idempotency-Key, the same key and body give back the first payment however
 * many times (or however concurrently) they are sent; the same key with another body is refused.
 */
export async function paymentCreate(
  ctx: AppContext,
  userId: string,
  input: PaymentCreate,
  idempotencyKey: string | undefined,
): Promise<{ payment: Payment; replayed: boolean }> {
  const hash = requestHash(input);
  const prior = async () =>
    idempotencyKey === undefined
      ? undefined
      : (
          await ctx.db
            .select()
            .from(payments)
            .where(
              and(eq(payments.fromUserId, userId), eq(payments.idempotencyKey, idempotencyKey)),
            )
        )[0];
  const seen = await prior();
  if (seen) return replayOf(seen, hash);

  await partiesCheck(
    ctx,
    userId,
    input.toUserId,
    input.conversationId,
    'You cannot send money to yourself',
  );
  if (input.requestId !== undefined) await requestCheck(ctx, userId, input);

  let row: PaymentRow | undefined;
  try {
    await walletsEnsure(ctx.db, [userId, input.toUserId]);
    [row] = await ctx.db
      .insert(payments)
      .values({
        id: randomUUID(),
        fromUserId: userId,
        toUserId: input.toUserId,
        amountCents: input.amount,
        note: input.note,
        conversationId: input.conversationId,
        requestId: input.requestId ?? null,
        idempotencyKey: idempotencyKey ?? null,
        requestHash: hash,
      })
      // A concurrent first use of the same key wins; this one becomes its replay below.
      .onConflictDoNothing({
        target: [payments.fromUserId, payments.idempotencyKey],
        where: sql`${payments.idempotencyKey} is not null`,
      })
      .returning();
  } catch (err) {
    if (isUniqueViolation(err, 'payments_request_idx')) throw new HttpError(409, REQUEST_PAID);
    throw err;
  }
  if (!row) {
    const first = await prior();
    if (!first) throw new Error('payment insert conflicted with nothing');
    return replayOf(first, hash);
  }
  await paymentAnnounce(ctx, row);
  return { payment: paymentView(row), replayed: false };
}

/**
 * The language a note is written in, so that its readers' devices translate it from the right
 * one: a short note ('Coffee') is too short to detect on its own, and the writer's language is
 * the better guess there (the same rule as for messages).
 */
export async function noteLanguage(
  ctx: AppContext,
  note: string | null,
  writerId: string,
): Promise<string | null> {
  return note ? (await ctx.detector.detect(note, writerId)).language : null;
}

/**
 * Posts the payment's card in the chat and tells everyone concerned. A payment nobody was told
 * about would sit unseen: if the message cannot be sent, the (still pending) payment is taken
 * back and the caller may retry.
 */
async function paymentAnnounce(ctx: AppContext, row: PaymentRow): Promise<void> {
  const metadata: PaymentMessageMetadata = {
    kind: 'payment',
    paymentId: row.id,
    amount: row.amountCents,
    note: row.note,
    fromUserId: row.fromUserId,
    toUserId: row.toUserId,
    status: 'pending',
    noteLanguage: await noteLanguage(ctx, row.note, row.fromUserId),
  };
  try {
    await messageSend(ctx, row.fromUserId, {
      conversationId: row.conversationId!,
      content: dollarsLabel(row.amountCents),
      messageType: 'payment',
      metadata: { ...metadata },
      clientId: paymentMessageClientId(row.id),
    });
  } catch (err) {
    await ctx.db
      .delete(payments)
      .where(and(eq(payments.id, row.id), eq(payments.status, 'pending')))
      .catch(() => undefined);
    throw err;
  }
  await paymentPublish(ctx, [row.fromUserId, row.toUserId], row.conversationId, {
    type: 'payment_updated',
    payment: paymentView(row),
  });
}
