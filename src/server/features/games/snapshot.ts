import type { GameSnapshot, GameType } from '../../../protocol';
import type { games } from '../../db/schema';
import { gameKind } from './kinds';

export type GameRow = typeof games.$inferSelect;

/**
 * A game as one person may see it. The two players get their own view (their own Sea Battle
 * fleet, their own Word Hunt words); anyone else, the view nobody's secrets are in.
 */
export function gameSnapshot(row: GameRow, viewerId: string | null, now: number): GameSnapshot {
  const { rules } = gameKind(row.gameType);
  const players: [string, string] = [row.players[0]!, row.players[1]!];
  const viewer = viewerId !== null && players.includes(viewerId) ? viewerId : null;
  const winner = rules.winner(row.state, now);
  return {
    id: row.id,
    conversationId: row.conversationId,
    gameType: row.gameType as GameType,
    players,
    currentPlayer: rules.currentPlayer(row.state, now),
    winner,
    gameOver: winner !== null,
    version: row.version,
    gameState: rules.viewFor(row.state, viewer, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
