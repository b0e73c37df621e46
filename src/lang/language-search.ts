import type { Language } from './catalog';
import { LANGUAGES } from './languages';

/** Letters that do not come apart into a base and an accent. */
const FOLDED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ı: 'i',
};

/**
 * Text as a search compares it: lower case, accents off ("Español" → "espanol", "Tiếng Việt" →
 * "tieng viet"), the modifier letter of ʻŌlelo dropped. Other scripts keep their marks, which
 * are letters of their own there.
 */
export function searchFold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u02bb\u02bc]/gu, '')
    .replace(/[ßæœøłđı]/gu, (c) => FOLDED[c]!)
    .normalize('NFC')
    .trim();
}

interface Indexed {
  language: Language;
  code: string;
  names: string[];
}

const index = (list: readonly Language[]): Indexed[] =>
  list.map((language) => ({
    language,
    code: language.code.toLowerCase(),
    names: [searchFold(language.name), searchFold(language.nativeName)],
  }));

const DEFAULT_INDEX = index(LANGUAGES);

/** How well one language matches: 0 best, null not at all. */
function rank(entry: Indexed, query: string): number | null {
  if (entry.code === query) return 0;
  if (entry.names.some((n) => n.startsWith(query))) return 1;
  if (entry.code.startsWith(query) && query.length >= 2) return 2;
  // A later word of the name: "brazil" finds "Portuguese (Brazil)", "viet" finds "Tiếng Việt".
  if (entry.names.some((n) => n.split(/[\s()-]+/u).some((w) => w.startsWith(query)))) return 3;
  if (entry.names.some((n) => n.includes(query))) return 4;
  return null;
}

/**
 * The languages of `list` (the language list by default) that match `query` by code, English
 * name or native name, accents and case aside; best matches first, list order within each.
 * An empty query gives the whole list.
 */
export function languageSearch(query: string, list?: readonly Language[]): Language[] {
  const q = searchFold(query);
  const entries = list ? index(list) : DEFAULT_INDEX;
  if (!q) return entries.map((e) => e.language);
  const found: Array<{ language: Language; rank: number; at: number }> = [];
  entries.forEach((entry, at) => {
    const r = rank(entry, q);
    if (r !== null) found.push({ language: entry.language, rank: r, at });
  });
  return found.sort((a, b) => a.rank - b.rank || a.at - b.at).map((f) => f.language);
}
