import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import type { MessageReaction } from '../../../protocol/reactions';
import { users } from './people';

export const conversations = pgTable('conversations', {
  id: text('id').primaryKey(),
  name: text('name'),
  isGroup: boolean('is_group').notNull().default(false),
  /** For one-to-one conversations: the two user ids, sorted and joined, so there is only one. */
  directKey: text('direct_key').unique(),
  /** The seq of the newest message; the next message takes lastSeq + 1 under the row lock. */
  lastSeq: integer('last_seq').notNull().default(0),
  /** Counts edits and unsends: each takes lastChangeSeq + 1 (see messages.changeSeq). */
  lastChangeSeq: integer('last_change_seq').notNull().default(0),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /**
   * Start Demo Conversations: the demo people shown in this chat who are not members of it. A
   * demo chat belongs to the one person who started it (its only member); the demo people never
   * see it, and never 'sent' its lines from their own point of view. Empty for every real chat.
   */
  demoPartners: text('demo_partners')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /**
   * The newest reaction given in it (issue 31), for the list's 'Sofía reacted 👍 to …'; null
   * when none, or when it was taken back or its message unsent or burnt.
   */
  lastReaction: jsonb('last_reaction').$type<StoredLastReaction>(),
  /**
   * The messages pinned at the top of the chat for every member (issue 31), at most 3, the
   * newest pin first; null when none. Written with the row locked, so two pins at once cannot
   * both take the last place.
   */
  pinnedMessages: jsonb('pinned_messages').$type<StoredPin[]>(),
});

/** One of `conversations.pinned_messages`: which message, who pinned it, when (ISO). */
export interface StoredPin {
  messageId: string;
  userId: string;
  at: string;
}

/** `conversations.last_reaction`: who gave which emoji to which message, and when (ISO). */
export interface StoredLastReaction {
  userId: string;
  emoji: string;
  messageId: string;
  at: string;
}

export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The highest seq this member has seen; unread = newer messages from others. */
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    /**
     * The highest seq that reached one of this member's devices (never below lastReadSeq).
     * Receipts are positions, not a row per message: a burst of reports is one write.
     */
    deliveredSeq: integer('delivered_seq').notNull().default(0),
    /** Chat menu 'Mute': no notifications from this chat for this member. */
    muted: boolean('muted').notNull().default(false),
    /** Chat menu 'Wallpaper': this member's background for this chat (a preset name). */
    wallpaper: text('wallpaper'),
    /** Pinned to the top of this member's list (issue 31), and since when; null: not pinned. */
    pinnedAt: timestamp('pinned_at', { withTimezone: true, mode: 'date' }),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_user_idx').on(t.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    messageType: text('message_type').notNull().default('text'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    isBurner: boolean('is_burner').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    clientId: text('client_id'),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
    /** Detected when sent or edited (ISO 639-1); null for what is not text (images, games…). */
    language: text('language'),
    /** Set when its sender unsent it (content and metadata are emptied then). */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /** The conversation's change counter at its last edit, unsend or reaction; 0 if never changed. */
    changeSeq: integer('change_seq').notNull().default(0),
    /** Who reacted with what (issue 31), one per person, the first given first; null for none. */
    reactions: jsonb('reactions').$type<MessageReaction[]>(),
    /**
     * The message of the same conversation it answers (issue 31); a reference, never a copy.
     * Checked by the send (`reply-check.ts`) rather than by a foreign key, whose trigger every
     * insert of the send path would pay for; messages are never deleted but with their chat.
     */
    replyTo: text('reply_to'),
    /**
     * The members its sender mentioned with @ (issue 31), checked to be members when sent; null
     * for none. The list's 'You were mentioned' and a muted chat's notification read it.
     */
    mentions: text('mentions').array(),
  },
  (t) => [
    uniqueIndex('messages_conversation_seq_idx').on(t.conversationId, t.seq),
    index('messages_changes_idx')
      .on(t.conversationId, t.changeSeq)
      .where(sql`${t.changeSeq} > 0`),
    // A retried send carries the same clientId: at most one message per sender and clientId.
    uniqueIndex('messages_client_idx')
      .on(t.conversationId, t.senderId, t.clientId)
      .where(sql`${t.clientId} is not null`),
    // The burner sweeper's look-up: burner messages not yet gone, by expiry.
    index('messages_burner_idx')
      .on(t.expiresAt)
      .where(sql`${t.isBurner} and ${t.deletedAt} is null`),
    // A read report's look-up of the live burner messages it reaches in its conversation (their
    // reading windows start): the few not yet gone, not every message up to the read position.
    index('messages_burner_live_idx')
      .on(t.conversationId, t.seq)
      .where(sql`${t.isBurner} and ${t.deletedAt} is null`),
    // Share Music's Recently Played: the songs a user shared, newest first.
    index('messages_music_sender_idx')
      .on(t.senderId, t.createdAt)
      .where(sql`${t.messageType} = 'music'`),
  ],
);

/**
 * Who has read a burner message, and until when they may read it (issue 27, point 5): a read
 * report that reaches a live burner message gives the reader a reading window by the server
 * clock (`burnAt`, see `features/burner/reading.ts`); leaving the chat brings it forward to then.
 * The message burns once every other member has read it and every window has passed.
 */
export const burnerReads = pgTable(
  'burner_reads',
  {
    messageId: text('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    burnAt: timestamp('burn_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    // Leaving a chat brings forward one reader's windows in one conversation.
    index('burner_reads_reader_idx').on(t.userId, t.conversationId),
    // The next window to end in a conversation (its burn timer).
    index('burner_reads_due_idx').on(t.conversationId, t.burnAt),
  ],
);

/**
 * Earlier versions of edited messages: each edit keeps the text it replaced, with the moment
 * that text was written (sent, or the edit before). The current text stays in `messages`.
 */
export const messageVersions = pgTable(
  'message_versions',
  {
    messageId: text('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    /** 1 is the text as sent, 2 the first edit's text, and so on. */
    version: integer('version').notNull(),
    content: text('content').notNull(),
    language: text('language'),
    writtenAt: timestamp('written_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.version] })],
);

/** Messages a user starred (spec secondary 'Starred Messages'); only the user sees them. */
/** Delete for me (issue 31): messages one member took out of their own view of a chat. */
export const messageHidden = pgTable(
  'message_hidden',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: text('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.messageId] })],
);

export const messageStars = pgTable(
  'message_stars',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: text('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    starredAt: timestamp('starred_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.messageId] }),
    index('message_stars_user_idx').on(t.userId, t.starredAt),
  ],
);

/**
 * Send Later (spec core 2, 4, 5): a message kept until its moment, then sent by the server through
 * the normal send path. `pending` until sent or cancelled; the sweeper claims due rows with
 * FOR UPDATE SKIP LOCKED, and the send carries clientId `scheduled-<id>`, so a second attempt
 * after a crash finds the first message instead of sending twice.
 */
export const scheduledMessages = pgTable(
  'scheduled_messages',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    isBurner: boolean('is_burner').notNull().default(false),
    sendAt: timestamp('send_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').notNull().default('pending'),
    /** The message it became, once sent. */
    messageId: text('message_id').references(() => messages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('scheduled_messages_status_check', sql`${t.status} in ('pending', 'sent', 'cancelled')`),
    index('scheduled_messages_due_idx')
      .on(t.sendAt)
      .where(sql`${t.status} = 'pending'`),
    index('scheduled_messages_sender_idx').on(t.senderId, t.conversationId),
  ],
);

/**
 * Each message is translated at most once per target language and engine: the text is kept
 * here, and dropped with the message or when it is edited.
 */
export const messageTranslations = pgTable(
  'message_translations',
  {
    messageId: text('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    targetLanguage: text('target_language').notNull(),
    engine: text('engine').notNull(),
    sourceLanguage: text('source_language').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.targetLanguage, t.engine] })],
);

/**
 * How one member reads one conversation (spec core 2, 'Translation Settings'). No row means the
 * defaults: auto-translate on, source auto, target the user's language.
 */
export const translationSettings = pgTable(
  'translation_settings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    autoTranslate: boolean('auto_translate').notNull().default(true),
    sourceLanguage: text('source_language').notNull().default('auto'),
    targetLanguage: text('target_language').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.conversationId] })],
);
