import type { SeaBattleMove, SeaBattleState } from './sea-battle';
import { seaBattle, seaBattleNew } from './sea-battle';
import type { ShipPlacement } from './sea-battle-fleet';
import { seaBattleRandomFleet } from './sea-battle-fleet';
import type { MoveResult, RefusalReason } from './types';
import { seededRandom } from './seeded-random';

/** What the Sea Battle tests share: two players, fixed fleets, moves that must pass, random games. */

export const A = 'alice';
export const B = 'bob';

/** Freezes all of a state; parts shared with an earlier, already frozen state are skipped. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

export const ship = (
  row: number,
  col: number,
  length: number,
  orientation: 'horizontal' | 'vertical' = 'horizontal',
): ShipPlacement => ({ row, col, length, orientation });

/** Rows 0, 2, 4, 6, 8 from the left edge: legal, 17 cells. */
export const FLEET_LEFT = [
  ship(0, 0, 5),
  ship(2, 0, 4),
  ship(4, 0, 3),
  ship(6, 0, 3),
  ship(8, 0, 2),
];
/** The same, pushed to the right edge. */
export const FLEET_RIGHT = [
  ship(0, 5, 5),
  ship(2, 6, 4),
  ship(4, 7, 3),
  ship(6, 7, 3),
  ship(8, 8, 2),
];

/** Applies a move that must be accepted, with the input frozen to catch any mutation. */
export function play(state: SeaBattleState, move: unknown, playerId: string): SeaBattleState {
  const result = seaBattle.applyMove(deepFreeze(state), move as SeaBattleMove, playerId, 0);
  if (!result.ok) throw new Error(`refused ${result.reason}: ${JSON.stringify(move)}`);
  return result.state;
}

export function reasonOf(result: MoveResult<SeaBattleState>): RefusalReason | 'ok' {
  return result.ok ? 'ok' : result.reason;
}

export function battle(fleetA = FLEET_LEFT, fleetB = FLEET_RIGHT): SeaBattleState {
  const placed = play(seaBattleNew([A, B]), { type: 'ready', ships: fleetA }, A);
  return play(placed, { type: 'ready', ships: fleetB }, B);
}

export const shipCellsOf = (fleet: readonly ShipPlacement[]): Array<[number, number]> =>
  fleet.flatMap((s) =>
    Array.from({ length: s.length }, (_, i): [number, number] =>
      s.orientation === 'horizontal' ? [s.row, s.col + i] : [s.row + i, s.col],
    ),
  );

/** An independent placement oracle: every cell pair between two ships, by Chebyshev distance. */
export function oracleLegal(ships: readonly ShipPlacement[]): boolean {
  const lengths = ships.map((s) => s.length).sort((a, b) => b - a);
  if (lengths.join() !== '5,4,3,3,2') return false;
  const cells = ships.map((s) => shipCellsOf([s]));
  if (cells.flat().some(([r, c]) => r < 0 || c < 0 || r > 9 || c > 9)) return false;
  return cells.every((mine, i) =>
    cells.every(
      (theirs, j) =>
        i === j ||
        mine.every(([r, c]) =>
          theirs.every(([r2, c2]) => Math.max(Math.abs(r - r2), Math.abs(c - c2)) > 1),
        ),
    ),
  );
}

/** Every state of one random game: both fleets random, then random unshot cells in turn. */
export function randomGame(seed: number): SeaBattleState[] {
  let states = games.get(seed);
  if (!states) games.set(seed, (states = randomGamePlay(seed)));
  return states;
}

/** Games already played, by seed: their states are frozen, so sharing them is safe. */
const games = new Map<number, SeaBattleState[]>();

function randomGamePlay(seed: number): SeaBattleState[] {
  const random = seededRandom(seed);
  const states = [seaBattleNew([A, B])];
  const last = () => states[states.length - 1];
  states.push(play(last(), { type: 'ready', ships: seaBattleRandomFleet(random) }, A));
  states.push(play(last(), { type: 'ready', ships: seaBattleRandomFleet(random) }, B));
  while (last().phase === 'battle') {
    const state = last();
    const target = state.turn === A ? B : A;
    // Plain loops: thousands of games are played, and this runs before every shot.
    const open: Array<[number, number]> = [];
    const hits = state.playerGrids[target].hits;
    for (let row = 0; row < hits.length; row++) {
      for (let col = 0; col < hits[row].length; col++)
        if (hits[row][col] === 0) open.push([row, col]);
    }
    const [row, col] = open[Math.floor(random() * open.length)];
    states.push(play(state, { type: 'shoot', row, col }, state.turn));
  }
  return states;
}

export const shotsReceived = (state: SeaBattleState, id: string) =>
  state.playerGrids[id].hits.flat().filter((mark) => mark !== 0).length;
