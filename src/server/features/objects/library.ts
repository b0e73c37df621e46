import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { ObjectKind, ObjectUpload } from '../../../protocol';
import { OBJECT_RECENT_DEFAULT } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { dbRows } from '../../db/rows';
import { objects } from '../../db/schema';
import { objectNotFound } from './refusals';
import { objectBytesDelete, objectReadable } from './service';
import type { ObjectRow } from './view';
import { objectKeys, objectView } from './view';

/**
 * The Photo Library's Recent: the user's own objects of a kind, newest first, each picture once
 * (a photo sent again from Recent is a copy with the same bytes). With `source`, only those
 * (the Image Playground's Gallery: the pictures it made for the user).
 */
export async function objectRecent(
  ctx: AppContext,
  userId: string,
  kind: ObjectKind,
  limit = OBJECT_RECENT_DEFAULT,
  source?: 'generated',
): Promise<ObjectUpload[]> {
  const from = source ? sql`and source = ${source}` : sql``;
  const rows = await dbRows<{ id: string }>(
    ctx.db,
    sql`select id from (
        select distinct on (sha256) id, created_at from objects
        where owner_id = ${userId} and kind = ${kind} ${from}
        order by sha256, created_at desc) latest
      order by created_at desc, id
      limit ${limit}`,
  );
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const full = await ctx.db.select().from(objects).where(inArray(objects.id, ids));
  const byId = new Map(full.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [objectView(row)] : [];
  });
}

/**
 * A new object of `userId` with the same bytes as one they may read (a photo sent again from
 * Recent): each message has its own object, so unsending one deletes only its own.
 */
export async function objectCopy(
  ctx: AppContext,
  userId: string,
  ref: string,
): Promise<ObjectUpload> {
  const from = await objectReadable(ctx, userId, ref);
  if (!from) throw objectNotFound();
  const id = randomUUID();
  const row: ObjectRow = {
    ...from,
    id,
    ownerId: userId,
    key: `${from.kind}/${id}`,
    thumbKey: from.thumbKey ? `${from.kind}/${id}.thumb` : null,
    source: from.kind === 'image' ? 'library' : from.source,
    durationMs: from.durationMs,
    messageId: null,
    createdAt: ctx.clock.now(),
  };
  try {
    await ctx.objects.copy(from.key, row.key);
    if (from.thumbKey && row.thumbKey) await ctx.objects.copy(from.thumbKey, row.thumbKey);
    await ctx.db.insert(objects).values(row);
  } catch (err) {
    await objectBytesDelete(ctx, objectKeys([row]));
    throw err;
  }
  return objectView(row);
}
