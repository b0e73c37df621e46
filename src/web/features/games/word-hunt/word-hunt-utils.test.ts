import { describe, expect, it } from 'vitest';
import { wordHuntPathTap } from '../../../../games/word-hunt';
import {
  wordHuntFace,
  wordHuntPathIndex,
  wordHuntRemainingMs,
  wordHuntSubmitBlock,
} from './word-hunt-utils';

const GRID = [
  ['C', 'A', 'T', 'S'],
  ['QU', 'I', 'T', 'E'],
  ['D', 'O', 'G', 'N'],
  ['R', 'U', 'N', 'E'],
];

describe('wordHuntFace', () => {
  it("should show the Q die as 'Qu' and other letters as capitals", () => {
    expect(wordHuntFace('QU')).toBe('Qu');
    expect(wordHuntFace('a')).toBe('A');
    expect(wordHuntFace('E')).toBe('E');
  });
});

describe('wordHuntPathIndex', () => {
  it('should give the place of a cell in the path', () => {
    const path = [
      [0, 0],
      [0, 1],
    ] as const;
    expect(wordHuntPathIndex(path, 0, 1)).toBe(1);
    expect(wordHuntPathIndex(path, 3, 3)).toBe(-1);
  });
});

describe('wordHuntSubmitBlock', () => {
  it('should need at least 3 letters (spec core 5)', () => {
    let path = wordHuntPathTap([], [0, 0]);
    path = wordHuntPathTap(path, [0, 1]);
    expect(wordHuntSubmitBlock(GRID, path, [])).toBe('too_short');
    path = wordHuntPathTap(path, [0, 2]);
    expect(wordHuntSubmitBlock(GRID, path, [])).toBeNull();
  });

  it("should count the 'QU' cell as two letters", () => {
    const path = wordHuntPathTap(wordHuntPathTap([], [1, 0]), [1, 1]);
    expect(wordHuntSubmitBlock(GRID, path, [])).toBeNull();
  });

  it('should not send a word the reader already found', () => {
    const path = [
      [0, 0],
      [0, 1],
      [0, 2],
    ] as const;
    expect(wordHuntSubmitBlock(GRID, path, ['cat'])).toBe('already_found');
  });

  it('should truncate the path when a selected cell is tapped again (spec core 4)', () => {
    let path = wordHuntPathTap([], [0, 0]);
    path = wordHuntPathTap(path, [0, 1]);
    path = wordHuntPathTap(path, [0, 2]);
    expect(wordHuntPathTap(path, [0, 1])).toEqual([[0, 0]]);
  });
});

describe('wordHuntRemainingMs', () => {
  it('should count down to the deadline and stop at 0', () => {
    expect(wordHuntRemainingMs(10_000, 4_000)).toBe(6_000);
    expect(wordHuntRemainingMs(10_000, 12_000)).toBe(0);
  });
});
