import type { GameSnapshot } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { HttpError } from '../../kernel/http';
import { gameKind } from './kinds';
import { gameRead } from './read';
import { gameRefusal } from './refusals';
import { gameSnapshot } from './snapshot';

/**
 * Spec core 7 PUT /api/games/{id}/end {winner}. The rules decide when a game ends and who won;
 * this call only confirms it. It is accepted when the game is over and `winner` names the
 * rules' winner ('tie' for a tie), and refused otherwise, so nobody can declare a win.
 */
export async function gameEnd(
  ctx: AppContext,
  userId: string,
  id: string,
  winner: string,
  now: number,
): Promise<GameSnapshot> {
  const row = await gameRead(ctx, userId, id, now);
  if (!row.players.includes(userId)) {
    throw gameRefusal('not_a_player', 'Only the two players may end the game.');
  }
  const decided = gameKind(row.gameType).rules.winner(row.state, now);
  if (decided === null) throw new HttpError(409, 'The game is not over yet.', 'not_over');
  if (decided !== winner) {
    throw new HttpError(409, 'That is not the winner the game produced.', 'wrong_winner');
  }
  return gameSnapshot(row, userId, now);
}
