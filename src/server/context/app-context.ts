import type { FastifyBaseLogger } from 'fastify';
import type { Detection } from '../../lang/detect';
import type { Db, DbKind } from '../db/connect';
import type { Statements } from '../db/statements';
import type { Config } from '../kernel/config';
import type { SignInLimits } from '../limits/sign-in-limits';
import type { UserLimits } from '../limits/user-limits';
import type { Bus } from '../realtime/bus';
import type { LiveContext, LiveMembers, LiveSessions } from '../realtime/live-context';
import type { Presence } from '../realtime/presence';
import type { ObjectStore } from '../storage/object-store';
import type { Deliveries } from './deliveries';

/**
 * The server's clock. Every rule that depends on time (burner expiry, Send Later, edit and
 * unsend windows) asks it, so tests can move time on instead of waiting.
 */
export interface Clock {
  now(): Date;
}

/**
 * Who is in each conversation, from memory (the conversations feature's `MembersCache`).
 * Whatever changes a conversation's members, or blocks one of two people from the other, calls
 * `changed`.
 */
export interface Members extends LiveMembers {
  /**
   * Where a user stands in a conversation: a member who may send, a member of a one-to-one chat
   * where one of the two blocked the other ('blocked'), or not a member.
   */
  standing(conversationId: string, userId: string): Promise<'member' | 'blocked' | 'none'>;
  /** Tells every instance (this one at once) that the conversation's members changed. */
  changed(conversationId: string): Promise<void>;
}

/** Sessions as requests see them (the session feature's `SessionStore`). */
export interface Sessions extends LiveSessions {
  /** Starts a session for a user; returns its cookie value and how many old sessions it ended. */
  create(
    userId: string,
    userAgent?: string,
    deviceHash?: string | null,
  ): Promise<{ token: string; evicted: number }>;
  /** Ends a session everywhere: stored no more, forgotten by every instance, sockets closed. */
  end(token: string | undefined): Promise<void>;
  /** `end` for a session named by its stored hash; `removed`: ended from elsewhere. */
  endByHash(idHash: string, removed?: boolean): Promise<void>;
}

/** Language detection, with each user's language to fall back on (the translate feature's). */
export interface LanguageDetector {
  /** The language of `text`; given its writer, their language wins where the text leaves it. */
  detect(text: string, writerId?: string): Promise<Detection>;
  /** The language a new or edited message is stored with; null for one without words. */
  ofMessage(
    senderId: string,
    message: { messageType: string; content: string; metadata?: unknown },
  ): Promise<string | null>;
  /** Forgets the user's remembered language (they changed it on this instance). */
  userLanguageForget(userId: string): void;
  /** The language a user picked (English when none is known). */
  userLanguage(userId: string): Promise<string>;
}

/**
 * What every feature's routes and services are given: built once in `buildApp`. It names the
 * features' services it carries by the interfaces above, so it imports no feature.
 */
export interface AppContext extends LiveContext {
  config: Config;
  db: Db;
  dbKind: DbKind;
  /** "PostgreSQL 17.10" */
  dbVersion: string;
  /** Fixed statements of the hot path, prepared once per connection. */
  statements: Statements;
  bus: Bus;
  sessions: Sessions;
  /** Who is in each conversation, from memory: the send path asks for every message. */
  members: Members;
  /** Language detection, with each user's language to fall back on. */
  detector: LanguageDetector;
  presence: Presence;
  /** The bytes of photos and voice notes (disk or S3); which exist is the objects feature's. */
  objects: ObjectStore;
  /** Tests replace `now` to move the server's time on. */
  clock: Clock;
  /** How much each person may do so often (issue 18), counted across instances. */
  limits: UserLimits;
  /** Failed sign-ins per account (issue 27), counted across instances. */
  signInLimits: SignInLimits;
  /** New messages and ringing calls, told to whoever listens after the sockets were (push). */
  delivered: Deliveries;
  log: FastifyBaseLogger;
}
