import { describe, expect, it } from 'vitest';
import { wordHunt, wordHuntNew, wordHuntSettle, wordHuntWords } from './word-hunt';
import type { WordHuntMove } from './word-hunt';
import { seededRandom } from './seeded-random';
import {
  english,
  PLAYERS,
  T0,
  deepFreeze,
  fixedGame,
  found,
  play,
  refusal,
} from './word-hunt-fixture';

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
