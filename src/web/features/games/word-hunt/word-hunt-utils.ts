import type { WordHuntCell } from '../../../../games/word-hunt';
import { WORD_HUNT_MIN_LETTERS, wordHuntPathWord } from '../../../../games/word-hunt';

/** A die's face as printed: one capital, and the Q die's 'QU' as 'Qu'. */
export function wordHuntFace(cell: string): string {
  return cell.charAt(0).toUpperCase() + cell.slice(1).toLowerCase();
}

/** Where a cell sits in the path (0 first), or -1 when it is not in it. */
export function wordHuntPathIndex(path: readonly WordHuntCell[], row: number, col: number): number {
  return path.findIndex(([r, c]) => r === row && c === col);
}

/**
 * Why the current path cannot be submitted yet, or null when it can (spec core 5: at least 3
 * letters; a word already found by the reader is not sent again). The server decides the rest.
 */
export function wordHuntSubmitBlock(
  grid: readonly (readonly string[])[],
  path: readonly WordHuntCell[],
  found: readonly string[],
): 'too_short' | 'already_found' | null {
  const word = wordHuntPathWord(grid, path);
  if (word.length < WORD_HUNT_MIN_LETTERS) return 'too_short';
  return found.includes(word) ? 'already_found' : null;
}

/** Milliseconds left on the server's clock, as far as this device can tell; never below 0. */
export function wordHuntRemainingMs(endsAt: number, now: number): number {
  return Math.max(0, endsAt - now);
}
