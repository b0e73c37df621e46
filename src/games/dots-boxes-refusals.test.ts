import { describe, expect, it } from 'vitest';
import { dotsBoxesNew } from './dots-boxes';
import { ALICE, BOB, PLAYERS, apply, accepted, h, v, play, nearEnd } from './dots-boxes-fixture';

describe('dotsBoxes (core 4. Dots and Boxes)', () => {
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
});
