import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db, DbKind } from './db/connect';
import type { Statements } from './db/statements';
import type { MembersCache } from './features/conversations/members-cache';
import type { Detector } from './features/translate/detect';
import type { SessionStore } from './features/session/store';
import type { SignInLimits } from './limits/sign-in-limits';
import type { UserLimits } from './limits/user-limits';
import type { Bus } from './realtime/bus';
import type { Presence } from './realtime/presence';
import type { ObjectStore } from './storage/object-store';

/**
 * The server's clock. Every rule that depends on time (burner expiry, Send Later, edit and
 * unsend windows) asks it, so tests can move time on instead of waiting.
 */
export interface Clock {
  now(): Date;
}

/** What every feature's routes and services are given: built once in `buildApp`. */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: DbKind;
  /** "PostgreSQL 17.10" */
  dbVersion: string;
  /** Fixed statements of the hot path, prepared once per connection. */
  statements: Statements;
  bus: Bus;
  sessions: SessionStore;
  /** Who is in each conversation, from memory: the send path asks for every message. */
  members: MembersCache;
  /** Language detection, with each user's language to fall back on. */
  detector: Detector;
  presence: Presence;
  /** The bytes of photos and voice notes (disk or S3); which exist is the objects feature's. */
  objects: ObjectStore;
  /** Tests replace `now` to move the server's time on. */
  clock: Clock;
  /** How much each person may do so often (issue 18), counted across instances. */
  limits: UserLimits;
  /** Failed sign-ins per account (issue 27), counted across instances. */
  signInLimits: SignInLimits;
  log: FastifyBaseLogger;
}
