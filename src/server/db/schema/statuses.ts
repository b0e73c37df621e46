import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { objects } from './objects';
import { users } from './people';

/**
 * Status updates (spec secondary 'Status updates'): a text or a photo, seen by friends, gone 24 h
 * after posting (`expiresAt`; reads filter on it and a sweep removes the rows).
 */
export const statuses = pgTable(
  'statuses',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    /**
     * The language of `content` (a text, or a photo's caption), detected when posted with the
     * author's language as a prior, as a message's is; null for a photo without a caption.
     */
    language: text('language'),
    /** A photo status's picture (an image object of the author's). */
    objectId: text('object_id').references(() => objects.id, { onDelete: 'set null' }),
    replyCount: integer('reply_count').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('statuses_user_idx').on(t.userId, t.expiresAt),
    index('statuses_expiry_idx').on(t.expiresAt),
  ],
);

/** Who saw a status, once each. */
export const statusViews = pgTable(
  'status_views',
  {
    statusId: text('status_id')
      .notNull()
      .references(() => statuses.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.statusId, t.userId] })],
);

/** Who liked a status, once each. */
export const statusLikes = pgTable(
  'status_likes',
  {
    statusId: text('status_id')
      .notNull()
      .references(() => statuses.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.statusId, t.userId] }),
    index('status_likes_user_idx').on(t.userId),
  ],
);
