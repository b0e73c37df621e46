import { and, eq, sql } from 'drizzle-orm';
import type { FollowState } from '../../../protocol';
import { VIDEO_SOCIAL_TEXT } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { follows } from '../../db/schema';
import { HttpError } from '../../kernel/http';
import { publishTo } from '../../realtime/publish';
import { blockedBetween } from '../friends/blocks';
import { usersExisting, usersHeld } from '../users/service';

/**
 * `POST /api/follows/{userId}` (`on`) and `DELETE` the same: follow a creator, or stop. Both are
 * idempotent: the answer is the state after the call, with the creator's follower count.
 * Nobody follows themselves (400) or someone who does not exist (404); following is refused
 * while either blocked the other (403), stopping never is. My devices' feeds are read again
 * when it changed (`isFollowing` and the 'following' filter).
 */
export async function followSet(
  ctx: AppContext,
  me: string,
  userId: string,
  on: boolean,
): Promise<FollowState> {
  if (userId === me) throw new HttpError(400, VIDEO_SOCIAL_TEXT.followSelf);
  if (!(await usersExisting(ctx.db, [userId])).has(userId)) {
    throw new HttpError(404, VIDEO_SOCIAL_TEXT.userNotFound);
  }
  if (on && (await blockedBetween(ctx.db, me, userId))) {
    throw new HttpError(403, VIDEO_SOCIAL_TEXT.followBlocked);
  }
  const pair = and(eq(follows.followerId, me), eq(follows.followeeId, userId));
  const changed = on
    ? await ctx.db.transaction(async (tx) => {
        // Both kept until this commits: an account deleted meanwhile refuses the follow.
        if ((await usersHeld(tx, [me, userId])).size < 2) {
          throw new HttpError(404, VIDEO_SOCIAL_TEXT.userNotFound);
        }
        return tx
          .insert(follows)
          .values({ followerId: me, followeeId: userId, createdAt: ctx.clock.now() })
          .onConflictDoNothing()
          .returning({ followerId: follows.followerId });
      })
    : await ctx.db.delete(follows).where(pair).returning({ followerId: follows.followerId });
  if (changed.length > 0) await publishTo(ctx, [me], { type: 'videos_changed' });
  const [state] = await ctx.db
    .select({
      followerCount: sql<number>`count(*)::int`,
      isFollowing: sql<boolean>`coalesce(bool_or(${follows.followerId} = ${me}), false)`,
    })
    .from(follows)
    .where(eq(follows.followeeId, userId));
  return {
    userId,
    isFollowing: Boolean(state?.isFollowing),
    followerCount: Number(state?.followerCount ?? 0),
  };
}
