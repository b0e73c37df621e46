import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOTS_BOXES_LINES, dotsBoxes, dotsBoxesNew } from './dots-boxes';
import type { DotsBoxesMove, DotsBoxesState } from './dots-boxes';
import type { RefusalReason } from './types';
import {
  ALICE,
  BOB,
  PLAYERS,
  NOW,
  apply,
  accepted,
  h,
  v,
  allLines,
  undrawn,
  drawn,
  playPicked,
} from './dots-boxes-fixture';

describe('dotsBoxes (core 4. Dots and Boxes)', () => {
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
