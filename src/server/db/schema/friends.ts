import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './people';

/** A friend request waiting for its receiver (core 3); accepting or rejecting removes it. */
export const friendRequests = pgTable(
  'friend_requests',
  {
    id: text('id').primaryKey(),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: text('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    // One request per direction: sending again finds the first.
    uniqueIndex('friend_requests_pair_idx').on(t.senderId, t.receiverId),
    index('friend_requests_receiver_idx').on(t.receiverId),
    check('friend_requests_not_to_self', sql`${t.senderId} <> ${t.receiverId}`),
  ],
);

/** Friends, one row each way, so "my friends" is one index range. */
export const friendships = pgTable(
  'friendships',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: text('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.friendId] }),
    check('friendships_not_self', sql`${t.userId} <> ${t.friendId}`),
  ],
);

/** People a user blocked: they cannot message, call or befriend that user. */
export const blocks = pgTable(
  'blocks',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_not_self', sql`${t.userId} <> ${t.blockedId}`),
  ],
);
