/**
 * What every game's rules share. A game is a pure value: `applyMove` never changes the state it
 * is given, reads no clock (`now` is passed in, in ms since the epoch) and draws no random numbers
 * of its own (`random` is passed to whatever needs it, returning [0, 1) like Math.random).
 */

/** Spec core 3 Game: the four game types. */
export const GAME_TYPES = ['sea_battle', 'connect_four', 'dots_boxes', 'word_hunt'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Two players, in the order the game was created with (the first moves first). */
export type Players = readonly [string, string];

/** Why a move was refused: a stable name for programs, and the words for people. */
export type RefusalReason =
  | 'not_a_player'
  | 'not_your_turn'
  | 'game_over'
  | 'wrong_phase'
  | 'bad_move'
  | 'column_full'
  | 'cell_taken'
  | 'line_drawn'
  | 'ship_off_grid'
  | 'ships_overlap'
  | 'ships_touching'
  | 'wrong_fleet'
  | 'already_ready'
  | 'word_too_short'
  | 'word_not_valid'
  | 'path_invalid'
  | 'already_found'
  | 'time_up';

export interface Refusal {
  ok: false;
  reason: RefusalReason;
  /** Plain words for a log or a developer; the client shows the spec's own text. */
  message: string;
}

export type MoveResult<S> = { ok: true; state: S } | Refusal;

export const refuse = (reason: RefusalReason, message: string): Refusal => ({
  ok: false,
  reason,
  message,
});

/** A player's id, 'tie', or null while the game goes on. */
export type Winner = string | 'tie' | null;

/**
 * One game's rules. `S` is the whole state (kept by the server), `M` a move, `V` what one player
 * may see of the state (`viewFor(state, null)` is what a spectator or a finished game shows).
 */
export interface GameRules<S, M, V> {
  readonly type: GameType;
  applyMove(state: S, move: M, playerId: string, now: number): MoveResult<S>;
  /** Whose turn it is, or null when nobody's (placement phase, over). */
  currentPlayer(state: S, now: number): string | null;
  winner(state: S, now: number): Winner;
  viewFor(state: S, playerId: string | null, now: number): V;
}
