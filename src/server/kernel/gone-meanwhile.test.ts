import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { blocks } from '../db/schema';
import { testBackend } from '../testing/harness';
import { isGoneMeanwhile } from './gone-meanwhile';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const INSERT =
  'insert or update on table "blocks" violates foreign key constraint "blocks_blocked_id_users_id_fk"';

describe('isGoneMeanwhile', () => {
  it('should recognise a write pointing at a row deleted meanwhile, also wrapped as a cause', () => {
    expect(isGoneMeanwhile(withCode(INSERT, '23503'))).toBe(true);
    const wrapped = new Error('Failed query: insert into "blocks"', {
      cause: withCode(INSERT, '23503'),
    });
    expect(isGoneMeanwhile(wrapped)).toBe(true);
  });

  it('should leave a delete of a row still referenced, and every other error, alone', () => {
    const stillReferenced =
      'update or delete on table "users" violates foreign key constraint "payments_payer_id_users_id_fk" on table "payments"';
    expect(isGoneMeanwhile(withCode(stillReferenced, '23503'))).toBe(false);
    expect(isGoneMeanwhile(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isGoneMeanwhile(withCode('invalid byte sequence', '22021'))).toBe(false);
    expect(isGoneMeanwhile(new Error(INSERT))).toBe(false);
    expect(isGoneMeanwhile('23503')).toBe(false);
    expect(isGoneMeanwhile(undefined)).toBe(false);
  });
});

/** The central error handler, on the database in use: a write to a row gone is a 404, never a 500. */
describe('a write pointing at a row deleted meanwhile', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  const write = () =>
    app.ctx.db.insert(blocks).values({ userId: 'u-gone-a', blockedId: 'u-gone-b' });
  beforeAll(async () => {
    const backend = await testBackend();
    drop = backend.drop;
    app = await buildApp(backend.config);
    // Straight to the database, as no route of ours does: what the handler answers if one did.
    app.post('/test/block-gone', { config: { public: true } }, async () => {
      await write();
      return {};
    });
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('should be reported by the driver as such', async () => {
    const err = await write().then(
      () => null,
      (e: unknown) => e,
    );
    expect(isGoneMeanwhile(err), String(err)).toBe(true);
  });

  it('should be answered 404 Not found, and store nothing', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/block-gone' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found', code: 'notFound' });
    expect(await app.ctx.db.select().from(blocks).where(eq(blocks.userId, 'u-gone-a'))).toEqual([]);
  });
});
