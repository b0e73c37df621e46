import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { dbRows } from '../db/rows';
import { deviceIdOf } from '../features/devices/service';

/** The kinds of thing a request can name, each read from its table. */
const BUCKETS = {
  users: sql`select id, id as owner from users`,
  // The people each user shares a conversation with: who a payment or a game can name.
  contacts: sql`select distinct b.user_id as id, a.user_id as owner
    from conversation_members a join conversation_members b
      on b.conversation_id = a.conversation_id and b.user_id <> a.user_id`,
  conversations: sql`select conversation_id as id, user_id as owner from conversation_members`,
  messages: sql`select id, sender_id as owner from messages order by created_at desc limit 400`,
  games: sql`select id, unnest(players) as owner from games`,
  payments: sql`select id, from_user_id as owner from payments order by created_at desc limit 200`,
  paymentRequests: sql`select id, payer_id as owner from payment_requests limit 200`,
  contactLists: sql`select id, owner_id as owner from contact_lists`,
  broadcastLists: sql`select id, owner_id as owner from broadcast_lists`,
  statuses: sql`select id, user_id as owner from statuses`,
  scheduled: sql`select id, sender_id as owner from scheduled_messages`,
  objects: sql`select id, owner_id as owner from objects`,
  videos: sql`select id, owner_id as owner from videos`,
  videoKeys: sql`select key as id, owner_id as owner from videos`,
  videoComments: sql`select id, author_id as owner from video_comments`,
  friendRequests: sql`select id, receiver_id as owner from friend_requests`,
  collabRequests: sql`select r.id, v.owner_id as owner
    from video_collab_requests r join videos v on v.id = r.video_id`,
  videoDownloads: sql`select id, user_id as owner from video_downloads`,
  devices: sql`select id_hash as id, user_id as owner from sessions`,
} satisfies Record<string, SQL>;

/** Besides the tables: what only a response tells (an upload URL, a device link's code). */
export type Bucket = keyof typeof BUCKETS | 'uploadUrls' | 'deviceLinks';

interface Row {
  id: string;
  owner: string;
}

/** Keys of bodies and queries that name something, and what they name. */
const FIELD_BUCKETS: Record<string, Bucket> = {
  conversationId: 'conversations',
  messageId: 'messages',
  messageIds: 'messages',
  gameId: 'games',
  requestId: 'paymentRequests',
  objectRef: 'objects',
  uploadId: 'videos',
  key: 'videoKeys',
  listIds: 'broadcastLists',
  userIds: 'contacts',
  participants: 'contacts',
  receiverId: 'users',
  toUserId: 'contacts',
  winner: 'contacts',
};

/** Keys that must name the signed-in user to be accepted (ARCHITECTURE, sessions). */
const SELF_FIELDS = new Set(['senderId', 'userId', 'fromUserId']);

/** Path segments before `:id`, and what the id names there. */
const SEGMENT_BUCKETS: Record<string, Bucket> = {
  users: 'users',
  conversations: 'conversations',
  messages: 'messages',
  games: 'games',
  payments: 'payments',
  'payment-requests': 'paymentRequests',
  'scheduled-messages': 'scheduled',
  'contact-lists': 'contactLists',
  'broadcast-lists': 'broadcastLists',
  'status-updates': 'statuses',
  videos: 'videos',
  'video-downloads': 'videoDownloads',
  'friend-requests': 'friendRequests',
  'blocked-users': 'users',
  'collaboration-requests': 'collabRequests',
  devices: 'devices',
};

/** Path parameters named for what they name, whatever the route. */
const PARAM_BUCKETS: Record<string, Bucket> = {
  userId: 'users',
  friendId: 'users',
  commentId: 'videoComments',
  ref: 'objects',
  uploadId: 'videos',
  code: 'deviceLinks',
  '*': 'videoKeys',
};

/** What a route's path parameter names, from its name or the segment before it. */
export function paramBucket(url: string, name: string): Bucket | undefined {
  if (PARAM_BUCKETS[name]) return PARAM_BUCKETS[name];
  const segments = url.split('/');
  const at = segments.indexOf(`:${name}`);
  return at > 0 ? SEGMENT_BUCKETS[segments[at - 1]!] : undefined;
}

/**
 * Real ids of real things, read from the database now and then, so that a generated request
 * sometimes names something that exists (the signed-in user's own, most often) and so gets past
 * "not found" to the rules behind it.
 */
export class IdPool {
  private readonly rows = new Map<Bucket, Row[]>();

  async refresh(db: Db): Promise<void> {
    for (const [bucket, query] of Object.entries(BUCKETS)) {
      const rows = await dbRows<Row>(db, query);
      this.rows.set(
        bucket as Bucket,
        bucket === 'devices' ? rows.map((r) => ({ ...r, id: deviceIdOf(r.id) })) : rows,
      );
    }
  }

  /** Keeps something a response named (an upload URL) for later requests. */
  add(bucket: Bucket, row: Row): void {
    const rows = this.rows.get(bucket) ?? [];
    rows.push(row);
    if (rows.length > 200) rows.shift();
    this.rows.set(bucket, rows);
  }

  /** An id in `bucket`: `owner`'s own three times in four when there are some. */
  pick(bucket: Bucket, owner: string, random: () => number): string | undefined {
    const rows = this.rows.get(bucket) ?? [];
    const own = rows.filter((r) => r.owner === owner);
    const from = own.length > 0 && random() < 0.75 ? own : rows;
    return from.length === 0 ? undefined : from[Math.floor(random() * from.length)]!.id;
  }

  /** Someone other than `me`. */
  other(me: string, random: () => number): string | undefined {
    const rows = (this.rows.get('users') ?? []).filter((r) => r.id !== me);
    return rows.length === 0 ? undefined : rows[Math.floor(random() * rows.length)]!.id;
  }

  /**
   * `value` with the ids it names filled in, each with probability `p`: the signed-in user where
   * a field must be them, real things of theirs (or anyone's) elsewhere. Lists of ids get ids.
   */
  fill(value: unknown, me: string, random: () => number, p: number): unknown {
    if (Array.isArray(value)) return value.map((v) => this.fill(v, me, random, p));
    if (typeof value !== 'object' || value === null) return value;
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [key, v] of Object.entries(out)) {
      // A field left out stays out.
      if (v === undefined) continue;
      if (random() >= p) {
        out[key] = this.fill(v, me, random, p);
        continue;
      }
      if (SELF_FIELDS.has(key)) {
        out[key] = random() < 0.9 ? me : (this.other(me, random) ?? v);
      } else if (key === 'players') {
        out[key] = [me, this.pick('contacts', me, random) ?? this.other(me, random) ?? me];
      } else if (FIELD_BUCKETS[key]) {
        out[key] = this.named(FIELD_BUCKETS[key], v, me, random);
      } else {
        out[key] = this.fill(v, me, random, p);
      }
    }
    return out;
  }

  private named(bucket: Bucket, v: unknown, me: string, random: () => number): unknown {
    const one = () => (bucket === 'users' ? this.other(me, random) : this.pick(bucket, me, random));
    if (bucket === 'contacts' && this.pick(bucket, me, random) === undefined) {
      return this.named('users', v, me, random);
    }
    if (Array.isArray(v)) return v.map((x) => one() ?? x);
    // `?listIds=a,b` is one string of ids.
    if (typeof v === 'string' && v.includes(',')) return [one(), one()].filter(Boolean).join(',');
    return one() ?? v;
  }
}
