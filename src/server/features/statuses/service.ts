import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StatusUpdate, statusCreateSchema } from '../../../protocol';
import { ERROR_TEXTS, STATUS_MAX_LIVE, STATUS_TEXT, STATUS_TTL_MS } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { dbRows } from '../../db/rows';
import { friendships, objects, statuses } from '../../db/schema';
import { HttpError, forbidden } from '../../kernel/http';
import { publishTo } from '../../realtime/publish';
import { objectNotFound } from '../objects/refusals';
import type { TextTranslations } from '../translate/service';
import { statusesRead } from './feed';
import { statusVisibleSql } from '../objects/status-visibility';

type StatusCreateInput = z.output<typeof statusCreateSchema>;

/** A status someone may see, as the rules need it. */
export interface StatusSeen {
  id: string;
  userId: string;
  content: string;
  objectId: string | null;
}

export const statusNotFound = () => new HttpError(404, STATUS_TEXT.notFound);

/**
 * The status `id` if `viewer` may see it now; otherwise 404, the same for an expired one, a
 * stranger's, a blocked person's and one that never existed, so nobody learns which exist.
 */
export async function statusFind(ctx: AppContext, viewer: string, id: string): Promise<StatusSeen> {
  const [row] = await dbRows<{
    id: string;
    user_id: string;
    content: string;
    object_id: string | null;
  }>(
    ctx.db,
    sql`select s.id, s.user_id, s.content, s.object_id from statuses s
      where s.id = ${id} and ${statusVisibleSql(viewer, ctx.clock.now())}`,
  );
  if (!row) throw statusNotFound();
  return { id: row.id, userId: row.user_id, content: row.content, objectId: row.object_id };
}

/** One status as `viewer` sees it now (in their language when it is a friend's). */
export async function statusOne(
  ctx: AppContext,
  translations: TextTranslations,
  viewer: string,
  id: string,
): Promise<StatusUpdate> {
  const [found] = await statusesRead(ctx, translations, viewer, id);
  if (!found) throw statusNotFound();
  return found;
}

/** Everyone who sees an author's statuses: the author's devices and their friends. */
async function audienceOf(ctx: AppContext, authorId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: friendships.friendId })
    .from(friendships)
    .where(eq(friendships.userId, authorId));
  return [authorId, ...rows.map((r) => r.id)];
}

/** Tells the author and their friends that the author's statuses changed. */
export async function statusesAnnounce(
  ctx: AppContext,
  authorId: string,
  statusId: string,
): Promise<void> {
  await publishTo(ctx, await audienceOf(ctx, authorId), { type: 'statuses_changed', statusId });
}

/**
 * Posts a status of `me` (spec secondary 'Status updates'): a text, or a photo they uploaded
 * and have not sent in a message (unsending that message would take the photo with it), with an
 * optional caption. It expires 24 h after now by the server's clock. The object's row is locked
 * while the status is stored, so the unsent-object sweep cannot take it meanwhile. The words'
 * language is detected once, here, as a message's is (the author's language as a prior): each
 * friend's read translates from it.
 */
export async function statusCreate(
  ctx: AppContext,
  translations: TextTranslations,
  me: string,
  input: StatusCreateInput,
): Promise<StatusUpdate> {
  const now = ctx.clock.now();
  const id = randomUUID();
  const content = input.content.trim();
  // Before the transaction: the detector reads the author's language from the database.
  const language = content ? (await ctx.detector.detect(content, me)).language : null;
  await ctx.db.transaction(async (tx) => {
    const [live] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(statuses)
      .where(and(eq(statuses.userId, me), gt(statuses.expiresAt, now)));
    if (Number(live?.n ?? 0) >= STATUS_MAX_LIVE) throw new HttpError(400, STATUS_TEXT.tooMany);
    if (input.objectRef) {
      const [object] = await tx
        .select()
        .from(objects)
        .where(eq(objects.id, input.objectRef))
        .for('update');
      if (!object || object.ownerId !== me) throw objectNotFound();
      if (object.kind !== 'image') throw new HttpError(400, ERROR_TEXTS.imageInvalidType);
      if (object.messageId !== null) throw new HttpError(409, ERROR_TEXTS.objectAlreadySent);
    }
    await tx.insert(statuses).values({
      id,
      userId: me,
      content,
      language,
      objectId: input.objectRef ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + STATUS_TTL_MS),
    });
  });
  await statusesAnnounce(ctx, me, id);
  return statusOne(ctx, translations, me, id);
}

/**
 * Deletes a status: only its author may (spec secondary 6). A friend who sees it is refused
 * (403); anyone else finds nothing (404). Its views and likes go with it; its photo stays the
 * author's upload, which the unsent-object sweep removes in time.
 */
export async function statusDelete(ctx: AppContext, me: string, id: string): Promise<void> {
  const seen = await statusFind(ctx, me, id);
  if (seen.userId !== me) throw new HttpError(403, STATUS_TEXT.onlyAuthor);
  await ctx.db.delete(statuses).where(and(eq(statuses.id, id), eq(statuses.userId, me)));
  await statusesAnnounce(ctx, me, id);
}

/** The views of a status: its author's to see only. */
export async function statusAuthorCheck(ctx: AppContext, me: string, id: string): Promise<void> {
  const seen = await statusFind(ctx, me, id);
  if (seen.userId !== me) throw forbidden();
}
