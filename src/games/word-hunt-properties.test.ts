import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RefusalReason } from './types';
import { wordHunt, wordHuntNew, wordHuntSettle, wordHuntWordPath } from './word-hunt';
import type { WordHuntMove } from './word-hunt';
import { seededRandom } from './seeded-random';
import { english, PLAYERS, T0, deepFreeze, found, play } from './word-hunt-fixture';

describe('Word Hunt properties', () => {
  const seed = fc.integer({ min: 1, max: 2 ** 31 - 1 });
  const anyCase = (word: string, mask: number) =>
    [...word].map((ch, i) => ((mask >> i) & 1 ? ch.toUpperCase() : ch)).join('');

  it('should always end random legal play in a valid final state', () => {
    const step = fc.record({
      player: fc.constantFrom(0, 1),
      pick: fc.nat(),
      caseMask: fc.nat(),
      dt: fc.integer({ min: 0, max: 5_000 }),
    });
    fc.assert(
      fc.property(
        seed,
        fc.array(step, { maxLength: 60 }),
        fc.integer({ min: 0, max: 10 ** 6 }),
        (boardSeed, steps, after) => {
          let state = deepFreeze(wordHuntNew(PLAYERS, T0, seededRandom(boardSeed), english));
          let now = T0;
          let accepted = 0;
          for (const s of steps) {
            // Random times, all before the deadline.
            now = Math.min(now + s.dt, state.endsAt - 1);
            if (state.validWords.length === 0) break;
            const word = state.validWords[s.pick % state.validWords.length];
            const path = wordHuntWordPath(state.grid, word)!;
            const player = PLAYERS[s.player];
            const move: WordHuntMove = {
              type: 'word_found',
              word: anyCase(word, s.caseMask),
              path,
            };
            const result = wordHunt.applyMove(state, move, player, now);
            if (state.foundWords[player].includes(word)) {
              expect(result).toMatchObject({ ok: false, reason: 'already_found' });
            } else {
              expect(result.ok).toBe(true);
              if (result.ok) state = deepFreeze(result.state);
              accepted++;
            }
            expect(wordHunt.winner(state, now)).toBeNull();
          }
          // Then time passes.
          const end = state.endsAt + after;
          const final = wordHuntSettle(state, end);
          expect(final.gameOver).toBe(true);
          expect(final.version).toBe(accepted + 1);
          const [a, b] = PLAYERS.map((p) => final.foundWords[p]);
          for (const words of [a, b]) {
            expect(new Set(words).size).toBe(words.length);
            for (const w of words) expect(final.validWords).toContain(w);
          }
          const expected = a.length === b.length ? 'tie' : a.length > b.length ? 'ann' : 'bob';
          expect(final.winner).toBe(expected);
          expect(wordHunt.winner(state, end)).toBe(expected);
          expect(wordHunt.viewFor(final, null, end).validWords).toEqual(final.validWords);
          const late = wordHunt.applyMove(
            final,
            found(final.validWords[0], final.grid),
            'bob',
            end,
          );
          expect(late).toMatchObject({ ok: false, reason: 'game_over' });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('should refuse random illegal moves and leave the state as it was', () => {
    type Illegal = { move: unknown; player?: string; now?: number; reason?: RefusalReason };
    const cell = fc.tuple(fc.integer({ min: -2, max: 5 }), fc.integer({ min: -2, max: 5 }));
    const odd = fc.constantFrom(Number.NaN, Infinity, -Infinity, 0.5, 1e9, 4, -1);
    fc.assert(
      fc.property(
        seed,
        fc.nat(),
        fc.nat(),
        fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), maxLength: 10 }),
        fc.array(cell, { maxLength: 18 }),
        fc.anything(),
        odd,
        fc.integer({ min: 0, max: 10 ** 7 }),
        fc.string(),
        fc.integer({ min: 0, max: 9 }),
        (boardSeed, pickA, pickB, junkWord, junkPath, garbage, oddNumber, late, stranger, kind) => {
          let state = wordHuntNew(PLAYERS, T0, seededRandom(boardSeed), english);
          const words = state.validWords;
          const mine = words[pickA % words.length];
          const other = words[pickB % words.length];
          state = play(state, 'ann', found(mine, state.grid));
          const grid = state.grid;
          const real = found(other, grid);
          const cases: Illegal[] = [
            // A word off the list (a random string) on a random path.
            { move: { type: 'word_found', word: `${junkWord}zzq`, path: junkPath } },
            // A real word on a path that is someone else's, or has a cell off the grid.
            {
              move: { ...real, path: [...real.path.slice(0, -1), [oddNumber, 0]] },
              reason: 'path_invalid',
            },
            {
              move: { ...real, word: `${other}${grid[real.path[0][0]][real.path[0][1]]}` },
              reason: 'path_invalid',
            },
            { move: { ...real, path: [...real.path, real.path[0]] }, reason: 'path_invalid' },
            { move: { ...real, word: junkWord.slice(0, 2) }, reason: 'word_too_short' },
            { move: found(mine, grid), reason: 'already_found' },
            { move: real, now: state.endsAt + late, reason: 'time_up' },
            { move: real, player: stranger === 'bob' ? 'eve' : stranger, reason: 'not_a_player' },
            { move: garbage },
            { move: { ...real, type: garbage === 'word_found' ? 'x' : garbage } },
          ];
          const c = cases[kind];
          const frozen = deepFreeze(structuredClone(state));
          const result = wordHunt.applyMove(
            frozen,
            c.move as WordHuntMove,
            c.player ?? 'ann',
            c.now ?? T0 + 1000,
          );
          expect(result.ok).toBe(false);
          if (!result.ok && c.reason) expect(result.reason).toBe(c.reason);
          expect(frozen).toEqual(state);
        },
      ),
      { numRuns: 600 },
    );
  });
});
