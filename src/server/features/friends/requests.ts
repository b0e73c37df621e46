import { randomUUID } from 'node:crypto';
import { and, asc, eq, or } from 'drizzle-orm';
import type { FriendRequest, FriendRequestResult } from '../../../protocol';
import { ERROR_TEXTS } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import type { Tx } from '../../db/retry';
import { friendRequests, friendships } from '../../db/schema';
import { HttpError } from '../../kernel/http';
import { publishTo } from '../../realtime/publish';
import { usersExisting, usersHeld } from '../users/service';
import { blockedBetween } from './blocks';
import { pairLock } from './pair-lock';
import { peopleById } from './people';

type RequestRow = typeof friendRequests.$inferSelect;

async function requestViews(
  ctx: AppContext,
  rows: readonly RequestRow[],
): Promise<FriendRequest[]> {
  const people = await peopleById(
    ctx.db,
    rows.flatMap((r) => [r.senderId, r.receiverId]),
  );
  return rows.flatMap((r) => {
    const sender = people.get(r.senderId);
    const receiver = people.get(r.receiverId);
    if (!sender || !receiver) return [];
    const { id, senderId, receiverId } = r;
    return [{ id, senderId, receiverId, sender, receiver, createdAt: r.createdAt.toISOString() }];
  });
}

/** Requests waiting for me (spec core 7), oldest first; or, with `sent`, the ones I am waiting on. */
export async function requestList(
  ctx: AppContext,
  me: string,
  sent = false,
): Promise<FriendRequest[]> {
  const rows = await ctx.db
    .select()
    .from(friendRequests)
    .where(eq(sent ? friendRequests.senderId : friendRequests.receiverId, me))
    .orderBy(asc(friendRequests.createdAt), asc(friendRequests.id));
  return requestViews(ctx, rows);
}

export async function areFriends(ctx: AppContext, a: string, b: string): Promise<boolean> {
  const rows = await ctx.db
    .select({ userId: friendships.userId })
    .from(friendships)
    .where(and(eq(friendships.userId, a), eq(friendships.friendId, b)))
    .limit(1);
  return rows.length > 0;
}

/** Makes two people friends and drops any request between them, either way. */
async function befriend(tx: Tx, a: string, b: string): Promise<void> {
  await tx
    .insert(friendships)
    .values([
      { userId: a, friendId: b },
      { userId: b, friendId: a },
    ])
    .onConflictDoNothing();
  await tx
    .delete(friendRequests)
    .where(
      or(
        and(eq(friendRequests.senderId, a), eq(friendRequests.receiverId, b)),
        and(eq(friendRequests.senderId, b), eq(friendRequests.receiverId, a)),
      ),
    );
}

/** What a refusal decided under the pair's lock answers; the rest are conflicts (409). */
const REFUSED_STATUS = new Map<string, number>([
  [ERROR_TEXTS.friendBlocked, 403],
  [ERROR_TEXTS.userNotFound, 404],
]);

/**
 * Asks someone to be my friend. Asking again returns the first request; if they had already
 * asked me, we are friends at once (both wanted it). Nobody can ask themselves, a friend, or
 * someone either of the two blocked.
 */
export async function requestSend(
  ctx: AppContext,
  me: string,
  receiverId: string,
): Promise<FriendRequestResult> {
  if (receiverId === me) throw new HttpError(400, ERROR_TEXTS.friendSelf);
  if (!(await usersExisting(ctx.db, [receiverId])).has(receiverId)) {
    throw new HttpError(404, ERROR_TEXTS.userNotFound);
  }
  if (await blockedBetween(ctx.db, me, receiverId)) {
    throw new HttpError(403, ERROR_TEXTS.friendBlocked);
  }
  if (await areFriends(ctx, me, receiverId)) throw new HttpError(409, ERROR_TEXTS.alreadyFriends);
  const outcome = await ctx.db.transaction(async (tx) => {
    await pairLock(tx, me, receiverId);
    // Both still there, and kept until this commits: an account deleted meanwhile refuses the
    // request rather than break it (the request's rows point at both people).
    if ((await usersHeld(tx, [me, receiverId])).size < 2) {
      return { refused: ERROR_TEXTS.userNotFound };
    }
    // Decided under the lock: the other may have asked, accepted or blocked meanwhile.
    if (await blockedBetween(tx, me, receiverId)) return { refused: ERROR_TEXTS.friendBlocked };
    const friends = await tx
      .select({ userId: friendships.userId })
      .from(friendships)
      .where(and(eq(friendships.userId, me), eq(friendships.friendId, receiverId)));
    if (friends[0]) return { refused: ERROR_TEXTS.alreadyFriends };
    const theirs = await tx
      .select({ id: friendRequests.id })
      .from(friendRequests)
      .where(and(eq(friendRequests.senderId, receiverId), eq(friendRequests.receiverId, me)))
      .for('update');
    if (theirs[0]) {
      await befriend(tx, me, receiverId);
      return { friends: true, row: null };
    }
    const inserted = await tx
      .insert(friendRequests)
      .values({ id: randomUUID(), senderId: me, receiverId })
      .onConflictDoNothing()
      .returning();
    if (inserted[0]) return { friends: false, row: inserted[0], created: true };
    const mine = await tx
      .select()
      .from(friendRequests)
      .where(and(eq(friendRequests.senderId, me), eq(friendRequests.receiverId, receiverId)));
    return { friends: false, row: mine[0] ?? null };
  });
  if (outcome.refused) {
    const status = REFUSED_STATUS.get(outcome.refused) ?? 409;
    throw new HttpError(status, outcome.refused);
  }
  if (outcome.friends) {
    await publishTo(ctx, [me, receiverId], { type: 'friends_changed' });
    return { status: 'friends', request: null };
  }
  const [request] = outcome.row ? await requestViews(ctx, [outcome.row]) : [];
  if (!request) throw new HttpError(404, ERROR_TEXTS.userNotFound);
  if ('created' in outcome) {
    await publishTo(ctx, [receiverId], { type: 'friends_changed', request });
    await publishTo(ctx, [me], { type: 'friends_changed' });
  }
  return { status: 'sent', request };
}

/** The request, if it is one I may answer (I am its receiver); to anyone else it does not exist. */
async function requestToMe(ctx: AppContext, me: string, id: string): Promise<RequestRow> {
  const rows = await ctx.db
    .select()
    .from(friendRequests)
    .where(and(eq(friendRequests.id, id), eq(friendRequests.receiverId, me)))
    .limit(1);
  if (!rows[0]) throw new HttpError(404, ERROR_TEXTS.friendRequestNotFound);
  return rows[0];
}

export async function requestAccept(ctx: AppContext, me: string, id: string): Promise<void> {
  const request = await requestToMe(ctx, me, id);
  await ctx.db.transaction(async (tx) => {
    await pairLock(tx, request.senderId, me);
    await befriend(tx, request.senderId, me);
  });
  await publishTo(ctx, [request.senderId, me], { type: 'friends_changed' });
}

/**
 * Rejects a request to me (`as` its receiver), or takes back one I sent (`as` its sender): either
 * way it is gone for both. Nobody else can touch it.
 */
export async function requestDrop(
  ctx: AppContext,
  me: string,
  id: string,
  as: 'receiver' | 'sender',
): Promise<void> {
  const rows = await ctx.db
    .delete(friendRequests)
    .where(
      and(
        eq(friendRequests.id, id),
        eq(as === 'receiver' ? friendRequests.receiverId : friendRequests.senderId, me),
      ),
    )
    .returning();
  const row = rows[0];
  if (!row) throw new HttpError(404, ERROR_TEXTS.friendRequestNotFound);
  await publishTo(ctx, [row.senderId, row.receiverId], { type: 'friends_changed' });
}

export async function friendRemove(ctx: AppContext, me: string, friendId: string): Promise<void> {
  await ctx.db
    .delete(friendships)
    .where(
      or(
        and(eq(friendships.userId, me), eq(friendships.friendId, friendId)),
        and(eq(friendships.userId, friendId), eq(friendships.friendId, me)),
      ),
    );
  await publishTo(ctx, [me, friendId], { type: 'friends_changed' });
}
