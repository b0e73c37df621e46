import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { ContactList } from '../../../protocol';
import type { Db } from '../../db/connect';
import { dbRows } from '../../db/rows';

/**
 * Shared Lists shows at most this many: the lists I am in first, then the most recently
 * changed public ones. A phone screen of cards is far fewer; search narrows the rest.
 */
export const SHARED_LISTS_MAX = 200;

interface ListRow {
  id: string;
  name: string;
  description: string;
  is_public: boolean;
  tags: string[] | null;
  created_at: Date | string;
  updated_at: Date | string;
  owner_id: string;
  creator_name: string;
  creator_avatar: string | null;
  members: string[] | null;
  member_count: number;
  is_member: boolean;
}

const iso = (v: Date | string): string => new Date(v).toISOString();

/** Either of the two blocked the other: then neither sees the other's lists. */
export const blockedWithOwner = (me: string) =>
  sql`exists (select 1 from blocks b where (b.user_id = ${me} and b.blocked_id = l.owner_id)
    or (b.user_id = l.owner_id and b.blocked_id = ${me}))`;

/**
 * The reader joined the list. Being put on it by its owner does not count: a list is its
 * owner's private address book, never shown to the people in it.
 */
const memberOf = (me: string) =>
  sql`exists (select 1 from contact_list_members x
    where x.list_id = l.id and x.user_id = ${me} and x.joined)`;

/** Lists `me` may read: my own; others' that are public or that I joined, unless blocked. */
export const listVisible = (me: string) =>
  sql`(l.owner_id = ${me} or ((l.is_public or ${memberOf(me)}) and not ${blockedWithOwner(me)}))`;

/**
 * The lists `where` picks (over `contact_lists l`), shaped as the spec's entity; `members` is
 * filled for the owner only.
 */
export async function listsSelect(
  db: Db,
  me: string,
  where: SQL,
  order: SQL = sql`l.updated_at desc, l.id`,
  limit?: number,
): Promise<ContactList[]> {
  const rows = await dbRows<ListRow>(
    db,
    sql`select l.id, l.name, l.description, l.is_public, l.tags, l.created_at, l.updated_at,
        l.owner_id, u.display_name as creator_name, u.avatar as creator_avatar,
        (select array_agg(m.user_id order by m.added_at, m.user_id)
           from contact_list_members m where m.list_id = l.id) as members,
        (select count(*)::int from contact_list_members m where m.list_id = l.id) as member_count,
        ${memberOf(me)} as is_member
      from contact_lists l join users u on u.id = l.owner_id
      where ${where}
      order by ${order}
      ${limit === undefined ? sql`` : sql`limit ${limit}`}`,
  );
  return rows.map((r) => {
    // Who is on a list is for its owner's eyes only; others see how many.
    const members = r.owner_id === me ? (r.members ?? []) : [];
    return {
      id: r.id,
      name: r.name,
      description: r.description,
      isPublic: r.is_public,
      memberCount: r.member_count,
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
      createdBy: r.owner_id,
      creatorName: r.creator_name,
      creatorAvatar: r.creator_avatar,
      members,
      tags: r.tags ?? [],
      isMember: r.is_member,
    };
  });
}

/** My lists, and the others I may see (the lists I am on first). */
export async function listsRead(db: Db, me: string) {
  const mine = await listsSelect(db, me, sql`l.owner_id = ${me}`);
  const shared = await listsSelect(
    db,
    me,
    sql`l.owner_id <> ${me} and ${listVisible(me)}`,
    sql`${memberOf(me)} desc, l.updated_at desc, l.id`,
    SHARED_LISTS_MAX,
  );
  return { mine, shared };
}

/** Who hears that a list changed: its owner and the people who joined it (never those added). */
export async function listAudience(db: Db, id: string): Promise<string[]> {
  const rows = await dbRows<{ id: string }>(
    db,
    sql`select owner_id as id from contact_lists where id = ${id}
      union select user_id from contact_list_members where list_id = ${id} and joined`,
  );
  return rows.map((r) => r.id);
}
