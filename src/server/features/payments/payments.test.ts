import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, Payment, PaymentRequest } from '../../../protocol';
import { PAYMENT_TEXT } from '../../../protocol';
import { messages, paymentRequests, payments } from '../../db/schema';
import { LiveClient } from '../../testing/live-client';
import { DEMO_FUNDING_ACCOUNT, WALLET_OPENING_CENTS } from './ledger';
import { paymentsFixture } from './fixture';

describe('payments: wallets, paying, settling (core 3, 4, 5 and 7 payment calls)', () => {
  let f: Awaited<ReturnType<typeof paymentsFixture>>;
  const live: LiveClient[] = [];

  beforeAll(async () => {
    f = await paymentsFixture();
  });
  afterAll(async () => {
    for (const c of live) await c.close();
    await f.s.close();
  });

  it('should open each wallet with the demo money, paid by a ledger entry from demo funding', async () => {
    expect(await f.balance('emma')).toBe(WALLET_OPENING_CENTS);
    expect(await f.balance('emma')).toBe(WALLET_OPENING_CENTS);
    const ledger = await f.ledger();
    const emma = ledger.accounts.find((a) => a.id === 'user:u-emma')!;
    const funding = ledger.accounts.find((a) => a.id === DEMO_FUNDING_ACCOUNT)!;
    expect(emma).toMatchObject({ balance: WALLET_OPENING_CENTS, entries: WALLET_OPENING_CENTS });
    expect(funding.balance).toBe(funding.entries);
    // Money is never made: everything in the wallets came out of the funding account.
    expect(ledger.accounts.reduce((sum, a) => sum + a.balance, 0)).toBe(0);
  });

  it('should make a pending payment in exact cents and post it in the chat, live', async () => {
    const sofia = await LiveClient.open(f.s.url, f.cookies.sofia);
    live.push(sofia);
    const res = await f.emmaPays(0.29, { note: '  coffee  ' });
    expect(res.statusCode).toBe(201);
    const payment = res.json<Payment>();
    expect(payment).toMatchObject({
      fromUserId: 'u-emma',
      toUserId: 'u-sofia',
      amount: 29,
      note: 'coffee',
      conversationId: f.direct.id,
      status: 'pending',
      settledAt: null,
    });
    const pushed = await sofia.next('message', (e) => e.message.metadata?.paymentId === payment.id);
    expect(pushed.message).toMatchObject({
      messageType: 'payment',
      senderId: 'u-emma',
      content: '$0.29',
      // 'coffee' alone is too short to tell: the writer's language stands in.
      metadata: {
        kind: 'payment',
        amount: 29,
        note: 'coffee',
        status: 'pending',
        noteLanguage: 'en',
      },
    });
    const told = await sofia.next('payment_updated', (e) => e.payment.id === payment.id);
    expect(told.payment.status).toBe('pending');
  });

  it('should settle once: both balances move by exactly the amount, however often it is asked', async () => {
    const before = { emma: await f.balance('emma'), sofia: await f.balance('sofia') };
    const made = (await f.emmaPays(12.34)).json<Payment>();
    const answers = await Promise.all([1, 2, 3].map(() => f.complete('emma', made.id)));
    for (const a of answers) {
      expect(a.statusCode).toBe(200);
      expect(a.json<Payment>()).toMatchObject({ id: made.id, status: 'completed' });
    }
    expect(await f.balance('emma')).toBe(before.emma - 1234);
    expect(await f.balance('sofia')).toBe(before.sofia + 1234);
    const again = await f.complete('emma', made.id);
    expect(again.json<Payment>().settledAt).toBe(answers[0]!.json<Payment>().settledAt);
    expect(await f.balance('emma')).toBe(before.emma - 1234);
  });

  it('should show the settled status in the chat message and tell both people', async () => {
    const sofia = await LiveClient.open(f.s.url, f.cookies.sofia);
    live.push(sofia);
    const paid = await f.paid(3);
    const told = await sofia.next(
      'payment_updated',
      (e) => e.payment.id === paid.id && e.payment.status === 'completed',
    );
    expect(told.payment.amount).toBe(300);
    const page = (
      await f.inject('sofia', 'GET', `/api/conversations/${f.direct.id}/messages`)
    ).json<Message[]>();
    const card = page.find((m) => m.metadata?.paymentId === paid.id);
    expect(card?.metadata).toMatchObject({ status: 'completed', amount: 300 });
  });

  it('should end as failed with nothing moved when the payer is short', async () => {
    const before = await f.ledger();
    const made = (await f.emmaPays(10000)).json<Payment>();
    const settled = (await f.complete('emma', made.id)).json<Payment>();
    expect(settled).toMatchObject({ status: 'failed', failureReason: 'Insufficient funds' });
    const after = await f.ledger();
    expect(after.accounts).toEqual(before.accounts);
    expect(after.entries).toBe(before.entries);
  });

  it('should let only the payer complete a payment, and hide it from strangers', async () => {
    // Left pending while the refused calls are made: the server does not settle it meanwhile.
    const delay = f.s.app.payments.settler.delayMs;
    f.s.app.payments.settler.delayMs = 60_000;
    const made = (await f.emmaPays(1)).json<Payment>();
    f.s.app.payments.settler.delayMs = delay;
    const row = async () =>
      (await f.s.app.ctx.db.select().from(payments).where(eq(payments.id, made.id)))[0];
    const [rowBefore, ledgerBefore] = [await row(), await f.ledger()];
    expect(rowBefore).toMatchObject({ status: 'pending' });
    const payee = await f.complete('sofia', made.id);
    expect(payee.statusCode).toBe(403);
    expect(payee.json().error).toBe('Only the payer can complete a payment');
    const stranger = await f.complete('lukas', made.id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error).toBe('Payment not found');
    expect((await f.inject('lukas', 'GET', `/api/payments/${made.id}`)).statusCode).toBe(404);
    expect((await f.inject('sofia', 'GET', `/api/payments/${made.id}`)).json()).toMatchObject({
      id: made.id,
    });
    expect((await f.complete('emma', made.id, 'failed')).statusCode).toBe(400);
    expect((await f.complete('emma', 'no-such-payment')).statusCode).toBe(404);
    // Nothing refused settled it or moved money.
    expect(await row()).toEqual(rowBefore);
    expect(await f.ledger()).toEqual(ledgerBefore);
    // The payer still can.
    expect((await f.complete('emma', made.id)).json<Payment>().status).toBe('completed');
  });

  it('should list only your own payments, newest first, and only your own balance', async () => {
    const mine = await f.inject('sofia', 'GET', '/api/users/u-sofia/payments');
    const list = mine.json<Payment[]>();
    expect(list.length).toBeGreaterThan(3);
    expect(list.every((p) => p.toUserId === 'u-sofia' || p.fromUserId === 'u-sofia')).toBe(true);
    const times = list.map((p) => p.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await f.inject('sofia', 'GET', '/api/users/u-emma/payments')).statusCode).toBe(403);
    expect((await f.inject('sofia', 'GET', '/api/users/u-emma/balance')).statusCode).toBe(403);
  });

  it('should let the server settle a payment nobody completes', async () => {
    const sofia = await LiveClient.open(f.s.url, f.cookies.sofia);
    live.push(sofia);
    f.s.app.payments.settler.delayMs = 20;
    try {
      const made = (await f.emmaPays(2)).json<Payment>();
      const told = await sofia.next(
        'payment_updated',
        (e) => e.payment.id === made.id && e.payment.status !== 'pending',
      );
      expect(told.payment.status).toBe('completed');
    } finally {
      f.s.app.payments.settler.delayMs = 2_000;
    }
  });
});

describe('payments: left pending by a server that stopped', () => {
  let f: Awaited<ReturnType<typeof paymentsFixture>>;
  beforeAll(async () => {
    f = await paymentsFixture();
  });
  afterAll(() => f.s.close());

  it('should be settled by the sweep of any instance', async () => {
    const before = { emma: await f.balance('emma'), sofia: await f.balance('sofia') };
    // As a stopped instance leaves it: stored and announced, its timer gone with the process.
    const id = randomUUID();
    await f.s.app.ctx.db.insert(payments).values({
      id,
      fromUserId: 'u-emma',
      toUserId: 'u-sofia',
      amountCents: 4321,
      conversationId: f.direct.id,
      createdAt: new Date(Date.now() - 60_000),
    });
    // Its own timer must not be what settles the fresh one below, however slow the machine.
    f.s.app.payments.settler.delayMs = 600_000;
    const fresh = (await f.emmaPays(1)).json<Payment>();
    await f.s.app.payments.settler.sweep();
    expect((await f.inject('emma', 'GET', `/api/payments/${id}`)).json<Payment>().status).toBe(
      'completed',
    );
    // A payment younger than the sweep's wait is left to its own timer and its payer.
    expect(
      (await f.inject('emma', 'GET', `/api/payments/${fresh.id}`)).json<Payment>().status,
    ).toBe('pending');
    expect(await f.balance('emma')).toBe(before.emma - 4321);
    expect(await f.balance('sofia')).toBe(before.sofia + 4321);
  });
});

describe('payments: Idempotency-Key', () => {
  let f: Awaited<ReturnType<typeof paymentsFixture>>;
  beforeAll(async () => {
    f = await paymentsFixture();
  });
  afterAll(() => f.s.close());

  it('should make one payment of three identical requests sent at once', async () => {
    const before = await f.balance('emma');
    const answers = await Promise.all([1, 2, 3].map(() => f.emmaPays(7.5, {}, 'key-1')));
    const ids = new Set(answers.map((a) => a.json<Payment>().id));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    const [id] = [...ids];
    await Promise.all([1, 2, 3].map(() => f.complete('emma', id!)));
    // Sent again later: the same payment, as it stands now.
    const later = await f.emmaPays(7.5, {}, 'key-1');
    expect(later.json<Payment>()).toMatchObject({ id, status: 'completed' });
    expect(await f.balance('emma')).toBe(before - 750);
    const messages = (await f.inject('emma', 'GET', `/api/conversations/${f.direct.id}/messages`))
      .json<Message[]>()
      .filter((m) => m.metadata?.paymentId === id);
    expect(messages).toHaveLength(1);
  });

  it('should refuse the same key with a different body and change nothing', async () => {
    await f.emmaPays(1, {}, 'key-2');
    const before = await f.ledger();
    const other = await f.emmaPays(2, {}, 'key-2');
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toBe(
      'This Idempotency-Key was already used for a different payment',
    );
    expect(await f.ledger()).toEqual(before);
  });

  it('should keep keys apart per payer', async () => {
    await f.emmaPays(1, {}, 'shared-key');
    const sofia = await f.pay(
      'sofia',
      { fromUserId: 'u-sofia', toUserId: 'u-emma', amount: 1, conversationId: f.direct.id },
      'shared-key',
    );
    expect(sofia.statusCode).toBe(201);
    expect(sofia.json<Payment>().fromUserId).toBe('u-sofia');
  });

  it('should refuse a key that is not printable ASCII', async () => {
    const res = await f.emmaPays(1, {}, 'x'.repeat(101));
    expect(res.statusCode).toBe(400);
  });
});

describe('payments: refusals change nothing (core 5 and 8)', () => {
  let f: Awaited<ReturnType<typeof paymentsFixture>>;
  beforeAll(async () => {
    f = await paymentsFixture();
    await f.balance('emma');
    await f.balance('sofia');
  });
  afterAll(() => f.s.close());

  const refusedWith = async (
    res: { statusCode: number; json: () => { error: string } },
    status: number,
    error: string,
    before: unknown,
  ) => {
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBe(error);
    expect(await f.ledger()).toEqual(before);
  };

  it.each([
    ['zero', 0],
    ['negative', -1],
    ['a tenth of a cent', 0.001],
    ['a cent over the limit', 10000.01],
    ['a tiny number', 1e-7],
    ['a huge number', 1e21],
    ['the largest number', Number.MAX_VALUE],
    ["'1e3'", '1e3'],
    ['a numeric string', '12.34'],
    ['a word', 'ten'],
    ['true', true],
    ['a list', [5]],
    ['an object', { dollars: 5 }],
  ])('should refuse %s as an amount with "Invalid amount"', async (_, amount) => {
    const before = await f.ledger();
    await refusedWith(await f.emmaPays(amount), 400, 'Invalid amount', before);
  });

  it.each([12.345, 0.019, 9999.999])(
    'should refuse %s, in range, saying that cents have two digits (issue 27)',
    async (amount) => {
      const before = await f.ledger();
      await refusedWith(await f.emmaPays(amount), 400, PAYMENT_TEXT.amountCents, before);
    },
  );

  it('should refuse a number too large for JSON to hold', async () => {
    const before = await f.ledger();
    const body = `{"fromUserId":"u-emma","toUserId":"u-sofia","conversationId":"${f.direct.id}","amount":1e400}`;
    const res = await f.s.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { cookie: f.cookies.emma, 'content-type': 'application/json' },
      payload: body,
    });
    await refusedWith(res, 400, 'Invalid amount', before);
  });

  it('should accept the bounds: $0.01 and $10,000', async () => {
    expect((await f.emmaPays(0.01)).json<Payment>().amount).toBe(1);
    expect((await f.emmaPays(10000)).json<Payment>().amount).toBe(1_000_000);
  });

  it('should refuse a missing recipient or amount with the spec words', async () => {
    const before = await f.ledger();
    const noAmount = await f.pay('emma', {
      fromUserId: 'u-emma',
      toUserId: 'u-sofia',
      conversationId: f.direct.id,
    });
    await refusedWith(noAmount, 400, 'A recipient and an amount are required', before);
    const noRecipient = await f.pay('emma', {
      fromUserId: 'u-emma',
      amount: 5,
      conversationId: f.direct.id,
    });
    await refusedWith(noRecipient, 400, 'A recipient and an amount are required', before);
  });

  it('should refuse paying yourself, unknown people, people outside the chat and other chats', async () => {
    const before = await f.ledger();
    await refusedWith(
      await f.emmaPays(5, { toUserId: 'u-emma' }),
      400,
      'You cannot send money to yourself',
      before,
    );
    await refusedWith(
      await f.emmaPays(5, { toUserId: 'u-nobody' }),
      400,
      'Recipient not found',
      before,
    );
    await refusedWith(
      await f.emmaPays(5, { toUserId: 'u-lukas' }),
      400,
      'The recipient is not in this conversation',
      before,
    );
    const notMine = await f.pay('lukas', {
      fromUserId: 'u-lukas',
      toUserId: 'u-emma',
      amount: 5,
      conversationId: f.direct.id,
    });
    await refusedWith(notMine, 404, 'Conversation not found', before);
  });

  it('should refuse paying as someone else and a note over 100 characters', async () => {
    const before = await f.ledger();
    const asSofia = await f.pay('emma', {
      fromUserId: 'u-sofia',
      toUserId: 'u-emma',
      amount: 5,
      conversationId: f.direct.id,
    });
    await refusedWith(asSofia, 403, 'Forbidden', before);
    await refusedWith(
      await f.emmaPays(5, { note: 'n'.repeat(101) }),
      400,
      'Note must be at most 100 characters',
      before,
    );
    expect((await f.emmaPays(5, { note: 'n'.repeat(100) })).statusCode).toBe(201);
  });

  it('should not let anyone post a payment or game message of their own', async () => {
    const stored = () => f.s.app.ctx.db.select().from(messages).orderBy(asc(messages.id));
    const before = await stored();
    for (const [messageType, error] of [
      ['payment', 'Payments are sent with Allo Cash'],
      ['game', 'Games are started from Allogames'],
    ]) {
      const res = await f.inject('emma', 'POST', '/api/messages', {
        conversationId: f.direct.id,
        senderId: 'u-emma',
        content: '$1,000.00',
        messageType,
        metadata: { kind: 'payment', paymentId: 'fake', amount: 100000, status: 'completed' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(error);
    }
    expect(await stored()).toEqual(before);
  });
});

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
