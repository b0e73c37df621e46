import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOTS_BOXES_LINES, dotsBoxes, dotsBoxesNew } from './dots-boxes';
import type { DotsBoxesMark, DotsBoxesMove, DotsBoxesState } from './dots-boxes';
import type { MoveResult, Players, RefusalReason } from './types';

const ALICE = 'alice';
const BOB = 'bob';
const PLAYERS: Players = [ALICE, BOB];
const NOW = 1_700_000_000_000;

const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
};

/** Every move in these tests goes through here: the input is frozen and must come back equal. */
const apply = (state: DotsBoxesState, move: unknown, playerId: string) => {
  const before = structuredClone(state);
  const result = dotsBoxes.applyMove(deepFreeze(state), move as DotsBoxesMove, playerId, NOW);
  expect(state).toEqual(before);
  return result;
};

const accepted = (result: MoveResult<DotsBoxesState>): DotsBoxesState => {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.state;
};

const h = (row: number, col: number): DotsBoxesMove => ({
  type: 'draw_line',
  orientation: 'horizontal',
  row,
  col,
});
const v = (row: number, col: number): DotsBoxesMove => ({
  type: 'draw_line',
  orientation: 'vertical',
  row,
  col,
});

/** Draws each line in turn, always as whoever's turn it is. */
const play = (state: DotsBoxesState, moves: DotsBoxesMove[]): DotsBoxesState =>
  moves.reduce((s, move) => accepted(apply(s, move, s.currentPlayer)), state);

const allLines = (): DotsBoxesMove[] => [
  ...Array.from({ length: 20 }, (_, i) => h(Math.floor(i / 4), i % 4)),
  ...Array.from({ length: 20 }, (_, i) => v(Math.floor(i / 5), i % 5)),
];

const undrawn = (state: DotsBoxesState): DotsBoxesMove[] =>
  allLines().filter((m) =>
    m.orientation === 'horizontal'
      ? state.horizontalLines[m.row][m.col] === 0
      : state.verticalLines[m.row][m.col] === 0,
  );

const drawn = (state: DotsBoxesState): DotsBoxesMove[] => {
  const open = new Set(undrawn(state).map((m) => JSON.stringify(m)));
  return allLines().filter((m) => !open.has(JSON.stringify(m)));
};

/** Plays legal lines picked by `picks` (each taken modulo the lines still open). */
const playPicked = (picks: number[]): DotsBoxesState =>
  picks.reduce((s, pick) => {
    if (s.gameOver) return s;
    const open = undrawn(s);
    return accepted(apply(s, open[pick % open.length], s.currentPlayer));
  }, dotsBoxesNew(PLAYERS));

const markOf = (playerId: string): DotsBoxesMark => (playerId === ALICE ? 1 : 2);

/**
 * A board one line from the end: everything drawn but the bottom edge of box (3,3), the other
 * 15 boxes split `alice` to `bob`, and `mover` to play.
 */
const nearEnd = (alice: number, bob: number, mover: string): DotsBoxesState => {
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

describe('dotsBoxes (core 4. Dots and Boxes)', () => {
  it('should start with an empty 5x5 dot grid and the first player to move', () => {
    const state = dotsBoxesNew(PLAYERS);
    expect(state.horizontalLines).toEqual(Array(5).fill([0, 0, 0, 0]));
    expect(state.verticalLines).toEqual(Array(4).fill([0, 0, 0, 0, 0]));
    expect(state.boxes).toEqual(Array(4).fill([0, 0, 0, 0]));
    expect(state).toMatchObject({
      scores: [0, 0],
      currentPlayer: ALICE,
      players: PLAYERS,
      gameOver: false,
      winner: null,
      lastMove: null,
      version: 0,
    });
    expect(dotsBoxes.type).toBe('dots_boxes');
    expect(dotsBoxes.currentPlayer(state, NOW)).toBe(ALICE);
    expect(dotsBoxes.winner(state, NOW)).toBeNull();
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('should draw a line in the mover number, record it and pass the turn', () => {
    const state = accepted(apply(dotsBoxesNew(PLAYERS), h(0, 0), ALICE));
    expect(state.horizontalLines[0]).toEqual([1, 0, 0, 0]);
    expect(state.lastMove).toEqual({ orientation: 'horizontal', row: 0, col: 0 });
    expect(state.currentPlayer).toBe(BOB);
    expect(state.version).toBe(1);

    const next = accepted(apply(state, v(3, 4), BOB));
    expect(next.verticalLines[3]).toEqual([0, 0, 0, 0, 2]);
    expect(next.lastMove).toEqual({ orientation: 'vertical', row: 3, col: 4 });
    expect(next.currentPlayer).toBe(ALICE);
    expect(next.scores).toEqual([0, 0]);
    expect(next.version).toBe(2);
  });

  // Box (1,1) sits inside the board, so each of its sides also borders a neighbour that stays open.
  const sides: [string, DotsBoxesMove][] = [
    ['top', h(1, 1)],
    ['bottom', h(2, 1)],
    ['left', v(1, 1)],
    ['right', v(1, 2)],
  ];
  it.each(sides)('should give a box to whoever draws its %s side last', (_, last) => {
    const others = sides.map(([, m]) => m).filter((m) => m !== last);
    const ready = play(dotsBoxesNew(PLAYERS), others);
    expect(ready.boxes[1][1]).toBe(0);
    const mover = ready.currentPlayer;
    const state = accepted(apply(ready, last, mover));
    expect(state.boxes[1][1]).toBe(markOf(mover));
    expect(state.boxes.flat().filter((owner) => owner !== 0)).toHaveLength(1);
    expect(state.scores).toEqual(mover === ALICE ? [1, 0] : [0, 1]);
    expect(state.currentPlayer).toBe(mover);
  });

  it('should give a box on the edge of the board to whoever closes it', () => {
    const state = play(dotsBoxesNew(PLAYERS), [h(0, 0), v(0, 0), h(1, 0), v(0, 1)]);
    // The fourth line is Bob's: the turn went Alice, Bob, Alice, Bob.
    expect(state.boxes[0][0]).toBe(2);
    expect(state.scores).toEqual([0, 1]);
    expect(state.currentPlayer).toBe(BOB);
  });

  it('should score two boxes closed by one line and keep the turn', () => {
    // Boxes (1,1) and (1,2) share the vertical line (1,2): draw everything else around them.
    const ready = play(dotsBoxesNew(PLAYERS), [
      h(1, 1),
      h(2, 1),
      v(1, 1),
      h(1, 2),
      h(2, 2),
      v(1, 3),
    ]);
    expect(ready.currentPlayer).toBe(ALICE);
    const state = accepted(apply(ready, v(1, 2), ALICE));
    expect(state.boxes[1]).toEqual([0, 1, 1, 0]);
    expect(state.scores).toEqual([2, 0]);
    expect(state.currentPlayer).toBe(ALICE);
    expect(state.gameOver).toBe(false);
  });

  it('should pass the turn when a line closes nothing, even beside a three-sided box', () => {
    const ready = play(dotsBoxesNew(PLAYERS), [h(1, 1), h(2, 1), v(1, 1)]);
    expect(ready.currentPlayer).toBe(BOB);
    const state = accepted(apply(ready, h(3, 3), BOB));
    expect(state.currentPlayer).toBe(ALICE);
    expect(state.scores).toEqual([0, 0]);
  });

  it.each([
    ['the first player wins', 8, 7, ALICE, [9, 7], ALICE],
    ['the second player wins', 6, 9, ALICE, [7, 9], BOB],
    ['the scores tie', 7, 8, ALICE, [8, 8], 'tie'],
    ['the last box levels the scores', 8, 7, BOB, [8, 8], 'tie'],
  ] as const)(
    'should end when all 16 boxes are owned and %s',
    (_, alice, bob, mover, scores, winner) => {
      const state = accepted(apply(nearEnd(alice, bob, mover), h(4, 3), mover));
      expect(state.boxes[3][3]).toBe(markOf(mover));
      expect(state.scores).toEqual(scores);
      expect(state.gameOver).toBe(true);
      expect(state.winner).toBe(winner);
      expect(state.version).toBe(40);
      expect(dotsBoxes.winner(state, NOW)).toBe(winner);
      expect(dotsBoxes.currentPlayer(state, NOW)).toBeNull();
    },
  );

  it('should show everyone the whole state', () => {
    const state = play(dotsBoxesNew(PLAYERS), [h(0, 0), v(2, 3)]);
    expect(dotsBoxes.viewFor(state, ALICE, NOW)).toEqual(state);
    expect(dotsBoxes.viewFor(state, BOB, NOW)).toEqual(state);
    expect(dotsBoxes.viewFor(state, null, NOW)).toEqual(state);
  });

  describe('refusals (core 5. a game move is refused)', () => {
    it('should refuse someone who is not a player', () => {
      const result = apply(dotsBoxesNew(PLAYERS), h(0, 0), 'carol');
      expect(result).toMatchObject({ ok: false, reason: 'not_a_player' });
    });

    it('should refuse a player out of turn', () => {
      expect(apply(dotsBoxesNew(PLAYERS), h(0, 0), BOB)).toMatchObject({
        ok: false,
        reason: 'not_your_turn',
      });
    });

    it('should refuse a line already drawn, by either player', () => {
      const state = play(dotsBoxesNew(PLAYERS), [h(2, 2), v(0, 4)]);
      expect(apply(state, h(2, 2), ALICE)).toMatchObject({ ok: false, reason: 'line_drawn' });
      expect(apply(state, v(0, 4), ALICE)).toMatchObject({ ok: false, reason: 'line_drawn' });
    });

    it('should refuse every move once the game is over', () => {
      const over = accepted(apply(nearEnd(8, 7, ALICE), h(4, 3), ALICE));
      expect(apply(over, h(4, 3), ALICE)).toMatchObject({ ok: false, reason: 'game_over' });
      expect(apply(over, h(0, 0), BOB)).toMatchObject({ ok: false, reason: 'game_over' });
    });

    const garbage: [string, unknown][] = [
      ['null', null],
      ['a string', 'draw_line'],
      ['a number', 7],
      ['an array', ['draw_line', 'horizontal', 0, 0]],
      ['an empty object', {}],
      ['another move type', { ...h(0, 0), type: 'drop' }],
      ['no type', { orientation: 'horizontal', row: 0, col: 0 }],
      ['a bad orientation', { ...h(0, 0), orientation: 'diagonal' }],
      ['no orientation', { type: 'draw_line', row: 0, col: 0 }],
      ['no row', { type: 'draw_line', orientation: 'vertical', col: 0 }],
      ['a negative row', h(-1, 0)],
      ['horizontal row 5', h(5, 0)],
      ['horizontal col 4', h(0, 4)],
      ['vertical row 4', v(4, 0)],
      ['vertical col 5', v(0, 5)],
      ['a fractional row', h(1.5, 0)],
      ['a NaN col', v(0, NaN)],
      ['an infinite col', v(0, Infinity)],
      ['a numeric string', { ...h(0, 0), row: '0' }],
      ['a boolean', { ...h(0, 0), col: false }],
    ];
    it.each(garbage)('should refuse a malformed move: %s', (_, move) => {
      expect(apply(dotsBoxesNew(PLAYERS), move, ALICE)).toMatchObject({
        ok: false,
        reason: 'bad_move',
      });
    });

    it("should read only a move's own fields: the spec's gameState changes nothing", () => {
      const state = dotsBoxesNew(PLAYERS);
      const forged = { ...h(0, 0), gameState: { scores: [16, 0], gameOver: true } };
      expect(apply(state, forged, ALICE)).toEqual(apply(state, h(0, 0), ALICE));
    });
  });

  describe('properties', () => {
    const picks = fc.array(fc.nat(), { minLength: DOTS_BOXES_LINES, maxLength: DOTS_BOXES_LINES });

    it('should always end after exactly 40 lines in a consistent final state', () => {
      fc.assert(
        fc.property(picks, (chosen) => {
          let state = dotsBoxesNew(PLAYERS);
          let lines = 0;
          for (const pick of chosen) {
            expect(state.gameOver).toBe(false);
            const open = undrawn(state);
            const line = open[pick % open.length];
            const mover = state.currentPlayer;
            const next = accepted(apply(state, line, mover));
            lines += 1;
            const gained = next.scores[0] + next.scores[1] - state.scores[0] - state.scores[1];
            expect(next.currentPlayer).toBe(
              gained > 0 ? mover : state.players.find((p) => p !== mover),
            );
            expect(next.version).toBe(state.version + 1);
            state = next;
          }
          expect(lines).toBe(DOTS_BOXES_LINES);
          expect(undrawn(state)).toEqual([]);
          expect(state.gameOver).toBe(true);
          const owners = state.boxes.flat();
          expect(owners.every((owner) => owner === 1 || owner === 2)).toBe(true);
          expect(state.scores[0] + state.scores[1]).toBe(16);
          expect(state.scores).toEqual([
            owners.filter((o) => o === 1).length,
            owners.filter((o) => o === 2).length,
          ]);
          const [a, b] = state.scores;
          expect(state.winner).toBe(a === b ? 'tie' : a > b ? ALICE : BOB);
          expect(dotsBoxes.currentPlayer(state, NOW)).toBeNull();
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        }),
        { numRuns: 300 },
      );
    });

    /** `move` with some fields drawn from arbitraries instead. */
    const around = (move: DotsBoxesMove, fields: Record<string, fc.Arbitrary<unknown>>) =>
      fc.record({
        ...Object.fromEntries(
          Object.entries(move).map(([key, value]) => [key, fc.constant(value)]),
        ),
        ...fields,
      });

    /** A valid move made invalid in one way. */
    const corrupted: fc.Arbitrary<unknown> = fc.oneof(
      fc.anything().filter((m) => !(typeof m === 'object' && m !== null && 'type' in m)),
      around(h(0, 0), { row: fc.oneof(fc.integer({ max: -1 }), fc.integer({ min: 5 })) }),
      around(v(0, 0), { col: fc.oneof(fc.integer({ max: -1 }), fc.integer({ min: 5 })) }),
      around(h(0, 0), { col: fc.double().filter((x) => !Number.isInteger(x)) }),
      around(v(0, 0), { row: fc.oneof(fc.string(), fc.boolean(), fc.constant(null)) }),
      around(h(0, 0), {
        orientation: fc.string().filter((s) => s !== 'horizontal' && s !== 'vertical'),
      }),
      around(h(0, 0), { type: fc.string().filter((s) => s !== 'draw_line') }),
    );

    type Kind = 'outsider' | 'garbage' | 'over' | 'wrong player' | 'drawn';
    type Attempt = { kind: Kind; move: unknown; playerId: string };
    const reasons: Record<Kind, RefusalReason> = {
      outsider: 'not_a_player',
      garbage: 'bad_move',
      over: 'game_over',
      'wrong player': 'not_your_turn',
      drawn: 'line_drawn',
    };
    const attempts = (state: DotsBoxesState): fc.Arbitrary<Attempt> => {
      const other = state.players.find((p) => p !== state.currentPlayer) ?? BOB;
      const kinds: fc.Arbitrary<Attempt>[] = [
        fc.record({
          kind: fc.constant('outsider'),
          move: fc.oneof(fc.constantFrom(...allLines()), corrupted),
          playerId: fc.string().filter((s) => !PLAYERS.includes(s)),
        }),
        fc.record({
          kind: fc.constant('garbage'),
          move: corrupted,
          playerId: fc.constant(state.currentPlayer),
        }),
      ];
      if (state.gameOver) {
        kinds.push(
          fc.record({
            kind: fc.constant('over'),
            move: fc.oneof(fc.constantFrom(...allLines()), corrupted),
            playerId: fc.constantFrom(...PLAYERS),
          }),
        );
      } else {
        kinds.push(
          fc.record({
            kind: fc.constant('wrong player'),
            move: fc.constantFrom(...undrawn(state)),
            playerId: fc.constant(other),
          }),
        );
      }
      if (drawn(state).length > 0) {
        kinds.push(
          fc.record({
            kind: fc.constant('drawn'),
            move: fc.constantFrom(...drawn(state)),
            playerId: fc.constant(state.currentPlayer),
          }),
        );
      }
      return fc.oneof(...kinds);
    };

    it('should refuse illegal moves and leave the state as it was', () => {
      // Half the games are played out, so refusals after the end get their share of runs.
      const game = fc
        .oneof(
          fc.array(fc.nat(), { maxLength: DOTS_BOXES_LINES }),
          fc.array(fc.nat(), { minLength: DOTS_BOXES_LINES, maxLength: DOTS_BOXES_LINES }),
        )
        .map((chosen) => playPicked(chosen))
        .chain((state) => fc.tuple(fc.constant(state), attempts(state)));
      fc.assert(
        fc.property(game, ([state, { kind, move, playerId }]) => {
          const before = structuredClone(state);
          const result = apply(state, move, playerId);
          // Only outsiders learn nothing about the game; everyone else hears it is over first.
          const reason = state.gameOver && kind !== 'outsider' ? 'game_over' : reasons[kind];
          expect(result).toMatchObject({ ok: false, reason });
          expect(state).toEqual(before);
        }),
        { numRuns: 1000 },
      );
    });

    it('should never throw, whatever arrives as a move', () => {
      fc.assert(
        fc.property(fc.anything(), fc.constantFrom(ALICE, BOB, 'carol'), (move, playerId) => {
          const result = apply(dotsBoxesNew(PLAYERS), move, playerId);
          expect(typeof result.ok).toBe('boolean');
        }),
        { numRuns: 500 },
      );
    });
  });
});
