import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bigint,
  bigserial,
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
  /** scrypt hash; null: no password (a demo person, or an account older than passwords). */
  passwordHash: text('password_hash'),
  /**
   * One of the twelve demo people (SEED_DEMO): one tap away on every picker unless they set a
   * password or REQUIRE_PASSWORDS=1. Every other account asks for a credential when picked.
   */
  demo: boolean('demo').notNull().default(false),
  /** Privacy 'Read receipts': off shares none of this user's reads and shows them nobody's. */
  readReceipts: boolean('read_receipts').notNull().default(true),
  /** Words this user keeps untranslated in what they read (spec secondary 2, Settings). */
  noTranslate: text('no_translate')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAt(),
  /** When this user's last live connection closed ('Xh ago' in contacts); null: never seen. */
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
  /**
   * Settings that only this user's own screens and the server's sharing rules read (privacy,
   * notifications, storage, theme); validated by the protocol's schema, defaults filled there,
   * so a new setting needs no migration.
   */
  settings: jsonb('settings')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  /** The uploaded picture behind `avatar`, kept from the unsent-object sweep while in use. */
  avatarObjectId: text('avatar_object_id').references((): AnyPgColumn => objects.id, {
    onDelete: 'set null',
  }),
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
    /**
     * 30 days after the session's last use (sliding), pushed forward at most hourly (see
     * `sessionTouch`); indexed for the sweep that deletes expired sessions.
     */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** SHA-256 of the browser's device cookie, when it had one: Linked Devices' removal finds it. */
    deviceHash: text('device_hash'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * The accounts each browser has signed into (issue 27): the identity picker lists them, and only
 * them beside the demo people, to a visitor with that browser's device cookie (`allo_device`,
 * 128 random bits, stored as its SHA-256). A device removed in Linked Devices keeps its row with
 * `removed_at` set: the name stays on its picker, but it signs in like a stranger's browser.
 */
export const deviceAccounts = pgTable(
  'device_accounts',
  {
    deviceHash: text('device_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    signedInAt: timestamp('signed_in_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.deviceHash, t.userId] }),
    index('device_accounts_user_idx').on(t.userId),
  ],
);

/** A user's passkeys (WebAuthn credentials), as @simplewebauthn/server verifies them. */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id, base64url, as the authenticator names it. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter (0 for most passkeys, which keep none). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * WebAuthn challenges handed out and not yet answered: each is used once (deleted as it is
 * checked) and within five minutes; kept in the database so any instance can check it.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    /** 'register' (adding a passkey, for `user_id`) or 'login'. */
    purpose: text('purpose').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);

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
    /**
     * The highest seq that reached one of this member's devices (never below lastReadSeq).
     * Receipts are positions, not a row per message: a burst of reports is one write.
     */
    deliveredSeq: integer('delivered_seq').notNull().default(0),
    /** Chat menu 'Mute': no notifications from this chat for this member. */
    muted: boolean('muted').notNull().default(false),
    /** Chat menu 'Wallpaper': this member's background for this chat (a preset name). */
    wallpaper: text('wallpaper'),
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
    /** The conversation's change counter at its last edit or unsend; 0 if never changed. */
    changeSeq: integer('change_seq').notNull().default(0),
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
 * A stored photo or voice note (issue 12): its bytes are in the object store under `key` (and a
 * thumbnail under `thumbKey`); this row says whose it is and where it was sent. The id is the
 * public ref in `/api/images/{ref}`. `messageId` is null until a send attaches it (in the send's
 * transaction, so an object goes into one message at most); objects never sent are swept after
 * 24 h. A deleted message's objects go with it (unsend, burner expiry); a message removed by a
 * cascade leaves its object unattached, and the sweep takes it then.
 */
export const objects = pgTable(
  'objects',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** From the bytes, never from what the client claimed. */
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** A voice note's length, as its message declared it. */
    durationMs: integer('duration_ms'),
    key: text('key').notNull(),
    thumbKey: text('thumb_key'),
    /** Of the stored bytes: the Photo Library's Recent shows a photo sent twice once. */
    sha256: text('sha256').notNull(),
    /** Where it came from: upload, camera, library, generated (the Image Playground). */
    source: text('source'),
    messageId: text('message_id').references(() => messages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('objects_kind_check', sql`${t.kind} in ('image', 'voice')`),
    index('objects_owner_idx').on(t.ownerId, t.kind, t.createdAt),
    index('objects_message_idx')
      .on(t.messageId)
      .where(sql`${t.messageId} is not null`),
    // The orphan sweep's look-up: objects never sent, oldest first.
    index('objects_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.messageId} is null`),
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

/**
 * Allo Cash. Money lives in a double-entry ledger: every movement is a pair of entries that sum
 * to zero, and an account's balance is the sum of its entries. `balance_cents` keeps that sum,
 * updated in the same transaction as the entries (the tests check the two agree); the CHECK
 * makes a negative user balance impossible whatever the code does. Money rows never cascade:
 * history outlives anything it mentions.
 */
const cents = (name: string) => bigint(name, { mode: 'number' });

export const accounts = pgTable(
  'accounts',
  {
    /** 'user:<userId>' for a wallet, 'system:<name>' for the system's own accounts. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .unique()
      .references(() => users.id),
    kind: text('kind').notNull(),
    balanceCents: cents('balance_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('accounts_kind_check', sql`${t.kind} in ('user', 'system')`),
    check('accounts_user_not_negative', sql`${t.kind} <> 'user' or ${t.balanceCents} >= 0`),
  ],
);

/**
 * A payment (spec core 3): created pending, settled once by the server to completed (its two
 * ledger entries written) or failed (nothing moved). The Idempotency-Key is unique per payer, and
 * the request's hash tells a true retry from a different payment under a reused key.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    fromUserId: text('from_user_id')
      .notNull()
      .references(() => users.id),
    toUserId: text('to_user_id')
      .notNull()
      .references(() => users.id),
    amountCents: cents('amount_cents').notNull(),
    note: text('note'),
    conversationId: text('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    status: text('status').notNull().default('pending'),
    failureReason: text('failure_reason'),
    requestId: text('request_id'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('payments_amount_range', sql`${t.amountCents} between 1 and 1000000`),
    check('payments_status_check', sql`${t.status} in ('pending', 'completed', 'failed')`),
    check('payments_not_to_self', sql`${t.fromUserId} <> ${t.toUserId}`),
    uniqueIndex('payments_idempotency_idx')
      .on(t.fromUserId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    // A request is paid at most once: only a failed attempt leaves room for another.
    uniqueIndex('payments_request_idx')
      .on(t.requestId)
      .where(sql`${t.requestId} is not null and ${t.status} <> 'failed'`),
    index('payments_from_idx').on(t.fromUserId, t.createdAt),
    index('payments_to_idx').on(t.toUserId, t.createdAt),
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** One side of a movement of money: negative leaves the account, positive enters it. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The payment it settles; null for the demo funding that opens a wallet. */
    paymentId: text('payment_id').references(() => payments.id),
    amountCents: cents('amount_cents').notNull(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_entries_not_zero', sql`${t.amountCents} <> 0`),
    check('ledger_entries_kind_check', sql`${t.kind} in ('funding', 'payment')`),
    index('ledger_entries_account_idx').on(t.accountId),
    // A payment moves money once: one entry per account, whatever runs twice.
    uniqueIndex('ledger_entries_payment_idx')
      .on(t.paymentId, t.accountId)
      .where(sql`${t.paymentId} is not null`),
  ],
);

/** 'Request Money' (spec core 2): someone asks another member for an amount. */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: text('id').primaryKey(),
    requesterId: text('requester_id')
      .notNull()
      .references(() => users.id),
    payerId: text('payer_id')
      .notNull()
      .references(() => users.id),
    amountCents: cents('amount_cents').notNull(),
    note: text('note'),
    conversationId: text('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    status: text('status').notNull().default('open'),
    paymentId: text('payment_id').references(() => payments.id),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('payment_requests_amount_range', sql`${t.amountCents} between 1 and 1000000`),
    check('payment_requests_status_check', sql`${t.status} in ('open', 'paid')`),
    check('payment_requests_not_to_self', sql`${t.requesterId} <> ${t.payerId}`),
  ],
);

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

/**
 * Linked Devices' 'Link Device': a one-time code shown as a QR code; scanning it signs the new
 * device into the account. Stored hashed, like sessions; good for 2 minutes, once.
 */
export const deviceLinks = pgTable(
  'device_links',
  {
    idHash: text('id_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('device_links_user_idx').on(t.userId)],
);

/**
 * A short video (issue 17, spec secondary 3 'Video'). The row is made when an upload starts
 * (`uploading`, with its object key and, for a multipart upload, the store's upload id);
 * finishing it claims it (`processing`) while ffprobe checks the bytes and ffmpeg takes the
 * thumbnail, then it is `ready` and in the feed. A refused upload leaves nothing: row, bytes and
 * parts are deleted. `failed` is an upload the server could not check (ffprobe missing or timed
 * out): its bytes are gone and the sweep takes the row. Unfinished uploads are swept after 24 h.
 */
export const videos = pgTable(
  'videos',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The bytes in the object store (`video/<id>`). */
    key: text('key').notNull().unique(),
    /** The store's multipart upload id (S3's UploadId, or the disk store's); null for one PUT. */
    multipartId: text('multipart_id'),
    /** As the client named the file; shown, never used as a key or path. */
    originalName: text('original_name').notNull().default(''),
    /** From ffprobe, never from what the client claimed. */
    mimeType: text('mime_type'),
    /** Bytes: as declared when the upload starts, as stored once ready. */
    size: bigint('size', { mode: 'number' }),
    durationMs: integer('duration_ms'),
    width: integer('width'),
    height: integer('height'),
    /** A JPEG frame about 1 s in (`video/<id>.thumb`). */
    thumbKey: text('thumb_key'),
    status: text('status').notNull().default('uploading'),
    /** The spec's title and description (the caption under a reel), and its hashtags. */
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    hashtags: text('hashtags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /** The editor's settings (protocol VideoEdits), applied when it plays and on download. */
    edits: jsonb('edits'),
    createdAt: createdAt(),
    /** When it became ready: the feed's order (newest first). */
    readyAt: timestamp('ready_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check(
      'videos_status_check',
      sql`${t.status} in ('uploading', 'processing', 'ready', 'failed')`,
    ),
    index('videos_feed_idx')
      .on(t.readyAt)
      .where(sql`${t.status} = 'ready'`),
    index('videos_owner_idx').on(t.ownerId, t.createdAt),
    // The sweep's look-up: uploads never finished, oldest first.
    index('videos_unfinished_idx')
      .on(t.createdAt)
      .where(sql`${t.status} <> 'ready'`),
  ],
);

/** Who likes which video, with their reaction (the spec's six); `videos.like_count` counts them. */
export const videoLikes = pgTable(
  'video_likes',
  {
    videoId: text('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reaction: text('reaction').notNull().default('heart'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.videoId, t.userId] }),
    index('video_likes_user_idx').on(t.userId),
  ],
);

/** A comment on a video; `videos.comment_count` counts them. */
export const videoComments = pgTable(
  'video_comments',
  {
    id: text('id').primaryKey(),
    videoId: text('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('video_comments_video_idx').on(t.videoId, t.createdAt)],
);

/** Who follows whom (the feed's Follow and its 'following' filter). */
export const follows = pgTable(
  'follows',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: text('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId),
    check('follows_not_self_check', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

/** A request to collaborate on a video, to its creator; one pending per requester and video. */
export const videoCollabRequests = pgTable(
  'video_collab_requests',
  {
    id: text('id').primaryKey(),
    videoId: text('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    requesterId: text('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('video_collab_status_check', sql`${t.status} in ('pending', 'accepted', 'declined')`),
    uniqueIndex('video_collab_pending_idx')
      .on(t.videoId, t.requesterId)
      .where(sql`${t.status} = 'pending'`),
    index('video_collab_requester_idx').on(t.requesterId),
  ],
);

/**
 * A download being rendered (the edits and the watermark, with ffmpeg): its progress, and the
 * finished file in the object store (`video-download/<id>`) until it is swept an hour later.
 * `edits` are the settings it renders, as they were when it was asked for (the same person asking
 * again for the same look gets the same download); `progress_at` is when its render last said it
 * was alive (began, or moved on): one silent for 15 minutes died with its instance.
 */
export const videoDownloads = pgTable(
  'video_downloads',
  {
    id: text('id').primaryKey(),
    videoId: text('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    key: text('key'),
    edits: jsonb('edits'),
    progressAt: timestamp('progress_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'video_downloads_status_check',
      sql`${t.status} in ('queued', 'rendering', 'ready', 'failed')`,
    ),
    index('video_downloads_user_idx').on(t.userId, t.createdAt),
  ],
);
