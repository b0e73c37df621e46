import { describe, expect, it } from 'vitest';
import { dotsBoxes, dotsBoxesNew } from './dots-boxes';
import type { DotsBoxesMove } from './dots-boxes';
import {
  ALICE,
  BOB,
  PLAYERS,
  NOW,
  apply,
  accepted,
  h,
  v,
  play,
  markOf,
  nearEnd,
} from './dots-boxes-fixture';

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
});
