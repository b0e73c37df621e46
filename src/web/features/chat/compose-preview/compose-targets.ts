import { translationCode } from '../../../lib/translate-text';

/** Two codes name the same translation language ('pt-BR' and 'pt' do). */
export function languagesMatch(a: string, b: string): boolean {
  return (translationCode(a) ?? a) === (translationCode(b) ?? b);
}

/**
 * The languages a message could be checked in, best first: the other participants' languages
 * that differ from the sender's, the most common first (ties keep the order people are listed
 * in). For a 1:1 that is the other person's language; for a group the first is the default and
 * the rest are offered. Empty when everyone reads the sender's language.
 */
export function composeTargets(
  myLanguage: string,
  others: ReadonlyArray<{ language: string }>,
): string[] {
  const counts = new Map<string, number>();
  for (const { language } of others) {
    if (languagesMatch(language, myLanguage)) continue;
    counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  // Map keeps insertion order and sort is stable: ties stay in participant order.
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([code]) => code);
}
