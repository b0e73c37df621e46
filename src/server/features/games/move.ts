import type { GameMoveBody, GameSnapshot } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import type { HttpError } from '../../kernel/http';
import { gameMoves } from '../../db/schema';
import { gameKind } from './kinds';
import { gamePublish } from './publish';
import { gameNotFound, gameRefusal, gameStale } from './refusals';
import type { GameRow } from './snapshot';
import { gameSnapshot } from './snapshot';
import { gameRowGet, gameStateStore } from './store';

/**
 * The spec's client sends 'init' when it opens a game and 'timer' every second of a Word Hunt
 * round, each with a state it made itself. The server made the initial state when the game was
 * created and keeps Word Hunt's clock (a deadline), so both are answered like a read: the current
 * snapshot, with nothing changed but a round whose time is up being closed.
 */
const READ_ONLY_MOVES = new Set(['init', 'timer']);

/** The fields a move may carry; everything else (the client's `gameState`) is dropped. */
const MOVE_FIELDS = ['type', 'column', 'row', 'col', 'orientation', 'word', 'path', 'ships'];

export function gameMoveFields(body: GameMoveBody): Record<string, unknown> {
  const fields = body as Record<string, unknown>;
  return Object.fromEntries(
    MOVE_FIELDS.filter((key) => fields[key] !== undefined).map((key) => [key, fields[key]]),
  );
}

interface Outcome {
  row: GameRow;
  /** Whether anything was stored, so the members must be told. */
  changed: boolean;
  refusal?: HttpError;
}

/**
 * Spec core 7 PUT /api/games/{id}/move. One transaction with the game's row locked: the move is
 * checked against the stored state by the shared rules, and the new state and the move are
 * stored together. The members are told only after the commit. A refused move changes nothing,
 * except that a Word Hunt round found to be over is recorded as over.
 */
export async function gameMove(
  ctx: AppContext,
  userId: string,
  id: string,
  body: GameMoveBody,
  now: number,
): Promise<GameSnapshot> {
  // Who may see the game is settled before the transaction: the members cache may have to ask
  // the database, which must not happen from inside it (a second pooled connection while
  // holding one: a full pool then waits on itself). A game never moves
  // to another conversation, so the answer still holds under the lock.
  const seen = await gameRowGet(ctx.db, id);
  if (!seen || !(await ctx.members.has(seen.conversationId, userId))) throw gameNotFound();
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const row = await gameRowGet(tx, id, true);
    if (!row) throw gameNotFound();
    const kind = gameKind(row.gameType);

    let current = row;
    const settled = kind.settle(row.state, now);
    if (settled !== row.state) current = (await gameStateStore(tx, row, settled, now)) ?? row;
    const changed = current !== row;
    if (READ_ONLY_MOVES.has(body.type)) return { row: current, changed };

    if (!row.players.includes(userId)) {
      return {
        row: current,
        changed,
        refusal: gameRefusal('not_a_player', 'Only the two players may move.'),
      };
    }
    // Compared with the version the player saw, before the clock closed anything: a move on the
    // last state of a round that just ended is told the game is over, not that it is stale.
    if (body.version !== undefined && body.version !== row.version) {
      return { row: current, changed, refusal: gameStale() };
    }
    const move = gameMoveFields(body);
    const result = kind.rules.applyMove(current.state, move, userId, now);
    if (!result.ok) {
      return { row: current, changed, refusal: gameRefusal(result.reason, result.message) };
    }
    const stored = await gameStateStore(tx, current, result.state, now);
    // The row is locked: nothing else can have moved the version since we read it.
    if (!stored) throw new Error(`game ${id} changed under its row lock`);
    await tx.insert(gameMoves).values({
      gameId: id,
      version: stored.version,
      playerId: userId,
      move,
      createdAt: new Date(now),
    });
    return { row: stored, changed: true };
  });
  if (outcome.changed) await gamePublish(ctx, outcome.row, now);
  if (outcome.refusal) throw outcome.refusal;
  return gameSnapshot(outcome.row, userId, now);
}
