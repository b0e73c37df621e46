import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { BroadcastCategory, BroadcastList, RecentBroadcast } from '../../../protocol';
import { BROADCAST_RECENT_MAX } from '../../../protocol';
import type { Db } from '../../db/connect';
import { dbRows } from '../../db/rows';

interface ListRow {
  id: string;
  name: string;
  description: string;
  category: string;
  created_at: Date | string;
  owner_id: string;
  creator_name: string;
  creator_avatar: string | null;
  subscriber_count: number;
  is_subscribed: boolean;
  total_broadcasts: number;
  last_broadcast: Date | string | null;
}

const iso = (v: Date | string): string => new Date(v).toISOString();

/** Either of the two blocked the other: then neither sees the other's broadcast lists. */
export const blockedWithOwner = (me: string) =>
  sql`exists (select 1 from blocks b where (b.user_id = ${me} and b.blocked_id = l.owner_id)
    or (b.user_id = l.owner_id and b.blocked_id = ${me}))`;

/** I follow the list (my own lists count as followed, spec secondary 4). */
export const subscribedTo = (me: string) =>
  sql`exists (select 1 from broadcast_subscriptions s where s.list_id = l.id and s.user_id = ${me})`;

/** Lists `me` may see: every list but those of people blocked either way. */
export const listVisible = (me: string) => sql`(l.owner_id = ${me} or not ${blockedWithOwner(me)})`;

/**
 * The broadcast lists `where` picks (over `broadcast_lists l`), shaped as the spec's entity. A
 * list's broadcasts are found among its owner's (the index on sender), then by list id.
 */
export async function broadcastListsSelect(
  db: Db,
  me: string,
  where: SQL,
  order: SQL = sql`l.created_at desc, l.id`,
  limit?: number,
): Promise<BroadcastList[]> {
  const rows = await dbRows<ListRow>(
    db,
    sql`select l.id, l.name, l.description, l.category, l.created_at, l.owner_id,
        u.display_name as creator_name, u.avatar as creator_avatar,
        (select count(*)::int from broadcast_subscriptions s where s.list_id = l.id)
          as subscriber_count,
        (l.owner_id = ${me} or ${subscribedTo(me)}) as is_subscribed,
        (select count(*)::int from broadcasts b
           where b.sender_id = l.owner_id and l.id = any(b.list_ids)) as total_broadcasts,
        (select max(b.created_at) from broadcasts b
           where b.sender_id = l.owner_id and l.id = any(b.list_ids)) as last_broadcast
      from broadcast_lists l join users u on u.id = l.owner_id
      where ${where}
      order by ${order}
      ${limit === undefined ? sql`` : sql`limit ${limit}`}`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    subscriberCount: r.subscriber_count,
    createdAt: iso(r.created_at),
    createdBy: r.owner_id,
    creatorName: r.creator_name,
    creatorAvatar: r.creator_avatar,
    isSubscribed: r.is_subscribed,
    lastBroadcast: r.last_broadcast === null ? null : iso(r.last_broadcast),
    totalBroadcasts: r.total_broadcasts,
    category: r.category as BroadcastCategory,
  }));
}

interface RecentRow {
  id: string;
  content: string;
  list_ids: string[];
  list_names: string[];
  created_at: Date | string;
  sender_name: string;
  sender_avatar: string | null;
  recipient_count: number;
  read_count: number;
}

/**
 * A delivery (`d`) counts as read when the recipient's read position in our chat reached its
 * message and the read-receipt privacy rule shows it (receipts/privacy.ts): the recipient shares
 * reads, and so does the sender (`u`).
 */
const deliveryRead = sql`u.read_receipts and r.read_receipts and cm.last_read_seq >= d.seq`;

const deliveryJoins = sql`join conversation_members cm
    on cm.conversation_id = d.conversation_id and cm.user_id = d.recipient_id
  join users r on r.id = d.recipient_id`;

/** My broadcasts, newest first (or just `onlyId`), with their recipients and reads. */
export async function recentSelect(
  db: Db,
  me: string,
  onlyId?: string,
): Promise<RecentBroadcast[]> {
  const rows = await dbRows<RecentRow>(
    db,
    sql`select b.id, b.content, b.list_ids, b.list_names, b.created_at,
        u.display_name as sender_name, u.avatar as sender_avatar,
        (select count(*)::int from broadcast_deliveries d where d.broadcast_id = b.id)
          as recipient_count,
        (select count(*)::int from broadcast_deliveries d ${deliveryJoins}
           where d.broadcast_id = b.id and ${deliveryRead}) as read_count
      from broadcasts b join users u on u.id = b.sender_id
      where b.sender_id = ${me} ${onlyId === undefined ? sql`` : sql`and b.id = ${onlyId}`}
      order by b.created_at desc, b.id
      limit ${BROADCAST_RECENT_MAX}`,
  );
  return rows.map((r) => ({
    id: r.id,
    listId: r.list_ids[0] ?? '',
    listName: r.list_names[0] ?? '',
    listIds: r.list_ids,
    listNames: r.list_names,
    content: r.content,
    sentAt: iso(r.created_at),
    senderName: r.sender_name,
    senderAvatar: r.sender_avatar,
    recipientCount: r.recipient_count,
    readCount: r.read_count,
    mediaType: 'text' as const,
  }));
}

/** Every broadcast of mine that went to `listId`: the people it reached, and the reads. */
export async function reachSelect(
  db: Db,
  me: string,
  listId: string,
): Promise<{ recipientCount: number; readCount: number }> {
  const [row] = await dbRows<{ recipients: number; reads: number }>(
    db,
    sql`select count(*)::int as recipients,
        count(*) filter (where ${deliveryRead})::int as reads
      from broadcasts b join users u on u.id = b.sender_id
      join broadcast_deliveries d on d.broadcast_id = b.id ${deliveryJoins}
      where b.sender_id = ${me} and ${listId}::text = any(b.list_ids)`,
  );
  return { recipientCount: row?.recipients ?? 0, readCount: row?.reads ?? 0 };
}
