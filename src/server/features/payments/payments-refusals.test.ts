import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '../../../protocol';
import { PAYMENT_TEXT } from '../../../protocol';
import { messages } from '../../db/schema';
import { paymentsFixture } from './fixture';

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
