import { inArray } from 'drizzle-orm';
import type { FriendPerson } from '../../../protocol';
import type { Db } from '../../db/connect';
import { users } from '../../db/schema';

/** What friend requests and block lists show of people, by id. */
export async function peopleById(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, FriendPerson>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      avatar: users.avatar,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}
