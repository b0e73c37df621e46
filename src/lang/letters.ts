/**
 * Letter cues for the Latin and Cyrillic alphabets, which many languages share: a letter a
 * language does not use rules it out ("ñ" is not French, "ы" is not Ukrainian), and a few letters
 * belong to one language alone ("ß", "ї").
 */

/**
 * The letters beyond a–z (Latin) or а–я (Cyrillic) that each language writes. Only languages
 * listed here are ruled out by a foreign letter; the others keep what the n-grams say.
 */
const EXTRA_LETTERS: Record<string, string> = {
  en: '',
  es: 'ñáéíóúü',
  fr: 'àâæçéèêëîïôœùûüÿ',
  de: 'äöüß',
  it: 'àèéìíîòóùú',
  pt: 'áâãàçéêíóôõúü',
  nl: 'áéèëïóöü',
  ca: 'àçéèíïóòúü·',
  ru: 'ё',
};
/** Cyrillic alphabets that drop some of а–я (Ukrainian has no ы, э, ъ; Bulgarian no ы, э). */
const CYRILLIC_LETTERS: Record<string, string> = {
  uk: 'абвгґдеєжзиіїйклмнопрстуфхцчшщьюя',
  bg: 'абвгдежзийклмнопрстуфхцчшщъьюя',
  be: 'абвгдеёжзійклмнопрстуўфхцчшыьэюя',
  sr: 'абвгдђежзијклљмнњопрстћуфхцчџш',
};

/** Letters only one language writes (among those people send us), and the language. */
const OWN_LETTERS: Record<string, string> = {
  ñ: 'es',
  '¿': 'es',
  '¡': 'es',
  ã: 'pt',
  õ: 'pt',
  ß: 'de',
  œ: 'fr',
  ї: 'uk',
  є: 'uk',
  ґ: 'uk',
  ў: 'be',
  ђ: 'sr',
  ћ: 'sr',
  џ: 'sr',
  ѓ: 'mk',
  ќ: 'mk',
  ѕ: 'mk',
  ұ: 'kk',
  ә: 'kk',
  ғ: 'kk',
  қ: 'kk',
  ҷ: 'tg',
  ӣ: 'tg',
  ӯ: 'tg',
};

const LATIN_BASE = 'abcdefghijklmnopqrstuvwxyz';
const CYRILLIC_BASE = 'абвгдежзийклмнопрстуфхцчшщъыьэюя';

type Alphabet = { cyrillic: boolean; letters: Set<string> };
const ALPHABETS = new Map<string, Alphabet>([
  ...Object.entries(EXTRA_LETTERS).map(([language, extra]): [string, Alphabet] => {
    const cyrillic = language === 'ru';
    return [
      language,
      { cyrillic, letters: new Set([...(cyrillic ? CYRILLIC_BASE : LATIN_BASE), ...extra]) },
    ];
  }),
  ...Object.entries(CYRILLIC_LETTERS).map(([language, all]): [string, Alphabet] => [
    language,
    { cyrillic: true, letters: new Set(all) },
  ]),
]);

/** Latin letters, Latin-1 to Latin Extended Additional (Vietnamese). */
const LATIN = /\p{Script=Latin}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
/** ASCII is answered by range (only a-z once lower-cased); the Unicode tests are for the rest. */
const isLatin = (ch: string) => {
  const code = ch.charCodeAt(0);
  return code < 0x80 ? code >= 0x61 && code <= 0x7a : LATIN.test(ch);
};
const isCyrillic = (ch: string) => ch.charCodeAt(0) >= 0x80 && CYRILLIC.test(ch);

export interface LetterCues {
  /** Languages with an alphabet that lacks one of the text's letters. */
  ruledOut: Set<string>;
  /** Languages named by a letter (or ¿ ¡) only they write, with how many such characters. */
  named: Map<string, number>;
}

/** The cues in the lower-case letters of `text` (other characters are skipped). */
export function letterCues(text: string): LetterCues {
  const lower = text.toLowerCase();
  const latin = new Set<string>();
  const cyrillic = new Set<string>();
  const named = new Map<string, number>();
  for (const ch of lower) {
    const own = OWN_LETTERS[ch];
    if (own) named.set(own, (named.get(own) ?? 0) + 1);
    if (isLatin(ch)) latin.add(ch);
    else if (isCyrillic(ch)) cyrillic.add(ch);
  }
  // Russian writes ъ only before е, ё, ю, я; Bulgarian writes it as a vowel (път, ъгъл).
  if (/ъ(?![еёюя])/u.test(lower)) named.set('bg', (named.get('bg') ?? 0) + 1);
  // A letter counts against the alphabets of its own script only: an English brand name in a
  // Russian message ("iPhone") says nothing against Russian.
  const ruledOut = new Set<string>();
  for (const [language, alphabet] of ALPHABETS) {
    for (const ch of alphabet.cyrillic ? cyrillic : latin) {
      if (!alphabet.letters.has(ch)) {
        ruledOut.add(language);
        break;
      }
    }
  }
  return { ruledOut, named };
}
