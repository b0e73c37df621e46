import { z } from 'zod';
import type { GameType, Winner } from '../games/types';
import { GAME_TYPES } from '../games/types';

export { GAME_TYPES };
export type { GameType };

/** Spec core 8: what the client says of a game type it does not know. */
export const unknownGameText = (type: string) => `Game type "${type}" is not supported.`;

/** Spec core 7 POST /api/games: two players, both members of the conversation. */
export const gameCreateSchema = z.object({
  conversationId: z.string().min(1).max(100),
  gameType: z.string().min(1).max(40),
  players: z.array(z.string().min(1).max(100)).length(2, 'A game needs exactly two players'),
});
export type GameCreate = z.infer<typeof gameCreateSchema>;

const cell = z.number();
/**
 * Spec core 7 PUT /api/games/{id}/move: the move's own fields (`type` and what that type needs).
 * `version` is the state version the move was made on: a move made on an older state is refused
 * as stale. The spec's `gameState` is accepted and ignored: the server keeps the state.
 */
export const gameMoveSchema = z.looseObject({
  type: z.string().min(1).max(40),
  version: z.number().int().min(0).optional(),
  column: cell.optional(),
  row: cell.optional(),
  col: cell.optional(),
  orientation: z.string().max(20).optional(),
  word: z.string().max(40).optional(),
  path: z.array(z.array(cell)).max(16).optional(),
  ships: z.array(z.record(z.string(), z.unknown())).max(10).optional(),
  gameState: z.unknown().optional(),
});
export type GameMoveBody = z.infer<typeof gameMoveSchema>;

/** Spec core 7 PUT /api/games/{id}/end: must name the winner the rules produced. */
export const gameEndSchema = z.object({ winner: z.string().min(1).max(100) });

/**
 * A game as one person may see it (spec core 7 GET /api/games/{id}: gameState and
 * currentPlayer). `gameState` is that person's view: in Sea Battle it never holds the opponent's
 * ships before the end, in Word Hunt never the answer sheet.
 */
export interface GameSnapshot {
  id: string;
  conversationId: string;
  gameType: GameType;
  players: [string, string];
  currentPlayer: string | null;
  winner: Winner;
  gameOver: boolean;
  /** Goes up by one with every accepted move; a move names the version it was made on. */
  version: number;
  gameState: unknown;
  createdAt: string;
  updatedAt: string;
}

/** A refused move (4xx): the reason's stable name, and plain words. */
export interface GameRefusal {
  error: string;
  reason: string;
}

/** Spec core 3 Message, game metadata: what a 'game' message in the chat carries. */
export interface GameMessageMetadata {
  gameId: string;
  gameType: GameType;
}
