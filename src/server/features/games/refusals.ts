import type { RefusalReason } from '../../../games/types';
import { HttpError } from '../../kernel/http';

/**
 * How each refusal answers over HTTP. 409: the move could be right, but not against the game as
 * it stands (someone else's turn, a cell already used, the game over, the round's time up).
 * 400: the move is wrong whatever the state (malformed, a path that does not spell the word, a
 * word not in the list, a fleet that breaks the placement rules). 403: not a player.
 */
const STATUS: Record<RefusalReason, number> = {
  not_a_player: 403,
  not_your_turn: 409,
  game_over: 409,
  wrong_phase: 409,
  column_full: 409,
  cell_taken: 409,
  line_drawn: 409,
  already_ready: 409,
  already_found: 409,
  time_up: 409,
  bad_move: 400,
  ship_off_grid: 400,
  ships_overlap: 400,
  ships_touching: 400,
  wrong_fleet: 400,
  word_too_short: 400,
  word_not_valid: 400,
  path_invalid: 400,
};

/** A refused move, answered as the protocol's GameRefusal {error, reason}. */
export const gameRefusal = (reason: RefusalReason, message: string) =>
  new HttpError(STATUS[reason], message, reason);

/** A move made against an older version of the game than the stored one. */
export const gameStale = () =>
  new HttpError(409, 'The game has moved on since that move was made; reload it.', 'stale');

export const gameNotFound = () => new HttpError(404, 'Game not found');
