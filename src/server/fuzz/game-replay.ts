import { isDeepStrictEqual } from 'node:util';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { gameMoves, games } from '../db/schema';
import { GAME_TYPES } from '../../games/types';
import type { Players } from '../../games/types';
import type { WordHuntState } from '../../games/word-hunt';
import { wordHuntSettle } from '../../games/word-hunt';
import type { GameStartEnv } from '../features/games/kinds';
import { gameKind } from '../features/games/kinds';

const plain = (v: unknown): unknown => JSON.parse(JSON.stringify(v));

/**
 * The state a game starts from, by its own rules. Word Hunt's board is drawn at random, so its
 * start is the stored board with nobody's words found yet and the clock not yet run out.
 */
function gameStart(type: string, players: Players, stored: unknown): unknown {
  if (type === 'word_hunt') {
    const s = stored as WordHuntState;
    return {
      ...s,
      foundWords: Object.fromEntries(players.map((p) => [p, []])),
      gameOver: false,
      winner: null,
      version: 0,
    } satisfies WordHuntState;
  }
  // Only Word Hunt draws on the environment when it starts.
  return gameKind(type).start(players, {} as GameStartEnv);
}

/**
 * Every stored game checked by the games' own rules: its type is known, its players are the
 * state's, each player's view and the winner can be read, and its stored state is exactly what
 * its rules make of its start and its stored moves (plus a Word Hunt round closed by the clock).
 * Returns a line for each game that fails, empty when all hold.
 */
export async function gameProblems(db: Db, now: number): Promise<string[]> {
  const rows = await db.select().from(games);
  const moves = await db
    .select()
    .from(gameMoves)
    .orderBy(asc(gameMoves.gameId), asc(gameMoves.version));
  const problems: string[] = [];
  for (const row of rows) {
    const problem = (what: string) => problems.push(`${row.gameType} ${row.id}: ${what}`);
    if (!(GAME_TYPES as readonly string[]).includes(row.gameType)) {
      problem('unknown game type');
      continue;
    }
    const { rules } = gameKind(row.gameType);
    const state = row.state as { players?: unknown; version?: unknown };
    if (!isDeepStrictEqual(state.players, row.players)) problem('players differ from the row');
    if (state.version !== row.version)
      problem(`version ${String(state.version)} in a row of ${row.version}`);
    try {
      for (const viewer of [...row.players, null]) rules.viewFor(row.state, viewer, now);
      rules.winner(row.state, now);
      rules.currentPlayer(row.state, now);
    } catch (err) {
      problem(`its rules cannot read it: ${(err as Error).message}`);
      continue;
    }

    let replayed = gameStart(row.gameType, row.players as unknown as Players, row.state);
    for (const move of moves.filter((m) => m.gameId === row.id)) {
      const result = rules.applyMove(replayed, move.move, move.playerId, move.createdAt.getTime());
      if (!result.ok) {
        problem(`stored move ${move.version} is refused on replay: ${result.reason}`);
        break;
      }
      replayed = result.state;
    }
    const stored = row.state as WordHuntState;
    if (row.gameType === 'word_hunt' && stored.gameOver) {
      replayed = wordHuntSettle(replayed as WordHuntState, stored.endsAt);
    }
    if (!isDeepStrictEqual(plain(replayed), plain(row.state))) {
      problem('its stored state is not what its moves make');
    }
  }
  return problems;
}
