import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment, PaymentRequest } from '../../../protocol';
import { messages, paymentRequests } from '../../db/schema';
import { LiveClient } from '../../testing/live-client';
import { paymentsFixture } from './fixture';

describe('payments: Request Money, paid with one tap', () => {
  let f: Awaited<ReturnType<typeof paymentsFixture>>;
  beforeAll(async () => {
    f = await paymentsFixture();
  });
  afterAll(() => f.s.close());

  const requestRow = async (id: string) =>
    (await f.s.app.ctx.db.select().from(paymentRequests).where(eq(paymentRequests.id, id)))[0];
  const sofiaAsks = (amount: unknown, extra: object = {}) =>
    f.inject('sofia', 'POST', '/api/payment-requests', {
      userId: 'u-sofia',
      toUserId: 'u-emma',
      amount,
      note: 'entradas del concierto',
      conversationId: f.direct.id,
      ...extra,
    });

  it('should post a request, pay it once, and mark it paid for both', async () => {
    const emma = await LiveClient.open(f.s.url, f.cookies.emma);
    const sofia = await LiveClient.open(f.s.url, f.cookies.sofia);
    try {
      const res = await sofiaAsks(5);
      expect(res.statusCode).toBe(201);
      const request = res.json<PaymentRequest>();
      expect(request).toMatchObject({ requesterId: 'u-sofia', payerId: 'u-emma', amount: 500 });
      const card = await emma.next('message', (e) => e.message.metadata?.requestId === request.id);
      expect(card.message.metadata).toMatchObject({
        kind: 'request',
        status: 'open',
        amount: 500,
        noteLanguage: 'es',
      });

      const before = { emma: await f.balance('emma'), sofia: await f.balance('sofia') };
      const pay = (amount = 5) =>
        f.emmaPays(amount, { toUserId: 'u-sofia', requestId: request.id });
      expect((await pay(6)).statusCode).toBe(400);
      const payment = (await pay()).json<Payment>();
      expect(payment.requestId).toBe(request.id);
      // A second tap (another device, another key) while the first is pending.
      const second = await pay();
      expect(second.statusCode).toBe(409);
      expect(second.json().error).toBe('This request has already been paid');
      await f.complete('emma', payment.id);

      const told = await sofia.next('payment_request_updated', (e) => e.request.status === 'paid');
      expect(told.request).toMatchObject({ id: request.id, paymentId: payment.id });
      expect((await pay()).statusCode).toBe(409);
      expect(await f.balance('emma')).toBe(before.emma - 500);
      expect(await f.balance('sofia')).toBe(before.sofia + 500);
      const seen = await f.inject('emma', 'GET', `/api/payment-requests/${request.id}`);
      expect(seen.json<PaymentRequest>().status).toBe('paid');
      expect(
        (await f.inject('lukas', 'GET', `/api/payment-requests/${request.id}`)).statusCode,
      ).toBe(404);
    } finally {
      await emma.close();
      await sofia.close();
    }
  });

  it('should let only the person asked pay a request', async () => {
    const request = (await sofiaAsks(1)).json<PaymentRequest>();
    const before = { ledger: await f.ledger(), request: await requestRow(request.id) };
    const ownRequest = await f.pay('sofia', {
      fromUserId: 'u-sofia',
      toUserId: 'u-emma',
      amount: 1,
      conversationId: f.direct.id,
      requestId: request.id,
    });
    expect(ownRequest.statusCode).toBe(404);
    expect(ownRequest.json().error).toBe('Request not found');
    // No payment made, nothing moved, the request still open.
    expect(await f.ledger()).toEqual(before.ledger);
    expect(await requestRow(request.id)).toEqual(before.request);
    expect(before.request).toMatchObject({ status: 'open' });
  });

  it('should keep a request open when its payment fails, so it can be paid later', async () => {
    const request = (await sofiaAsks(10000)).json<PaymentRequest>();
    const payment = (await f.emmaPays(10000, { requestId: request.id })).json<Payment>();
    expect((await f.complete('emma', payment.id)).json<Payment>().status).toBe('failed');
    const seen = await f.inject('sofia', 'GET', `/api/payment-requests/${request.id}`);
    expect(seen.json<PaymentRequest>().status).toBe('open');
    // The failed attempt leaves room for another.
    expect((await f.emmaPays(10000, { requestId: request.id })).statusCode).toBe(201);
  });

  it('should refuse asking yourself and bad amounts, and store nothing', async () => {
    const stored = async () => ({
      requests: await f.s.app.ctx.db
        .select()
        .from(paymentRequests)
        .orderBy(asc(paymentRequests.id)),
      messages: await f.s.app.ctx.db.select().from(messages).orderBy(asc(messages.id)),
    });
    const before = await stored();
    expect((await sofiaAsks(5, { toUserId: 'u-sofia' })).json().error).toBe(
      'You cannot request money from yourself',
    );
    expect((await sofiaAsks(0)).json().error).toBe('Invalid amount');
    expect((await sofiaAsks('5')).statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });
});
