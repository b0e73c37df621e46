import type { AppContext } from '../../context/app-context';
import { publishTo } from '../../realtime/publish';
import type { GameRow } from './snapshot';
import { gameSnapshot } from './snapshot';

/**
 * Pushes `game_updated` to every member of the game's conversation, each with their own view:
 * one event per player (their secrets differ) and one shared by everyone else.
 */
export async function gamePublish(ctx: AppContext, row: GameRow, now: number): Promise<void> {
  const members = await ctx.members.of(row.conversationId);
  const players = members.filter((id) => row.players.includes(id));
  const others = members.filter((id) => !row.players.includes(id));
  await Promise.all([
    ...players.map((id) =>
      publishTo(ctx, [id], { type: 'game_updated', game: gameSnapshot(row, id, now) }),
    ),
    publishTo(ctx, others, { type: 'game_updated', game: gameSnapshot(row, null, now) }),
  ]);
}
