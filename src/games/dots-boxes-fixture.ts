import { expect } from 'vitest';
import { dotsBoxes, dotsBoxesNew } from './dots-boxes';
import type { DotsBoxesMark, DotsBoxesMove, DotsBoxesState } from './dots-boxes';
import type { MoveResult, Players } from './types';

/** What the Dots and Boxes tests share: two players, moves that must pass, boards near the end. */

export const ALICE = 'alice';
export const BOB = 'bob';
export const PLAYERS: Players = [ALICE, BOB];
export const NOW = 1_700_000_000_000;

export const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
};

/** Every move in these tests goes through here: the input is frozen and must come back equal. */
export const apply = (state: DotsBoxesState, move: unknown, playerId: string) => {
  const before = structuredClone(state);
  const result = dotsBoxes.applyMove(deepFreeze(state), move as DotsBoxesMove, playerId, NOW);
  expect(state).toEqual(before);
  return result;
};

export const accepted = (result: MoveResult<DotsBoxesState>): DotsBoxesState => {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.state;
};

export const h = (row: number, col: number): DotsBoxesMove => ({
  type: 'draw_line',
  orientation: 'horizontal',
  row,
  col,
});
export const v = (row: number, col: number): DotsBoxesMove => ({
  type: 'draw_line',
  orientation: 'vertical',
  row,
  col,
});

/** Draws each line in turn, always as whoever's turn it is. */
export const play = (state: DotsBoxesState, moves: DotsBoxesMove[]): DotsBoxesState =>
  moves.reduce((s, move) => accepted(apply(s, move, s.currentPlayer)), state);

export const allLines = (): DotsBoxesMove[] => [
  ...Array.from({ length: 20 }, (_, i) => h(Math.floor(i / 4), i % 4)),
  ...Array.from({ length: 20 }, (_, i) => v(Math.floor(i / 5), i % 5)),
];

export const undrawn = (state: DotsBoxesState): DotsBoxesMove[] =>
  allLines().filter((m) =>
    m.orientation === 'horizontal'
      ? state.horizontalLines[m.row][m.col] === 0
      : state.verticalLines[m.row][m.col] === 0,
  );

export const drawn = (state: DotsBoxesState): DotsBoxesMove[] => {
  const open = new Set(undrawn(state).map((m) => JSON.stringify(m)));
  return allLines().filter((m) => !open.has(JSON.stringify(m)));
};

/** Plays legal lines picked by `picks` (each taken modulo the lines still open). */
export const playPicked = (picks: number[]): DotsBoxesState =>
  picks.reduce((s, pick) => {
    if (s.gameOver) return s;
    const open = undrawn(s);
    return accepted(apply(s, open[pick % open.length], s.currentPlayer));
  }, dotsBoxesNew(PLAYERS));

export const markOf = (playerId: string): DotsBoxesMark => (playerId === ALICE ? 1 : 2);

/**
 * A board one line from the end: everything drawn but the bottom edge of box (3,3), the other
 * 15 boxes split `alice` to `bob`, and `mover` to play.
 */
export const nearEnd = (alice: number, bob: number, mover: string): DotsBoxesState => {
  const full = (rows: number, cols: number): DotsBoxesMark[][] =>
    Array.from({ length: rows }, () => Array.from({ length: cols }, (): DotsBoxesMark => 1));
  const horizontalLines = full(5, 4);
  horizontalLines[4][3] = 0;
  const owners: DotsBoxesMark[] = [...Array<DotsBoxesMark>(alice).fill(1)];
  owners.push(...Array<DotsBoxesMark>(bob).fill(2), 0);
  const boxes = Array.from({ length: 4 }, (_, r) => owners.slice(r * 4, r * 4 + 4));
  return {
    ...dotsBoxesNew(PLAYERS),
    horizontalLines,
    verticalLines: full(4, 5),
    boxes,
    scores: [alice, bob],
    currentPlayer: mover,
    version: 39,
  };
};
