/**
 * Common-word evidence: the share of a text's words that each language's table of everyday
 * words holds. On one or two words an n-gram model has almost nothing to go on, while "grazie"
 * or "danke" says its language outright.
 */
import { DE } from './words/de';
import { EN } from './words/en';
import { ES } from './words/es';
import { FR } from './words/fr';
import { IT } from './words/it';
import { BG, CA, NL, UK } from './words/others';
import { PT } from './words/pt';
import { RU } from './words/ru';

const TABLES: Record<string, string> = {
  en: EN,
  es: ES,
  fr: FR,
  de: DE,
  it: IT,
  pt: PT,
  ru: RU,
  uk: UK,
  bg: BG,
  nl: NL,
  ca: CA,
};

/** Word → the languages whose table holds it. */
const LANGUAGES_OF = new Map<string, string[]>();
for (const [language, table] of Object.entries(TABLES)) {
  for (const word of table.split(/\s+/u)) {
    if (!word) continue;
    const known = LANGUAGES_OF.get(word);
    if (!known) LANGUAGES_OF.set(word, [language]);
    else if (!known.includes(language)) known.push(language);
  }
}

/** Words as people type them: letters, with inner apostrophes and hyphens (c'est, peut-être). */
const WORD = /[\p{L}\p{M}]+(?:['-][\p{L}\p{M}]+)*'?/gu;

/** The lower-case words of `text`, typographic apostrophes made plain. */
export function textWords(text: string): string[] {
  return text.toLowerCase().replace(/[’ʼ`]/gu, "'").match(WORD) ?? [];
}

/** Languages one word belongs to: its own entry, else those of its parts (c' + est, donne + moi). */
function wordLanguages(word: string): readonly string[] {
  const whole = LANGUAGES_OF.get(word);
  if (whole) return whole;
  const found = new Set<string>();
  for (const part of word.split(/(?<=')|-/u)) {
    for (const language of LANGUAGES_OF.get(part) ?? []) found.add(language);
  }
  return [...found];
}

/** Per language, the share (0 to 1) of the words that its table holds; empty when none does. */
export function wordShares(words: readonly string[]): Map<string, number> {
  const hits = new Map<string, number>();
  for (const word of words) {
    for (const language of wordLanguages(word)) hits.set(language, (hits.get(language) ?? 0) + 1);
  }
  for (const [language, n] of hits) hits.set(language, n / words.length);
  return hits;
}
