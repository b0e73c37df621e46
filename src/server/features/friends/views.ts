import { eq, inArray, sql } from 'drizzle-orm';
import type { FriendView, User } from '../../../protocol';
import { FRIEND_SEARCH_MAX } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { dbRows } from '../../db/rows';
import { blocks, friendRequests, friendships, users } from '../../db/schema';
import { lastSeenShown } from '../settings/service';
import { userView } from '../users/service';

type UserRow = typeof users.$inferSelect;

/** Spec core 3: busy and away count as offline, so only 'online' is online. */
const isOnline = (u: User) => u.status === 'online';

async function usersWithPresence(ctx: AppContext, rows: readonly UserRow[]): Promise<User[]> {
  const online = await ctx.presence.onlineAmong(rows.map((r) => r.id));
  return rows.map((r) => userView(r, online.has(r.id)));
}

/** My friends, by name (spec core 7 `GET /api/users/{userId}/friends`). */
export async function friendList(ctx: AppContext, me: string): Promise<User[]> {
  const rows = await ctx.db
    .select({ user: users })
    .from(friendships)
    .innerJoin(users, sql`${users.id} = ${friendships.friendId}`)
    .where(sql`${friendships.userId} = ${me}`)
    .orderBy(sql`lower(${users.displayName})`, users.id);
  return usersWithPresence(
    ctx,
    rows.map((r) => r.user),
  );
}

export async function friendsOnline(ctx: AppContext, me: string): Promise<User[]> {
  return (await friendList(ctx, me)).filter(isOnline);
}

/** `like` takes % and _ as wildcards; a person searching for "a_b" means those characters. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * People to add (spec core 5): display name or username containing the words, any case; never me,
 * a friend, or anyone either of us blocked; at most five, names starting with the words first.
 */
export async function friendSearch(ctx: AppContext, me: string, query: string): Promise<User[]> {
  const words = query.trim().toLowerCase();
  if (!words) return [];
  const pattern = `%${likeEscape(words)}%`;
  const rows = await ctx.db
    .select()
    .from(users)
    .where(
      sql`${users.id} <> ${me}
        and (lower(${users.displayName}) like ${pattern} or lower(${users.username}) like ${pattern})
        and not exists (select 1 from ${friendships} f where f.user_id = ${me} and f.friend_id = ${users.id})
        and not exists (select 1 from ${blocks} b where (b.user_id = ${me} and b.blocked_id = ${users.id})
          or (b.user_id = ${users.id} and b.blocked_id = ${me}))`,
    )
    .orderBy(
      sql`(lower(${users.displayName}) like ${`${likeEscape(words)}%`} or lower(${users.username}) like ${`${likeEscape(words)}%`}) desc`,
      sql`lower(${users.displayName})`,
      users.id,
    )
    .limit(FRIEND_SEARCH_MAX);
  return usersWithPresence(ctx, rows);
}

/** Most people the contacts screen suggests: the best-connected first. */
const SUGGESTIONS_MAX = 50;

interface ViewRow {
  id: string;
  is_friend: boolean;
  is_pending: boolean;
  incoming: string | null;
  mutual: number;
}

/**
 * The contacts screen (spec secondary 'Contacts'): my friends, the people who asked me (with their
 * request, first among the pending), the people I asked, and suggestions (none of these), ranked
 * by mutual friends. People blocked either way are left out.
 */
export async function friendViews(ctx: AppContext, me: string): Promise<FriendView[]> {
  const ranked = await dbRows<ViewRow>(
    ctx.db,
    sql`with mine as (select friend_id from ${friendships} where user_id = ${me}),
      people as (
        select u.id,
          exists (select 1 from mine where mine.friend_id = u.id) as is_friend,
          exists (select 1 from ${friendRequests} r where r.sender_id = ${me} and r.receiver_id = u.id) as is_pending,
          (select r.id from ${friendRequests} r where r.sender_id = u.id and r.receiver_id = ${me}) as incoming,
          (select count(*)::int from ${friendships} f join mine on mine.friend_id = f.friend_id
            where f.user_id = u.id) as mutual,
          lower(u.display_name) as name
        from ${users} u
        where u.id <> ${me}
          and not exists (select 1 from ${blocks} b where (b.user_id = ${me} and b.blocked_id = u.id)
            or (b.user_id = u.id and b.blocked_id = ${me})))
      select id, is_friend, is_pending, incoming, mutual from (
        select p.*, row_number() over (
          partition by (p.is_friend or p.is_pending or p.incoming is not null)
          order by p.mutual desc, p.name, p.id) as k
        from people p) ranked
      where is_friend or is_pending or incoming is not null or k <= ${SUGGESTIONS_MAX}
      order by is_friend desc, incoming is not null desc, is_pending desc, mutual desc, name, id`,
  );
  const byId = new Map(ranked.map((r) => [r.id, r]));
  const rows =
    ranked.length === 0
      ? []
      : await ctx.db
          .select()
          .from(users)
          .where(
            inArray(
              users.id,
              ranked.map((r) => r.id),
            ),
          );
  const people = new Map((await usersWithPresence(ctx, rows)).map((u) => [u.id, u]));
  // Privacy 'Last seen' off hides a person's time, and shows them nobody's (lastSeenShown).
  const [viewer] = await ctx.db
    .select({ settings: users.settings })
    .from(users)
    .where(eq(users.id, me));
  const seen = new Map(
    rows.map((r) => [r.id, lastSeenShown(viewer?.settings, r.settings) ? r.lastSeenAt : null]),
  );
  return ranked.flatMap((r) => {
    const u = people.get(r.id);
    if (!u) return [];
    const lastSeen = isOnline(u) ? null : (seen.get(r.id)?.toISOString() ?? null);
    const view = byId.get(r.id)!;
    return [
      {
        id: u.id,
        username: u.username,
        displayName: u.displayName,
        avatar: u.avatar,
        status: u.status,
        lastSeen,
        isFriend: view.is_friend,
        isPendingRequest: view.is_pending,
        // A friend's old request is gone (accepting removes it): only a non-friend's counts.
        incomingRequestId: view.is_friend ? null : view.incoming,
        mutualFriends: view.mutual,
      },
    ];
  });
}
