import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { User } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import type { Db } from '../../db/connect';
import type { Tx } from '../../db/retry';
import { dbRows } from '../../db/rows';
import { users } from '../../db/schema';
import { DEMO_USERS, demoAvatarPath } from './demo-users';

type UserRow = typeof users.$inferSelect;

/**
 * A stored user as the API shows it: live presence decides online or offline. Whether the
 * account has a password (`own`) goes only to the person themselves and to the picker of a
 * browser that signed into it (issue 27): to anyone else it says which accounts have none.
 */
export function userView(row: UserRow, online: boolean, own = false): User {
  const chosen: 'online' | 'busy' | 'away' =
    row.status === 'busy' || row.status === 'away' ? row.status : 'online';
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    avatar: row.avatar,
    language: row.language,
    status: online ? chosen : 'offline',
    bio: row.bio,
    ...(own && { hasPassword: row.passwordHash !== null, presence: chosen }),
    demo: row.demo,
  };
}

/**
 * Everyone (for a signed-in person `me`: the people search, New Message), or, for a visitor
 * (`deviceIds`: the accounts this browser has signed into, from its device cookie), the identity
 * picker's list: the demo people and those accounts (issue 27), never every account on the server.
 */
export async function userList(
  ctx: AppContext,
  who: { me: string } | { deviceIds: readonly string[] },
): Promise<User[]> {
  const deviceIds = 'deviceIds' in who ? who.deviceIds : [];
  const shown =
    'me' in who
      ? undefined
      : deviceIds.length > 0
        ? or(eq(users.demo, true), inArray(users.id, deviceIds))
        : eq(users.demo, true);
  // Whose `hasPassword` this list may carry: the signed-in person's own, or the accounts of this
  // browser, whose picker asks for it before it sends anything.
  const own = new Set('me' in who ? [who.me] : deviceIds);
  const rows = await ctx.db
    .select()
    .from(users)
    .where(shown)
    .orderBy(asc(users.createdAt), asc(users.id));
  const online = await ctx.presence.onlineAmong(rows.map((r) => r.id));
  return rows.map((r) => userView(r, online.has(r.id), own.has(r.id)));
}

/** A user as they see themselves (sign-in, `GET /api/session`, their own changes). */
export async function userGet(ctx: AppContext, id: string): Promise<User | null> {
  const rows = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!rows[0]) return null;
  const online = await ctx.presence.onlineAmong([id]);
  return userView(rows[0], online.has(id), true);
}

/** The user's last live connection closed now ('last seen' in contacts). */
export async function userLastSeen(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ lastSeenAt: new Date() }).where(eq(users.id, userId));
}

/** What a person chose to be shown as while connected (issue 31): Available unless Busy or Away. */
export async function userChosenStatus(
  db: Db,
  userId: string,
): Promise<'online' | 'busy' | 'away'> {
  const [row] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId));
  return row?.status === 'busy' || row?.status === 'away' ? row.status : 'online';
}

/** Ids among `ids` that name existing users. */
export async function usersExisting(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/**
 * Ids among `ids` that name existing users, each kept (FOR KEY SHARE) until `tx` commits. Called
 * in the transaction that writes a row pointing at them: an account deleted meanwhile then
 * refuses the write, instead of failing the row's foreign key (a 500).
 */
export async function usersHeld(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await dbRows<{ id: string }>(
    tx,
    sql`select id from users where id in ${[...ids]} for key share`,
  );
  return new Set(rows.map((r) => r.id));
}

/** On an empty database, the twelve demo users (one per translation language). */
export async function usersSeedDemo(db: Db): Promise<number> {
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(users)) as [
    { count: number },
  ];
  if (count > 0) return 0;
  await db
    .insert(users)
    .values(
      // One millisecond apart, so the picker lists them in the catalog's order.
      DEMO_USERS.map((u, i) => ({
        ...u,
        avatar: demoAvatarPath(u.username),
        demo: true,
        createdAt: new Date(Date.now() - DEMO_USERS.length + i),
      })),
    )
    .onConflictDoNothing();
  return DEMO_USERS.length;
}
