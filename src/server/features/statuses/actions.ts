import { and, eq, sql } from 'drizzle-orm';
import type {
  StatusReply,
  StatusReplyQuote,
  StatusReplyResult,
  StatusUpdate,
} from '../../../protocol';
import { STATUS_TEXT } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { statusLikes, statusViews, statuses } from '../../db/schema';
import { HttpError } from '../../kernel/http';
import { publishTo } from '../../realtime/publish';
import { conversationCreate } from '../conversations/service';
import { messageSend } from '../messages/send';
import type { TextTranslations } from '../translate/service';
import type { StatusSeen } from './service';
import { statusFind, statusNotFound, statusOne } from './service';

/**
 * True when a write failed because the status it names is gone: deleted by its author, or swept
 * at 24 h, after it was found (SQLSTATE 23503, a foreign key with nothing to point at). Drizzle
 * wraps driver errors, so causes are followed.
 */
function statusGone(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23503') return true;
    e = e.cause;
  }
  return false;
}

/** Records that `me` saw a status of someone else's, once; true when this was the first time. */
async function viewRecord(ctx: AppContext, me: string, seen: StatusSeen): Promise<boolean> {
  if (seen.userId === me) return false;
  try {
    const added = await ctx.db
      .insert(statusViews)
      .values({ statusId: seen.id, userId: me, createdAt: ctx.clock.now() })
      .onConflictDoNothing()
      .returning({ userId: statusViews.userId });
    return added.length > 0;
  } catch (err) {
    // Gone since it was found: there is nothing left to have seen (the caller's read says so).
    if (statusGone(err)) return false;
    throw err;
  }
}

/** The author's devices learn that their status was seen, liked or answered. */
async function authorTell(ctx: AppContext, seen: StatusSeen, also: string[] = []): Promise<void> {
  await publishTo(ctx, [...new Set([seen.userId, ...also])], {
    type: 'statuses_changed',
    statusId: seen.id,
  });
}

/**
 * Opening a status records a view, once per viewer; the author opening their own records none.
 * The author is told of a first view.
 */
export async function statusView(
  ctx: AppContext,
  translations: TextTranslations,
  me: string,
  id: string,
): Promise<StatusUpdate> {
  const seen = await statusFind(ctx, me, id);
  if (await viewRecord(ctx, me, seen)) await authorTell(ctx, seen);
  return statusOne(ctx, translations, me, id);
}

/**
 * Likes or unlikes a status, once per person (liking twice is liking once). Liking is seeing:
 * it records a view too. The author and the liker's other devices are told when it changed.
 */
export async function statusLike(
  ctx: AppContext,
  translations: TextTranslations,
  me: string,
  id: string,
  liked: boolean,
): Promise<StatusUpdate> {
  const seen = await statusFind(ctx, me, id);
  const viewed = await viewRecord(ctx, me, seen);
  const changed = liked
    ? await ctx.db
        .insert(statusLikes)
        .values({ statusId: id, userId: me, createdAt: ctx.clock.now() })
        .onConflictDoNothing()
        .returning({ userId: statusLikes.userId })
        .catch((err: unknown) => {
          if (statusGone(err)) throw statusNotFound();
          throw err;
        })
    : await ctx.db
        .delete(statusLikes)
        .where(and(eq(statusLikes.statusId, id), eq(statusLikes.userId, me)))
        .returning({ userId: statusLikes.userId });
  if (changed.length > 0 || viewed) await authorTell(ctx, seen, [me]);
  return statusOne(ctx, translations, me, id);
}

/**
 * Answers a status in the one-to-one chat of the replier and its author (made if they have
 * none), through the normal send path: a text message whose metadata quotes the status as it
 * was (`statusReply`). The status counts its replies; a retry with the same clientId sends and
 * counts once. Replying is seeing: it records a view.
 */
export async function statusReply(
  ctx: AppContext,
  translations: TextTranslations,
  me: string,
  id: string,
  input: StatusReply,
): Promise<StatusReplyResult> {
  const seen = await statusFind(ctx, me, id);
  if (seen.userId === me) throw new HttpError(400, STATUS_TEXT.replySelf);
  const { conversation } = await conversationCreate(ctx, me, { participants: [seen.userId] });
  const quote: StatusReplyQuote = {
    statusId: seen.id,
    authorId: seen.userId,
    content: seen.content,
    photo: seen.objectId !== null,
  };
  const { message, created } = await messageSend(ctx, me, {
    conversationId: conversation.id,
    content: input.content,
    messageType: 'text',
    metadata: { statusReply: quote },
    ...(input.clientId ? { clientId: input.clientId } : {}),
  });
  if (created) {
    await ctx.db
      .update(statuses)
      .set({ replyCount: sql`${statuses.replyCount} + 1` })
      .where(eq(statuses.id, id));
  }
  await viewRecord(ctx, me, seen);
  if (created) await authorTell(ctx, seen);
  return {
    status: await statusOne(ctx, translations, me, id),
    conversationId: conversation.id,
    messageId: message.id,
  };
}
