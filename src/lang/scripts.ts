/**
 * Scripts that name their language decide first, whatever the length: one kana is Japanese,
 * one Hangul syllable Korean, Thai is Thai. Where several languages share a script (Han,
 * Arabic, Devanagari) the cues of script-cues.ts choose, and the languages they could not rule
 * out stay close behind, so that a writer's own language can still win on a word or two.
 */
import {
  ARABIC_SCRIPT_LETTERS,
  CHINESE_HAN,
  DEVANAGARI_WORDS,
  JAPANESE_HAN,
  MARATHI_LETTER,
} from './script-cues';

/** A language and how strongly the text points to it (the top answer scores 1 here). */
export interface Scored {
  language: string;
  score: number;
}

/** Scripts written by one language only (among those of the language list). */
const SCRIPT_LANGUAGE: ReadonlyArray<[script: RegExp, language: string]> = [
  [/\p{Script=Hangul}/u, 'ko'],
  [/\p{Script=Thai}/u, 'th'],
  [/\p{Script=Greek}/u, 'el'],
  [/\p{Script=Hebrew}/u, 'he'],
  [/\p{Script=Georgian}/u, 'ka'],
  [/\p{Script=Armenian}/u, 'hy'],
  [/\p{Script=Bengali}/u, 'bn'],
  [/\p{Script=Gurmukhi}/u, 'pa'],
  [/\p{Script=Gujarati}/u, 'gu'],
  [/\p{Script=Oriya}/u, 'or'],
  [/\p{Script=Tamil}/u, 'ta'],
  [/\p{Script=Telugu}/u, 'te'],
  [/\p{Script=Kannada}/u, 'kn'],
  [/\p{Script=Malayalam}/u, 'ml'],
  [/\p{Script=Sinhala}/u, 'si'],
  [/\p{Script=Myanmar}/u, 'my'],
  [/\p{Script=Khmer}/u, 'km'],
  [/\p{Script=Lao}/u, 'lo'],
  [/\p{Script=Ethiopic}/u, 'am'],
];
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAN = /\p{Script=Han}/u;
const ARABIC = /\p{Script=Arabic}/u;
const DEVANAGARI = /\p{Script=Devanagari}/u;
const LETTER = /\p{L}/u;
/**
 * Yiddish writes Hebrew letters with its own ligatures (װ ױ ײ) and marks its vowels on alef
 * (אַ, אָ), which chat in Hebrew leaves unpointed.
 */
const YIDDISH = /[\u05f0-\u05f2]|\u05d0[\u05b7\u05b8]/u;

/**
 * Latin (with its extensions) and Cyrillic: no language of their own here, and most of what
 * people write. Answered by code point, before two dozen script tests that each letter of such
 * a text would otherwise go through.
 */
function latinOrCyrillic(code: number): boolean {
  return code < 0x0370 || (code >= 0x0400 && code < 0x0530) || (code >= 0x1e00 && code < 0x1f00);
}

/** The script a letter belongs to, by the names used here ('latin' and the like: 'other'). */
function scriptOf(ch: string): string {
  if (latinOrCyrillic(ch.codePointAt(0)!)) return 'other';
  if (KANA.test(ch)) return 'kana';
  if (HAN.test(ch)) return 'han';
  if (ARABIC.test(ch)) return 'arabic';
  if (DEVANAGARI.test(ch)) return 'devanagari';
  for (const [script, language] of SCRIPT_LANGUAGE) if (script.test(ch)) return language;
  return 'other';
}

/**
 * How far behind the chosen language a language of the same script stays when no cue ruled it
 * out: within `margin` (the writer's-language margin of detect.ts) up to `within` letters, then
 * further behind as the text grows, since a longer text would have shown a cue.
 */
function siblingScore(letters: number, within: number, margin: number): number {
  return Math.max(0, 1 - (margin * letters) / within);
}

/** Up to this many Han characters, Japanese stays a candidate for kana-less text (了解, 大丈夫). */
const HAN_WITHIN = 3;
/** Up to this many letters, an Arabic-script or Devanagari word may be any of its languages. */
const ABUGIDA_WITHIN = 8;

/**
 * The languages a text's script names, best first; null when the text is mostly in a script
 * several unrelated languages share (Latin, Cyrillic) or has no letters.
 */
export function scriptScores(text: string, margin: number): Scored[] | null {
  const counts = new Map<string, number>();
  let letters = 0;
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    // ASCII is answered by range; the Unicode property test is for the rest.
    const letter = code < 0x80 ? (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a : LETTER.test(ch);
    if (!letter) continue;
    letters++;
    const script = scriptOf(ch);
    counts.set(script, (counts.get(script) ?? 0) + 1);
  }
  const kana = counts.get('kana') ?? 0;
  const han = counts.get('han') ?? 0;
  const hangul = counts.get('ko') ?? 0;
  // Japanese mixes kana with Han; Korean is written in Hangul alone.
  if ((kana + han + hangul) * 2 >= letters && letters > 0) {
    if (hangul > 0 && hangul >= kana) return [{ language: 'ko', score: 1 }];
    if (kana > 0) return [{ language: 'ja', score: 1 }];
    return hanScores(text, han, margin);
  }
  let top: [string, number] = ['other', 0];
  for (const entry of counts) if (entry[1] > top[1]) top = entry;
  const [script, n] = top;
  if (script === 'other' || n * 2 < letters) return null;
  if (script === 'arabic') return arabicScores(text, n, margin);
  if (script === 'devanagari') return devanagariScores(text, n, margin);
  if (script === 'he' && YIDDISH.test(text)) return [{ language: 'yi', score: 1 }];
  return [{ language: script, score: 1 }];
}

function hanScores(text: string, han: number, margin: number): Scored[] {
  let japanese = 0;
  let chinese = 0;
  for (const ch of text) {
    if (JAPANESE_HAN.has(ch)) japanese++;
    else if (CHINESE_HAN.has(ch)) chinese++;
  }
  if (japanese > chinese) return [{ language: 'ja', score: 1 }];
  if (chinese > 0) return [{ language: 'zh', score: 1 }];
  return [
    { language: 'zh', score: 1 },
    { language: 'ja', score: siblingScore(han, HAN_WITHIN, margin) },
  ];
}

function arabicScores(text: string, letters: number, margin: number): Scored[] {
  for (const [language, own] of ARABIC_SCRIPT_LETTERS) {
    for (const ch of own) if (text.includes(ch)) return [{ language, score: 1 }];
  }
  const behind = siblingScore(letters, ABUGIDA_WITHIN, margin);
  return [
    { language: 'ar', score: 1 },
    { language: 'fa', score: behind },
    { language: 'ur', score: behind },
  ];
}

/**
 * Devanagari is Hindi unless the text's words are Marathi's or Nepali's (or it writes ळ, which
 * only Marathi does): on a word none of the three lists holds, Hindi, by far the most written.
 */
function devanagariScores(text: string, letters: number, margin: number): Scored[] {
  const words = text.split(/[^\p{L}\p{M}]+/u).filter(Boolean);
  const found: Record<string, number> = { hi: 0, mr: 0, ne: 0 };
  for (const word of words) {
    for (const [language, list] of Object.entries(DEVANAGARI_WORDS)) {
      if (list.has(word)) found[language]!++;
    }
  }
  if (text.includes(MARATHI_LETTER)) found.mr! += 1;
  const ranked = Object.entries(found).sort((a, b) => b[1] - a[1] || +(b[0] === 'hi'));
  const [first, second] = ranked as [[string, number], [string, number]];
  if (first[1] === 0) {
    const behind = siblingScore(letters, ABUGIDA_WITHIN, margin);
    return [
      { language: 'hi', score: 1 },
      { language: 'mr', score: behind },
      { language: 'ne', score: behind },
    ];
  }
  // Shared words (धन्यवाद, कल) leave the runner-up close; words of one language alone do not.
  const runnerUp = second[1] === first[1] ? 1 : second[1] > 0 ? 1 - margin : 0;
  return [
    { language: first[0], score: 1 },
    ...ranked.slice(1).map(([language, n]) => ({ language, score: n > 0 ? runnerUp : 0 })),
  ].filter((s) => s.score > 0);
}
