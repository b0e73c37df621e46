import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PaymentMessageMetadata, PaymentRequest } from '../../../protocol';
import { dollarsLabel } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { paymentRequests } from '../../db/schema';
import { HttpError } from '../../kernel/http';
import { messageSend } from '../messages/send';
import { noteLanguage } from './create';
import { partiesCheck, partiesMaySee } from './parties';
import { paymentPublish } from './publish';
import { paymentRequestView, requestMessageClientId } from './view';

export interface RequestInput {
  toUserId: string;
  amount: number;
  note: string | null;
  conversationId: string;
}

/**
 * 'Request Money' (spec core 2), done for real: the request is stored and posted in the chat as
 * a 'payment' message the person asked can pay with one tap. No money moves until they do.
 */
export async function paymentRequestCreate(
  ctx: AppContext,
  userId: string,
  input: RequestInput,
): Promise<PaymentRequest> {
  await partiesCheck(
    ctx,
    userId,
    input.toUserId,
    input.conversationId,
    'You cannot request money from yourself',
  );
  const [row] = await ctx.db
    .insert(paymentRequests)
    .values({
      id: randomUUID(),
      requesterId: userId,
      payerId: input.toUserId,
      amountCents: input.amount,
      note: input.note,
      conversationId: input.conversationId,
    })
    .returning();
  const metadata: PaymentMessageMetadata = {
    kind: 'request',
    requestId: row!.id,
    amount: row!.amountCents,
    note: row!.note,
    requesterId: userId,
    payerId: input.toUserId,
    status: 'open',
    noteLanguage: await noteLanguage(ctx, row!.note, userId),
  };
  try {
    await messageSend(ctx, userId, {
      conversationId: input.conversationId,
      content: `Requested ${dollarsLabel(row!.amountCents)}`,
      messageType: 'payment',
      metadata: { ...metadata },
      clientId: requestMessageClientId(row!.id),
    });
  } catch (err) {
    // A request nobody can see cannot be paid: take it back, and the caller may retry.
    await ctx.db
      .delete(paymentRequests)
      .where(eq(paymentRequests.id, row!.id))
      .catch(() => undefined);
    throw err;
  }
  const view = paymentRequestView(row!);
  await paymentPublish(ctx, [userId, input.toUserId], input.conversationId, {
    type: 'payment_request_updated',
    request: view,
  });
  return view;
}

/** A request, to the two people and the members of its conversation; 404 to anyone else. */
export async function paymentRequestGet(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<PaymentRequest> {
  const [row] = await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.id, id));
  if (
    !row ||
    !(await partiesMaySee(ctx, userId, [row.requesterId, row.payerId], row.conversationId))
  ) {
    throw new HttpError(404, 'Request not found');
  }
  return paymentRequestView(row);
}
