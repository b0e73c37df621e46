import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../kernel/config';
import type { SessionLookup } from '../kernel/session-gate';
import type { UserLimits } from '../limits/user-limits';
import type { Bus } from './bus';
import type { Presence } from './presence';

/**
 * Who is in a conversation, as the live connection asks it (join, typing, a push to a chat's
 * members). The conversations feature's `MembersCache` answers it, given in the app's context.
 */
export interface LiveMembers {
  /** The conversation's members, or an empty list when it has none (or does not exist). */
  of(conversationId: string): Promise<readonly string[]>;
  has(conversationId: string, userId: string): Promise<boolean>;
}

/**
 * The sessions, as the live connection needs them: who a socket's cookie names, when a session
 * ends (its sockets close) and its 'last active' when a socket goes. The session feature's
 * `SessionStore` answers it.
 */
export interface LiveSessions extends SessionLookup {
  /** Called on every instance when any session ends. */
  onEnded(handler: (idHash: string, removed: boolean) => void): void;
  /** Writes a session's 'last active' now. */
  touch(idHash: string): void;
}

/**
 * What realtime is given: the part of the app's context (`AppContext`, built in `app.ts`) it
 * reads. Realtime sits below that context and every feature, so it names only what it uses.
 */
export interface LiveContext {
  config: Config;
  bus: Bus;
  members: LiveMembers;
  sessions: LiveSessions;
  presence: Presence;
  limits: UserLimits;
  log: FastifyBaseLogger;
}
