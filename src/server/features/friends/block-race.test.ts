import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { blocks, users } from '../../db/schema';
import { dbRows } from '../../db/rows';
import { testStart } from '../../testing/harness';
import { blockAdd } from './blocks';
import { pairLock } from './pair-lock';

type Started = Awaited<ReturnType<typeof testStart>>;

describe('a block racing the deletion of the account it blocks', () => {
  let s: Started;
  beforeAll(async () => {
    s = await testStart();
  });
  afterAll(() => s.close());

  it('should refuse with User not found, and store no block', async () => {
    const db = s.app.ctx.db;
    await db.insert(users).values({ id: 'u-leaving', username: 'leaving', displayName: 'Leaving' });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    // Something between the two holds their lock, and the account goes under it.
    const deletion = db.transaction(async (tx) => {
      await pairLock(tx, 'u-emma', 'u-leaving');
      locked();
      await released;
      await tx.delete(users).where(eq(users.id, 'u-leaving'));
    });
    await holding;
    // The block finds the account there, then waits for the lock.
    const blocking = blockAdd(s.app.ctx, 'u-emma', 'u-leaving');
    blocking.catch(() => undefined);
    await vi.waitFor(async () => {
      const waiting = await dbRows(
        db,
        sql`select 1 from pg_locks where locktype = 'advisory' and not granted`,
      );
      expect(waiting.length).toBeGreaterThan(0);
    });
    release();
    await deletion;
    await expect(blocking).rejects.toMatchObject({ status: 404, message: 'User not found' });
    expect(await db.select().from(blocks).where(eq(blocks.blockedId, 'u-leaving'))).toEqual([]);
  });
});
