import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { conversations } from './conversations';
import { users } from './people';

/** Contact lists (spec secondary 'Contact Lists'): an owner's named group of people. */
export const contactLists = pgTable(
  'contact_lists',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isPublic: boolean('is_public').notNull().default(false),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_lists_owner_idx').on(t.ownerId),
    index('contact_lists_public_idx').on(t.isPublic),
  ],
);

export const contactListMembers = pgTable(
  'contact_list_members',
  {
    listId: text('list_id')
      .notNull()
      .references(() => contactLists.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * They joined it themselves (Join List on a public list). False: the owner put them on it,
     * a note in the owner's private address book that they are never told of and never see.
     */
    joined: boolean('joined').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.userId] }),
    index('contact_list_members_user_idx').on(t.userId),
  ],
);

/** Broadcast lists (spec secondary 'Broadcast Messages'): an owner sends to its subscribers. */
export const broadcastLists = pgTable(
  'broadcast_lists',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default('General'),
    createdAt: createdAt(),
  },
  (t) => [index('broadcast_lists_owner_idx').on(t.ownerId)],
);

export const broadcastSubscriptions = pgTable(
  'broadcast_subscriptions',
  {
    listId: text('list_id')
      .notNull()
      .references(() => broadcastLists.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.userId] }),
    index('broadcast_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * A broadcast sent to one or more of the sender's lists. The lists' names are kept as they were,
 * so Recent still reads right after a list is renamed or deleted.
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: text('id').primaryKey(),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    listIds: text('list_ids').array().notNull(),
    listNames: text('list_names').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('broadcasts_sender_idx').on(t.senderId, t.createdAt)],
);

/**
 * One row per recipient of a broadcast: the message it became in our one-to-one chat (its seq),
 * so the read count is the recipients whose read position reached it.
 */
export const broadcastDeliveries = pgTable(
  'broadcast_deliveries',
  {
    broadcastId: text('broadcast_id')
      .notNull()
      .references(() => broadcasts.id, { onDelete: 'cascade' }),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.broadcastId, t.recipientId] })],
);
