import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ConnectFourCell, ConnectFourState } from './connect-four';
import {
  CONNECT_FOUR_COLUMNS,
  CONNECT_FOUR_ROWS,
  connectFour,
  connectFourNew,
  connectFourPlayable,
  connectFourWinningLine,
} from './connect-four';
import type { Players, RefusalReason } from './types';

const RED = 'u-red';
const YELLOW = 'u-yellow';
const PLAYERS: Players = [RED, YELLOW];
const NOW = Date.parse('2025-03-01T10:00:00.000Z');

/** Freezes every level, so a mutation anywhere in applyMove throws instead of passing unseen. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Applies a move that must be accepted, to a frozen copy of the state. */
function drop(state: ConnectFourState, column: number, playerId = state.currentPlayer) {
  const result = connectFour.applyMove(deepFreeze(state), { type: 'drop', column }, playerId, NOW);
  if (!result.ok) throw new Error(`column ${column} refused: ${result.reason}`);
  return result.state;
}

/** Plays the columns in order, each by whoever's turn it is. */
const play = (columns: number[]) => columns.reduce((s, c) => drop(s, c), connectFourNew(PLAYERS));

/** Expects a refusal with `reason`, leaving the (frozen) state exactly as it was. */
function expectRefused(state: ConnectFourState, move: unknown, playerId: unknown, reason: string) {
  const before = structuredClone(state);
  const result = connectFour.applyMove(deepFreeze(state), move as never, playerId as string, NOW);
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.reason).toBe(reason);
  expect(state).toEqual(before);
}

const playableColumns = (state: ConnectFourState) =>
  Array.from({ length: CONNECT_FOUR_COLUMNS }, (_, c) => c).filter((c) =>
    connectFourPlayable(state, c, state.currentPlayer),
  );

/**
 * Every line of four of one colour on the board, found by a plain scan of the whole board: an
 * oracle independent of the rules' own check through the last piece.
 */
function linesOfFour(board: ConnectFourCell[][]): ConnectFourCell[] {
  const found: ConnectFourCell[] = [];
  for (let r = 0; r < CONNECT_FOUR_ROWS; r++) {
    for (let c = 0; c < CONNECT_FOUR_COLUMNS; c++) {
      for (const [dr, dc] of [
        [0, 1],
        [1, 0],
        [1, 1],
        [1, -1],
      ]) {
        const cells = [0, 1, 2, 3].map((i) => board[r + i * dr]?.[c + i * dc]);
        if (cells[0] && cells.every((cell) => cell === cells[0])) found.push(cells[0]);
      }
    }
  }
  return found;
}

const count = (board: ConnectFourCell[][], colour: ConnectFourCell) =>
  board.flat().filter((cell) => cell === colour).length;

/** Plays a random game: each choice picks among the playable columns; stops when over. */
function playRandom(choices: number[], prefill: number | null = null, limit = Infinity) {
  let state = connectFourNew(PLAYERS);
  // Filling one column with alternating colours wins for nobody and makes column_full reachable.
  if (prefill !== null) for (let i = 0; i < CONNECT_FOUR_ROWS; i++) state = drop(state, prefill);
  for (const choice of choices.slice(0, limit)) {
    if (state.gameOver) break;
    const open = playableColumns(state);
    state = drop(state, open[choice % open.length]);
  }
  return state;
}

/** Plays on from `state` until the game ends, always in the leftmost open column. */
function playToEnd(state: ConnectFourState) {
  while (!state.gameOver) state = drop(state, playableColumns(state)[0]);
  return state;
}

describe('connectFourNew', () => {
  it('should start with an empty 6x7 board and red (the first player) to move', () => {
    const state = connectFourNew(PLAYERS);
    expect(state.board).toHaveLength(6);
    for (const row of state.board) expect(row).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(state).toMatchObject({
      players: PLAYERS,
      currentPlayer: RED,
      winner: null,
      gameOver: false,
      lastMove: null,
      version: 0,
    });
    expect(connectFour.currentPlayer(state, NOW)).toBe(RED);
    expect(connectFour.winner(state, NOW)).toBeNull();
  });

  it('should be plain JSON, as the server stores it', () => {
    const state = play([3, 3, 4]);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});

describe('connectFour.applyMove (core 4. Four in a Row)', () => {
  it('should drop a piece to the lowest empty row and alternate colours', () => {
    const first = drop(connectFourNew(PLAYERS), 3);
    expect(first.board[5][3]).toBe(1);
    expect(first.lastMove).toEqual({ row: 5, column: 3 });
    expect(first.currentPlayer).toBe(YELLOW);
    expect(first.version).toBe(1);
    const second = drop(first, 3);
    expect(second.board[4][3]).toBe(2);
    expect(second.lastMove).toEqual({ row: 4, column: 3 });
    expect(second.currentPlayer).toBe(RED);
    expect(second.version).toBe(2);
  });

  it('should not change the state it is given', () => {
    const state = play([0, 1, 2]);
    const before = structuredClone(state);
    drop(state, 4);
    expect(state).toEqual(before);
  });

  it.each([
    ['horizontally', [0, 0, 1, 1, 2, 2, 3], [5, 0], [5, 3]],
    ['vertically', [6, 0, 6, 0, 6, 0, 6], [2, 6], [5, 6]],
    ['on a rising diagonal', [0, 1, 1, 2, 3, 2, 2, 3, 3, 6, 3], [5, 0], [2, 3]],
    ['on a falling diagonal', [6, 5, 5, 4, 3, 4, 4, 3, 3, 0, 3], [2, 3], [5, 6]],
  ])('should end the game when red connects four %s', (_, columns, from, to) => {
    const before = play(columns.slice(0, -1));
    expect(before.gameOver).toBe(false);
    const state = drop(before, columns[columns.length - 1]);
    expect(state.gameOver).toBe(true);
    expect(state.winner).toBe(RED);
    expect(connectFour.winner(state, NOW)).toBe(RED);
    expect(connectFour.currentPlayer(state, NOW)).toBeNull();
    const line = connectFourWinningLine(state)!.map(({ row, column }) => [row, column]);
    expect(line).toHaveLength(4);
    expect(line).toContainEqual(from);
    expect(line).toContainEqual(to);
  });

  it('should let yellow win too', () => {
    const state = play([0, 1, 0, 1, 0, 1, 2, 1]);
    expect(state.winner).toBe(YELLOW);
    expect(state.gameOver).toBe(true);
  });

  it('should count a line of five, filled in the middle, as a win', () => {
    const state = play([0, 0, 1, 1, 3, 3, 4, 4, 2]);
    expect(state.winner).toBe(RED);
    expect(connectFourWinningLine(state)).toHaveLength(5);
  });

  it('should call a full board with no line of four a tie', () => {
    // Each pair of columns ends as three red under three yellow beside three yellow under three
    // red; the last column alternates. No colour gets four in any direction.
    const columns = [0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0];
    const order = [...columns, ...columns.map((c) => c + 2), ...columns.map((c) => c + 4)];
    order.push(6, 6, 6, 6, 6, 6);
    const before = play(order.slice(0, -1));
    expect(before.gameOver).toBe(false);
    const state = drop(before, 6);
    expect(linesOfFour(state.board)).toEqual([]);
    expect(state.board[0].every((cell) => cell !== 0)).toBe(true);
    expect(state.gameOver).toBe(true);
    expect(state.winner).toBe('tie');
    expect(connectFourWinningLine(state)).toBeNull();
    expect(state.version).toBe(42);
  });

  it('should ignore fields a move does not have, such as the old gameState', () => {
    const move = { type: 'drop', column: 2, gameState: { board: [] }, winner: RED };
    const result = connectFour.applyMove(connectFourNew(PLAYERS), move as never, RED, NOW);
    expect(result).toEqual({ ok: true, state: drop(connectFourNew(PLAYERS), 2) });
  });
});

describe('connectFour.applyMove refusals (core 5)', () => {
  /** Column 0 filled with alternating colours, red to move. */
  const full = () => play([0, 0, 0, 0, 0, 0]);

  it('should refuse someone who is not a player', () => {
    expectRefused(connectFourNew(PLAYERS), { type: 'drop', column: 0 }, 'u-eve', 'not_a_player');
    expectRefused(connectFourNew(PLAYERS), { type: 'drop', column: 0 }, null, 'not_a_player');
  });

  it('should refuse the player whose turn it is not', () => {
    expectRefused(connectFourNew(PLAYERS), { type: 'drop', column: 0 }, YELLOW, 'not_your_turn');
    expectRefused(play([0]), { type: 'drop', column: 0 }, RED, 'not_your_turn');
  });

  it('should refuse every move once the game is over', () => {
    const over = play([0, 1, 0, 1, 0, 1, 0]);
    expectRefused(over, { type: 'drop', column: 2 }, YELLOW, 'game_over');
    expectRefused(over, { type: 'drop', column: 2 }, RED, 'game_over');
  });

  it('should refuse a full column', () => {
    expect(connectFourPlayable(full(), 0, RED)).toBe(false);
    expectRefused(full(), { type: 'drop', column: 0 }, RED, 'column_full');
  });

  it.each([
    ['a negative column', { type: 'drop', column: -1 }],
    ['a column past the board', { type: 'drop', column: 7 }],
    ['a fractional column', { type: 'drop', column: 2.5 }],
    ['NaN', { type: 'drop', column: NaN }],
    ['Infinity', { type: 'drop', column: Infinity }],
    ['a column as text', { type: 'drop', column: '3' }],
    ['a missing column', { type: 'drop' }],
    ['another game’s move', { type: 'shoot', row: 0, col: 0 }],
    ['a missing type', { column: 3 }],
    ['null', null],
    ['a number', 3],
    ['an array', [3]],
  ])('should refuse %s as bad_move', (_, move) => {
    expectRefused(full(), move, RED, 'bad_move');
  });
});

describe('connectFourPlayable', () => {
  it('should allow only the player to move, in an open column, while the game goes on', () => {
    const state = play([2]);
    expect(connectFourPlayable(state, 2, YELLOW)).toBe(true);
    expect(connectFourPlayable(state, 2, RED)).toBe(false);
    expect(connectFourPlayable(state, 7, YELLOW)).toBe(false);
    expect(connectFourPlayable(play([0, 1, 0, 1, 0, 1, 0]), 2, YELLOW)).toBe(false);
  });
});

describe('connectFour.viewFor', () => {
  it('should show everyone the whole state', () => {
    const state = play([3, 4]);
    expect(connectFour.viewFor(state, RED, NOW)).toEqual(state);
    expect(connectFour.viewFor(state, null, NOW)).toEqual(state);
  });
});

describe('connectFour properties', () => {
  const choices = fc.array(fc.nat({ max: 1000 }), { minLength: 42, maxLength: 42 });

  it('should end any legal game within 42 moves in a valid final state', () => {
    fc.assert(
      fc.property(choices, (picks) => {
        let state = connectFourNew(PLAYERS);
        let moves = 0;
        while (!state.gameOver) {
          expect(linesOfFour(state.board)).toEqual([]);
          const open = playableColumns(state);
          expect(open.length).toBeGreaterThan(0);
          const mover = state.currentPlayer;
          expect(mover).toBe(PLAYERS[moves % 2]);
          state = drop(state, open[picks[moves] % open.length]);
          moves++;
          expect(state.version).toBe(moves);
          expect(moves).toBeLessThanOrEqual(42);
          if (!state.gameOver) expect(state.currentPlayer).not.toBe(mover);
        }
        // Pieces rest on the floor or on another piece.
        for (let r = 0; r < CONNECT_FOUR_ROWS - 1; r++) {
          for (let c = 0; c < CONNECT_FOUR_COLUMNS; c++) {
            if (state.board[r][c] !== 0) expect(state.board[r + 1][c]).not.toBe(0);
          }
        }
        const reds = count(state.board, 1);
        const yellows = count(state.board, 2);
        expect(reds - yellows === 0 || reds - yellows === 1).toBe(true);
        expect(reds + yellows).toBe(moves);
        const lines = linesOfFour(state.board);
        if (state.winner === 'tie') {
          expect(lines).toEqual([]);
          expect(moves).toBe(42);
        } else {
          const colour = state.winner === RED ? 1 : 2;
          expect(state.winner).toBe(PLAYERS[(moves - 1) % 2]);
          expect(lines.length).toBeGreaterThan(0);
          expect(lines.every((c) => c === colour)).toBe(true);
        }
        expect(connectFour.currentPlayer(state, NOW)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  const garbageColumn = fc.oneof(
    fc.integer().filter((n) => n < 0 || n >= CONNECT_FOUR_COLUMNS),
    fc.double().filter((n) => !Number.isInteger(n)),
    fc.constantFrom(NaN, Infinity, -Infinity, null, undefined, true, '3', '', [], {}),
    fc.string(),
  );
  const garbageMove = fc.oneof(
    garbageColumn.map((column) => ({ type: 'drop', column })),
    fc.record({ type: fc.string(), column: fc.integer({ min: 0, max: 6 }) }),
    fc.constantFrom(null, undefined, 3, 'drop', [], [3], {}),
    fc.anything(),
  );
  const anyMove = fc.oneof(
    fc
      .integer({ min: 0, max: CONNECT_FOUR_COLUMNS - 1 })
      .map((column) => ({ type: 'drop', column })),
    garbageMove,
  );
  const anyPlayer = fc.oneof(
    fc.constantFrom(RED, YELLOW),
    fc.string().filter((s) => s !== RED && s !== YELLOW),
    fc.constantFrom(null, undefined, 0),
  );

  /** What the rules must say, in their order of checks, or null for a legal move. */
  function expectedRefusal(state: ConnectFourState, move: unknown, who: unknown) {
    if (who !== RED && who !== YELLOW) return 'not_a_player';
    if (state.gameOver) return 'game_over';
    if (who !== state.currentPlayer) return 'not_your_turn';
    const m = move as { type?: unknown; column?: unknown } | null;
    const column = typeof m === 'object' && m !== null ? m.column : undefined;
    if (m?.type !== 'drop' || typeof column !== 'number') return 'bad_move';
    if (!Number.isInteger(column) || column < 0 || column > 6) return 'bad_move';
    if (state.board[0][column] !== 0) return 'column_full';
    return null;
  }

  it('should refuse every illegal move and leave the state as it was', () => {
    const game = fc.record({
      picks: choices,
      prefill: fc.option(fc.integer({ min: 0, max: CONNECT_FOUR_COLUMNS - 1 })),
      limit: fc.nat({ max: 42 }),
      finish: fc.boolean(),
      // Half the time, the player to move tries the prefilled (full) column: column_full is then
      // common rather than a rare draw of the dice.
      aimFull: fc.boolean(),
    });
    const seen = new Set<RefusalReason>();
    fc.assert(
      fc.property(game, anyMove, anyPlayer, (g, randomMove, randomWho) => {
        const { picks, prefill, limit, finish, aimFull } = g;
        let state = playRandom(picks, prefill, limit);
        if (finish) state = playToEnd(state);
        const aim = aimFull && prefill !== null;
        const move = aim ? { type: 'drop', column: prefill } : randomMove;
        const who = aim ? state.currentPlayer : randomWho;
        const reason = expectedRefusal(state, move, who);
        fc.pre(reason !== null);
        seen.add(reason);
        expectRefused(state, move, who, reason);
      }),
      { numRuns: 1000 },
    );
    // Each kind of refusal was really exercised, not filtered away.
    expect([...seen].sort()).toEqual(
      ['bad_move', 'column_full', 'game_over', 'not_a_player', 'not_your_turn'].sort(),
    );
  });
});
