import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, Payment } from '../../../protocol';
import { payments } from '../../db/schema';
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
