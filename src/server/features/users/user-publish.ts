import { eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import { dbRows } from '../../db/rows';
import { users } from '../../db/schema';
import { publishTo } from '../../realtime/publish';
import { userView } from './service';

/**
 * Everyone whose screens show the user's name and avatar, and so the people a change to them is
 * pushed to: who shares a conversation with them, their friends (Contacts), and who has a friend
 * request from or to them (Pending).
 */
export async function userContacts(ctx: AppContext, userId: string): Promise<string[]> {
  const rows = await dbRows<{ id: string }>(
    ctx.db,
    sql`select cm.user_id as id from conversation_members mine
        join conversation_members cm on cm.conversation_id = mine.conversation_id
        where mine.user_id = ${userId} and cm.user_id <> ${userId}
      union select friend_id from friendships where user_id = ${userId}
      union select user_id from friendships where friend_id = ${userId}
      union select receiver_id from friend_requests where sender_id = ${userId}
      union select sender_id from friend_requests where receiver_id = ${userId}`,
  );
  return rows.map((r) => r.id);
}

/**
 * A user's name, avatar or other public fields changed: push `user_updated` to their contacts
 * and their own other devices, so every screen shows the new ones at once. A profile change
 * route calls this after its write commits.
 */
export async function userUpdatedPublish(ctx: AppContext, userId: string): Promise<void> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) return;
  const online = await ctx.presence.onlineAmong([userId]);
  const isOnline = online.has(userId);
  // Their own devices get their own view (whether they have a password); contacts, the public one.
  await publishTo(ctx, [userId], { type: 'user_updated', user: userView(row, isOnline, true) });
  const contacts = await userContacts(ctx, userId);
  if (contacts.length) {
    await publishTo(ctx, contacts, { type: 'user_updated', user: userView(row, isOnline) });
  }
}

/**
 * A conversation was just created: its members may not know each other yet (someone who signed
 * up after the others loaded the user list). Each member gets every other member's user record
 * before the conversation itself, so its row shows a name and an avatar, never 'Unknown'.
 */
export async function usersIntroduce(ctx: AppContext, memberIds: readonly string[]): Promise<void> {
  if (memberIds.length < 2) return;
  const rows = await ctx.db
    .select()
    .from(users)
    .where(inArray(users.id, [...memberIds]));
  const online = await ctx.presence.onlineAmong(rows.map((r) => r.id));
  await Promise.all(
    rows.map((row) =>
      publishTo(
        ctx,
        memberIds.filter((id) => id !== row.id),
        { type: 'user_updated', user: userView(row, online.has(row.id)) },
      ),
    ),
  );
}
