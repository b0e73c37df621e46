import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { conversations } from './conversations';
import { users } from './people';

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
