/**
 * Common-word evidence: the share of a text's words that each language's table of everyday
 * words holds. On one or two words an n-gram model has almost nothing to go on, while "grazie"
 * or "danke" says its language outright.
 */
import { DE } from './words/de';
import { EN } from './words/en';
import { ES } from './words/es';
import { FR } from './words/fr';
import { JA_KANJI } from './words/ja';
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

const CODES = Object.keys(TABLES);

/**
 * Word → the languages whose table holds it, one bit per language of {@link CODES}: a small
 * integer per word rather than a list keeps some 40,000 entries light.
 */
const LANGUAGES_OF = new Map<string, number>();
CODES.forEach((language, i) => {
  for (const word of TABLES[language]!.split(/\s+/u)) {
    if (word) LANGUAGES_OF.set(word, (LANGUAGES_OF.get(word) ?? 0) | (1 << i));
  }
});

/** Words as people type them: letters, with inner apostrophes and hyphens (c'est, peut-être). */
const WORD = /[\p{L}\p{M}]+(?:['-][\p{L}\p{M}]+)*'?/gu;

/** The lower-case words of `text`, typographic apostrophes made plain. */
export function textWords(text: string): string[] {
  return text.toLowerCase().replace(/[’ʼ`]/gu, "'").match(WORD) ?? [];
}

/** Languages one word belongs to: its own entry, else those of its parts (c' + est, donne + moi). */
function wordLanguages(word: string): number {
  const whole = LANGUAGES_OF.get(word);
  if (whole) return whole;
  let found = 0;
  for (const part of word.split(/(?<=')|-/u)) found |= LANGUAGES_OF.get(part) ?? 0;
  return found;
}

/** Per language, the share (0 to 1) of the words that its table holds; empty when none does. */
export function wordShares(words: readonly string[]): Map<string, number> {
  const hits = new Map<string, number>();
  for (const word of words) {
    const bits = wordLanguages(word);
    if (!bits) continue;
    CODES.forEach((language, i) => {
      if (bits & (1 << i)) hits.set(language, (hits.get(language) ?? 0) + 1);
    });
  }
  for (const [language, n] of hits) hits.set(language, n / words.length);
  return hits;
}

const KANJI_WORDS = new Set(JA_KANJI.split(/\s+/u).filter(Boolean));
const KANJI_LONGEST = Math.max(...[...KANJI_WORDS].map((w) => w.length));

/**
 * True when the Han characters of `text` are, run by run, whole Japanese words of the table
 * (明日, 仕事, 明日仕事): a kana-less message that Chinese would write otherwise.
 */
export function japaneseKanji(text: string): boolean {
  const runs = text.match(/\p{Script=Han}+/gu);
  return !!runs && runs.every(splitsIntoWords);
}

/** Whether `run` is a sequence of table words (longest first, with backtracking). */
function splitsIntoWords(run: string): boolean {
  const ok: boolean[] = [true];
  for (let end = 1; end <= run.length; end++) {
    ok[end] = false;
    for (let len = 1; len <= Math.min(KANJI_LONGEST, end); len++) {
      if (ok[end - len] && KANJI_WORDS.has(run.slice(end - len, end))) {
        ok[end] = true;
        break;
      }
    }
  }
  return ok[run.length]!;
}
