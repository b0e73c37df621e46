import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

/**
 * Who sees a status (alias `s` of `statuses`): its author, and the author's friends while
 * neither has blocked the other, until it expires by the server's clock. Everything a reader
 * does to a status (open, like, reply, read its photo) goes through this one rule, so an expired
 * status or a stranger's is never returned or acted on.
 */
export function statusVisibleSql(viewer: string, now: Date): SQL {
  return sql`s.expires_at > ${now.toISOString()}::timestamptz and (s.user_id = ${viewer} or (
      exists (select 1 from friendships f where f.user_id = ${viewer} and f.friend_id = s.user_id)
      and not exists (select 1 from blocks b
        where (b.user_id = ${viewer} and b.blocked_id = s.user_id)
           or (b.user_id = s.user_id and b.blocked_id = ${viewer}))))`;
}

/**
 * For the object read check: `viewer` may read the object `objectId` names because it is the
 * photo of a status they may see.
 */
export function statusPhotoReadableSql(viewer: string, now: Date, objectId: SQL): SQL {
  return sql`exists (select 1 from statuses s
    where s.object_id = ${objectId} and ${statusVisibleSql(viewer, now)})`;
}
