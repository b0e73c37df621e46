import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { isInvalidInput } from './invalid-input';
import { testBackend } from '../testing/harness';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isInvalidInput', () => {
  it('should recognise the data exceptions of SQLSTATE class 22, also wrapped as a cause', () => {
    expect(
      isInvalidInput(withCode('invalid byte sequence for encoding "UTF8": 0x00', '22021')),
    ).toBe(true);
    expect(isInvalidInput(withCode('invalid input syntax for type integer', '22P02'))).toBe(true);
    expect(isInvalidInput(withCode('value out of range', '22003'))).toBe(true);
    const wrapped = new Error('Failed query: select $1', { cause: withCode('x', '22021') });
    expect(isInvalidInput(wrapped)).toBe(true);
  });

  it('should leave every other error alone', () => {
    expect(isInvalidInput(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isInvalidInput(withCode('connection failure', '08006'))).toBe(false);
    expect(isInvalidInput(withCode('read ECONNRESET', 'ECONNRESET'))).toBe(false);
    expect(isInvalidInput(new Error('boom'))).toBe(false);
    expect(isInvalidInput('22021')).toBe(false);
    expect(isInvalidInput(undefined)).toBe(false);
  });
});

/**
 * The central error handler, on the database in use:
 * a value the database refuses is a 400 with its code, never a 500 (issue 18).
 */
describe('a value the database refuses', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const backend = await testBackend();
    drop = backend.drop;
    app = await buildApp(backend.config);
    // Straight to the database, as no route of ours does: what the handler answers if one did.
    app.get('/test/as-number', { config: { public: true } }, async (request) => {
      const { value } = request.query as { value: string };
      return app.ctx.db.execute(sql`select ${value}::int as n`);
    });
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('should be reported by the driver with a class 22 code', async () => {
    for (const value of ['a\u0000b', 'seven']) {
      const err = await app.ctx.db.execute(sql`select ${value}::int as n`).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isInvalidInput(err), `${value}: ${String(err)}`).toBe(true);
    }
  });

  it('should be answered 400 Invalid request, not 500', async () => {
    for (const value of ['a%00b', 'seven', '99999999999']) {
      const res = await app.inject({ method: 'GET', url: `/test/as-number?value=${value}` });
      expect(res.statusCode, value).toBe(400);
      expect(res.json()).toEqual({ error: 'Invalid request', code: 'invalidRequest' });
    }
    const fine = await app.inject({ method: 'GET', url: '/test/as-number?value=7' });
    expect(fine.statusCode).toBe(200);
  });
});
