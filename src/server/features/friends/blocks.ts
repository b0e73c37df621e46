import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { BlockedUser } from '../../../protocol';
import { ERROR_TEXTS } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import type { Db } from '../../db/connect';
import type { Tx } from '../../db/retry';
import { dbRows } from '../../db/rows';
import {
  blocks,
  conversationMembers,
  conversations,
  friendRequests,
  friendships,
} from '../../db/schema';
import { HttpError } from '../../kernel/http';
import { publishTo } from '../../realtime/publish';
import { usersHeld } from '../users/service';
import { pairLock } from './pair-lock';
import { peopleById } from './people';

/** True when either of the two blocked the other. */
export async function blockedBetween(db: Db | Tx, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ userId: blocks.userId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.userId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.userId, b), eq(blocks.blockedId, a)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function blockList(ctx: AppContext, me: string): Promise<BlockedUser[]> {
  const rows = await ctx.db
    .select()
    .from(blocks)
    .where(eq(blocks.userId, me))
    .orderBy(desc(blocks.createdAt));
  const people = await peopleById(
    ctx.db,
    rows.map((r) => r.blockedId),
  );
  return rows.flatMap((r) => {
    const p = people.get(r.blockedId);
    return p ? [{ ...p, blockedAt: r.createdAt.toISOString() }] : [];
  });
}

/** The one-to-one conversations of the two, whose senders the members cache must look again at. */
async function directConversations(db: Db, a: string, b: string): Promise<string[]> {
  const rows = await dbRows<{ id: string }>(
    db,
    sql`select c.id from ${conversations} c
        join ${conversationMembers} x on x.conversation_id = c.id and x.user_id = ${a}
        join ${conversationMembers} y on y.conversation_id = c.id and y.user_id = ${b}
        where not c.is_group`,
  );
  return rows.map((r) => r.id);
}

/**
 * Blocks a person: they can no longer message me one to one, call me or ask to be my friend,
 * and we stop being friends (requests either way are dropped). Blocking twice is the same.
 */
export async function blockAdd(ctx: AppContext, me: string, userId: string): Promise<void> {
  if (userId === me) throw new HttpError(400, ERROR_TEXTS.blockSelf);
  await ctx.db.transaction(async (tx) => {
    await pairLock(tx, me, userId);
    // Both there, and kept until this commits: no account, or one deleted meanwhile, refuses the
    // block rather than break it (the block's row points at both people).
    if ((await usersHeld(tx, [me, userId])).size < 2) {
      throw new HttpError(404, ERROR_TEXTS.userNotFound);
    }
    await tx.insert(blocks).values({ userId: me, blockedId: userId }).onConflictDoNothing();
    await tx
      .delete(friendships)
      .where(
        or(
          and(eq(friendships.userId, me), eq(friendships.friendId, userId)),
          and(eq(friendships.userId, userId), eq(friendships.friendId, me)),
        ),
      );
    await tx
      .delete(friendRequests)
      .where(
        or(
          and(eq(friendRequests.senderId, me), eq(friendRequests.receiverId, userId)),
          and(eq(friendRequests.senderId, userId), eq(friendRequests.receiverId, me)),
        ),
      );
  });
  await blockSettled(ctx, me, userId);
}

export async function blockRemove(ctx: AppContext, me: string, userId: string): Promise<void> {
  await ctx.db.delete(blocks).where(and(eq(blocks.userId, me), eq(blocks.blockedId, userId)));
  await blockSettled(ctx, me, userId);
}

/** Who may send in our one-to-one chats changed; both people's lists are read again. */
async function blockSettled(ctx: AppContext, me: string, userId: string): Promise<void> {
  for (const id of await directConversations(ctx.db, me, userId)) await ctx.members.changed(id);
  await publishTo(ctx, [me, userId], { type: 'friends_changed' });
}
