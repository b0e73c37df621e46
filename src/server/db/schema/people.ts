import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { objects } from './objects';

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
