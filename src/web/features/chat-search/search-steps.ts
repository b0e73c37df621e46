import type { ChatSearchHit } from '../../../protocol';

/**
 * Stepping through 'Search in this chat' hits, oldest first as the chat reads. A new answer
 * starts at the newest hit (the one nearest the bottom, where the reader is); up goes to older
 * hits, down to newer ones, and neither goes past the ends.
 */

/** Where a fresh answer starts: the newest hit, or -1 when there is none. */
export function searchStart(hits: readonly ChatSearchHit[]): number {
  return hits.length - 1;
}

/** One step: -1 is up (older), +1 is down (newer). Stays put at the ends. */
export function searchStep(index: number, count: number, step: -1 | 1): number {
  if (count === 0) return -1;
  return Math.min(count - 1, Math.max(0, index + step));
}

/**
 * The 'n of m' place shown in the bar, counting from the newest as chat apps do (1 is the most
 * recent hit); null when there is nothing to count.
 */
export function searchPlace(index: number, count: number): { n: number; m: number } | null {
  if (count === 0 || index < 0 || index >= count) return null;
  return { n: count - index, m: count };
}
