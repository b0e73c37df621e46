import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, Payment } from '../../../protocol';
import { payments } from '../../db/schema';
import { paymentsFixture } from './fixture';

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
