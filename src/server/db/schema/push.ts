import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { sessions, users } from './people';

/**
 * A browser's Web Push subscription (issue 31 'Web Push'): where to send a person's
 * notifications while Allo is closed. One row per endpoint, the push service's address for one
 * browser profile: the same browser subscribing again updates its row, and one that signs into
 * another account moves the row to it. It belongs to the session it was made in, so signing out
 * of that device (or Linked Devices removing it) drops it with the session.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionHash: text('session_hash').references(() => sessions.idHash, { onDelete: 'cascade' }),
    /** RFC 8291: the browser's P-256 public key and its 16-byte authentication secret. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  // The notifier reads the subscriptions of the members who are offline: by user.
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
