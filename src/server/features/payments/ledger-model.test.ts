import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '../../../protocol';
import { dollarsToCents } from '../../../protocol';
import { paymentsFixture } from './fixture';

/**
 * Model-based property: random sequences of payments, settlements, retries under the same key,
 * settlements by the wrong person and bad amounts, run against the real server, must leave every
 * balance where a plain model of the rules says (completed moves the amount once; a payer short
 * of money gets 'failed' and nothing moves; refusals change nothing), and the ledger whole.
 */

type Who = 'emma' | 'sofia' | 'camille';
const PEOPLE: Who[] = ['emma', 'sofia', 'camille'];

interface Model {
  balances: Record<Who, number>;
  payments: Array<{ id: string; from: Who; to: Who; cents: number; key: string; status: string }>;
}

type Fixture = Awaited<ReturnType<typeof paymentsFixture>>;
type Command = fc.AsyncCommand<Model, Fixture>;

let keys = 0;

const body = (f: Fixture, from: Who, to: Who, cents: number) => ({
  fromUserId: `u-${from}`,
  toUserId: `u-${to}`,
  amount: cents / 100,
  conversationId: f.group.id,
});

class Pay implements Command {
  constructor(
    readonly from: Who,
    readonly to: Who,
    readonly cents: number,
  ) {}
  check = () => true;
  async run(m: Model, f: Fixture) {
    const key = `model-${keys++}`;
    const res = await f.pay(this.from, body(f, this.from, this.to, this.cents), key);
    expect(res.statusCode).toBe(201);
    const payment = res.json<Payment>();
    expect(payment).toMatchObject({ status: 'pending', amount: this.cents });
    m.payments.push({ ...this, id: payment.id, key, status: 'pending' });
  }
  toString = () => `Pay(${this.from}->${this.to} ${this.cents})`;
}

class Settle implements Command {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.payments.length > 0;
  async run(m: Model, f: Fixture) {
    const p = m.payments[this.pick % m.payments.length]!;
    if (p.status === 'pending') {
      const enough = m.balances[p.from] >= p.cents;
      p.status = enough ? 'completed' : 'failed';
      if (enough) {
        m.balances[p.from] -= p.cents;
        m.balances[p.to] += p.cents;
      }
    }
    const res = await f.complete(p.from, p.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<Payment>().status).toBe(p.status);
  }
  toString = () => `Settle(${this.pick})`;
}

class Retry implements Command {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.payments.length > 0;
  async run(m: Model, f: Fixture) {
    const p = m.payments[this.pick % m.payments.length]!;
    const res = await f.pay(p.from, body(f, p.from, p.to, p.cents), p.key);
    expect(res.statusCode).toBe(201);
    expect(res.json<Payment>()).toMatchObject({ id: p.id, status: p.status });
  }
  toString = () => `Retry(${this.pick})`;
}

class SettleByPayee implements Command {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.payments.length > 0;
  async run(m: Model, f: Fixture) {
    const p = m.payments[this.pick % m.payments.length]!;
    expect((await f.complete(p.to, p.id)).statusCode).toBe(403);
  }
  toString = () => `SettleByPayee(${this.pick})`;
}

class BadAmount implements Command {
  constructor(
    readonly from: Who,
    readonly amount: unknown,
  ) {}
  check = () => true;
  async run(_: Model, f: Fixture) {
    const to = PEOPLE.find((p) => p !== this.from)!;
    const res = await f.pay(this.from, { ...body(f, this.from, to, 1), amount: this.amount });
    expect(res.statusCode).toBe(400);
  }
  toString = () => `BadAmount(${JSON.stringify(this.amount)})`;
}

const who = fc.constantFrom(...PEOPLE);
const commands = [
  fc
    .tuple(who, who, fc.integer({ min: 1, max: 120_000 }))
    .filter(([from, to]) => from !== to)
    .map(([from, to, cents]) => new Pay(from, to, cents)),
  fc.nat().map((n) => new Settle(n)),
  fc.nat().map((n) => new Retry(n)),
  fc.nat().map((n) => new SettleByPayee(n)),
  fc
    .tuple(
      who,
      fc.oneof(
        // Doubles the API must refuse; which those are is dollarsToCents' own tested rule.
        fc.double({ noNaN: true }).filter((d) => dollarsToCents(d) === null),
        fc.string(),
        fc.constantFrom(0, -1, 10000.01, 1e21, null, true),
      ),
    )
    .map(([from, amount]) => new BadAmount(from, amount)),
];

describe('payments: the ledger follows a model of the rules', () => {
  let f: Fixture;
  beforeAll(async () => {
    // The model's sequences pay far more often than a person may: the ledger is under test, not
    // the limits (limits/), so they are raised.
    f = await paymentsFixture({ rateLimitScale: 1_000 });
    // Only the commands settle: the server's own timer and sweep would race the model.
    await f.s.app.payments.settler.close();
  });
  afterAll(() => f.s.close());

  it('should keep balances where the model says after any sequence of calls', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 30 }), async (cmds) => {
        const balances = {} as Record<Who, number>;
        for (const p of PEOPLE) balances[p] = await f.balance(p);
        const model: Model = { balances, payments: [] };
        await fc.asyncModelRun(() => ({ model, real: f }), cmds);
        for (const p of PEOPLE) expect(await f.balance(p), p).toBe(model.balances[p]);
        const ledger = await f.ledger();
        for (const account of ledger.accounts) expect(account.balance).toBe(account.entries);
        expect(ledger.accounts.reduce((sum, a) => sum + a.balance, 0)).toBe(0);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
