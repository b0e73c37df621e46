import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/connect';
import type { Statements } from './db/statements';
import type { SessionStore } from './features/session/store';
import type { Bus } from './realtime/bus';
import type { Presence } from './realtime/presence';

/** What every feature's routes and services are given: built once in `buildApp`. */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  /** Fixed statements of the hot path, prepared once per connection. */
  statements: Statements;
  bus: Bus;
  sessions: SessionStore;
  presence: Presence;
  log: FastifyBaseLogger;
}
