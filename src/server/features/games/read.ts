import type { AppContext } from '../../context/app-context';
import { gameKind } from './kinds';
import { gamePublish } from './publish';
import { gameNotFound } from './refusals';
import type { GameRow } from './snapshot';
import { gameRowGet, gameStateStore } from './store';

/**
 * A game a member of its conversation asks for; to anyone else it does not exist (404). What the
 * clock has decided since the last write (a Word Hunt round whose time is up) is stored first and
 * pushed to the members, so the stored state always says who won.
 */
export async function gameRead(
  ctx: AppContext,
  userId: string,
  id: string,
  now: number,
): Promise<GameRow> {
  const row = await gameRowGet(ctx.db, id);
  if (!row || !(await ctx.members.has(row.conversationId, userId))) throw gameNotFound();
  const settled = gameKind(row.gameType).settle(row.state, now);
  if (settled === row.state) return row;
  const stored = await gameStateStore(ctx.db, row, settled, now);
  // Someone else wrote first (a move, or another reader settling the same round): theirs stands.
  if (!stored) return (await gameRowGet(ctx.db, id)) ?? row;
  await gamePublish(ctx, stored, now);
  return stored;
}
