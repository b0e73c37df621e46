import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import { dbRows } from '../../db/rows';
import { Sweeper } from '../../context/sweeper';
import { objectBytesDelete } from './service';
import { objectKeys } from './view';

/** An upload that no message took within a day is not going to be sent (issue 12). */
export const UNSENT_OBJECT_TTL_MS = 24 * 60 * 60 * 1000;

/** Objects deleted per transaction: a backlog goes in short bites. */
export const UNSENT_SWEEP_BATCH = 100;

/** How often each instance looks: the 24 h need only be kept to within a few minutes. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Deletes up to `limit` objects that were uploaded more than 24 h ago (by the server clock) and
 * are in no message: never sent, or their message was removed with its conversation; an avatar in
 * use is kept (`users.avatar_object_id`). Rows are claimed with SKIP LOCKED, so instances never
 * take the same one and a send holding an object's lock is never waited for; the bytes go after
 * the commit. Returns how many were deleted.
 */
export async function objectsUnsentSweep(
  ctx: AppContext,
  limit = UNSENT_SWEEP_BATCH,
): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - UNSENT_OBJECT_TTL_MS);
  const gone = await dbRows<{ key: string; thumb_key: string | null }>(
    ctx.db,
    sql`delete from objects where id in (
        select id from objects
        where message_id is null and created_at <= ${cutoff.toISOString()}::timestamptz
          -- Someone's avatar now: kept for as long as it is.
          and not exists (select 1 from users u where u.avatar_object_id = objects.id)
          -- A status photo: kept while its status lasts (the status sweep removes the status).
          and not exists (select 1 from statuses s where s.object_id = objects.id)
        order by created_at
        limit ${limit}
        for update skip locked)
      returning key, thumb_key`,
  );
  await objectBytesDelete(
    ctx,
    objectKeys(gone.map((g) => ({ key: g.key, thumbKey: g.thumb_key }))),
  );
  return gone.length;
}

/**
 * The unsent-object sweeper (see {@link Sweeper}): every 10 minutes, and once at start.
 */
export class UnsentObjectSweeper extends Sweeper {
  constructor(ctx: AppContext) {
    super(ctx, {
      everyMs: SWEEP_EVERY_MS,
      batch: UNSENT_SWEEP_BATCH,
      name: 'unsent object',
      bite: (c) => objectsUnsentSweep(c),
    });
  }
}
