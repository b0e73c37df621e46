import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  username: text('username').notNull().unique(),
  displayName: text('display_name').notNull(),
  avatar: text('avatar'),
  language: text('language').notNull().default('en'),
  /** A chosen status (busy, away); online/offline comes from live presence. */
  status: text('status').notNull().default('offline'),
  bio: text('bio'),
  /** scrypt hash; null means picking this identity needs no password. */
  passwordHash: text('password_hash'),
  /** Words this user keeps untranslated in what they read (spec secondary 2, Settings). */
  noTranslate: text('no_translate')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value: a stolen table does not give working cookies. */
    idHash: text('id_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const conversations = pgTable('conversations', {
  id: text('id').primaryKey(),
  name: text('name'),
  isGroup: boolean('is_group').notNull().default(false),
  /** For one-to-one conversations: the two user ids, sorted and joined, so there is only one. */
  directKey: text('direct_key').unique(),
  /** The seq of the newest message; the next message takes lastSeq + 1 under the row lock. */
  lastSeq: integer('last_seq').notNull().default(0),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

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
  },
  (t) => [
    uniqueIndex('messages_conversation_seq_idx').on(t.conversationId, t.seq),
    // A retried send carries the same clientId: at most one message per sender and clientId.
    uniqueIndex('messages_client_idx')
      .on(t.conversationId, t.senderId, t.clientId)
      .where(sql`${t.clientId} is not null`),
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

/**
 * A game between two members of a conversation (spec core 3 Game). `state` is the whole state as
 * the rules in src/games keep it, secrets included (Sea Battle fleets, Word Hunt's answer sheet):
 * only the server reads it, and players get `viewFor` of it. `version` mirrors `state.version`
 * so a stale move is told apart without reading the state.
 */
export const games = pgTable(
  'games',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    gameType: text('game_type').notNull(),
    /** The two player ids, in the order the game was created with (the first moves first). */
    players: text('players').array().notNull(),
    state: jsonb('state').$type<unknown>().notNull(),
    version: integer('version').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('games_conversation_idx').on(t.conversationId)],
);

/**
 * Every accepted move, keyed by the version it produced: the row lock makes them one at a time,
 * and the key makes a second move on the same version impossible even if that lock were lost.
 * A Word Hunt round closed by the clock bumps the version without a move, so versions may skip.
 */
export const gameMoves = pgTable(
  'game_moves',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    playerId: text('player_id').notNull(),
    /** The move's own fields only; the client's `gameState` is never kept. */
    move: jsonb('move').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.version] })],
);
