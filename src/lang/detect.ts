/**
 * Language detection that reads the text. The n-gram detector is passed in (the server uses
 * eld's small model); this module adds what it lacks on chat-length text:
 * - scripts that name their language decide first, whatever the length (scripts.ts);
 * - tables of everyday words (words.ts) and letter cues (letters.ts), without which one or two
 *   words are a guess;
 * - the writer's language as a prior: it wins only when the text leaves it within
 *   {@link PRIOR_MARGIN} of the best answer, never in place of what the text says.
 */
import { TRANSLATION_LANGUAGES } from './catalog';
import { letterCues } from './letters';
import { spansProtect } from './protect';
import type { Scored } from './scripts';
import { scriptScores } from './scripts';
import { japaneseKanji, textWords, wordShares } from './words';

export type { Scored } from './scripts';

/** The part of eld's detector this module uses. */
export interface NgramDetector {
  detect(text: string): {
    language: string;
    getScores(): Record<string, number>;
  };
}

export interface Detection {
  /** ISO 639-1 code. */
  language: string;
  /** 0 to 1: how far the answer stands above the next one (1 for a script of its own). */
  confidence: number;
  /** False when the answer is a guess: a close runner-up, too little text, or the prior's. */
  reliable: boolean;
}

/**
 * The writer's language wins when it scores within this much of the best answer (scores are
 * relative to the best, which scores 1). Chosen on the regression set (bench/detect.ts prints
 * the sweep): at 0.1 a writer's own one-word messages go from 99.6 to 100 % and two-word ones
 * from 99.5 to 100 %, while no sentence by a writer of another language is lost yet; from 0.2
 * on, those start to be (99.9 %, 98.4 % at 0.4).
 */
export const PRIOR_MARGIN = 0.1;

/**
 * An answer is reliable when the runner-up scores at least this much below it (relative): on
 * the regression set, no answer so marked is wrong (detect.test.ts allows 1 %).
 */
const RELIABLE_GAP = 0.1;

/**
 * A word found in a language's table of everyday words: worth more than eld's whole range of
 * scores on a short text (0.5 to 0.85), so that "grazie" is Italian whatever its n-grams say.
 */
const WORD_WEIGHT = 1;
/**
 * Up to this many words, an answer no table or letter supports is n-grams alone on a word or
 * two (eld names "sweet" Tagalog): never reliable.
 */
const THIN_WORDS = 2;
/** Up to this many words, the tables of everyday words weigh fully. */
const WORDS_FULL = 3;
/** A letter a language does not write (ñ for French): about eld's spread between neighbours. */
const FOREIGN_LETTER_PENALTY = 0.3;
/** A letter only one language writes (ß, ã, ї). */
const OWN_LETTER_BONUS = 0.2;
/**
 * The translation languages are most of what Allo's users write: when eld finds one of them
 * about as likely as another language (Hindi and Marathi, Russian and Ukrainian), it is taken.
 */
const OURS_BONUS = 0.02;
/**
 * On a word or two that no table holds, eld often names a language few of our users write
 * ("skiing" Norwegian, "guitarra" Basque): there the translation languages start further ahead,
 * still less than eld's spread on a word (0.5 to 0.85) and far less than a table's word.
 */
const OURS_SHORT_BONUS = 0.12;
const OURS: ReadonlySet<string> = new Set(TRANSLATION_LANGUAGES.map((l) => l.code));

/** Spec core 5: below this many non-blank characters nothing is detected (scripts aside). */
export const DETECT_MIN_CHARS = 2;

/** What the text says: candidate languages, best first, scored relative to the best (1). */
export function detectScores(
  detector: NgramDetector,
  text: string,
  margin = PRIOR_MARGIN,
): Scored[] {
  return ranking(detector, text, margin).ranked;
}

interface Ranking {
  ranked: Scored[];
  /**
   * True when the best answer rests on n-grams alone over a word or two: no table holds the
   * words and no letter is the language's own. Such an answer may be right, but is never sure.
   */
  thin: boolean;
}

function ranking(detector: NgramDetector, text: string, margin: number): Ranking {
  const script = scriptScores(text, margin);
  if (script) return { ranked: kanjiWords(text, script), thin: false };
  // Links, addresses, mentions, numbers and emoji are in no language.
  const words = spansProtect(text)
    .filter((s) => !s.keep)
    .map((s) => s.text)
    .join(' ');
  if (words.replace(/\s/gu, '').length < DETECT_MIN_CHARS) return { ranked: [], thin: true };
  const result = detector.detect(words);
  const ngrams = result.language ? result.getScores() : {};
  // A language eld left out matched none of the text's few n-grams: on a word or two that is
  // weak evidence, so it scores as eld's lowest answer rather than nothing.
  const ngramFloor = Math.min(...Object.values(ngrams), 1);
  const tokens = textWords(words);
  const shares = wordShares(tokens);
  // The longer the text, the more its n-grams say and the less a few shared function words
  // ("de", "la") should: the tables weigh fully up to WORDS_FULL words, then fade.
  const wordWeight = WORD_WEIGHT * Math.min(1, WORDS_FULL / Math.max(1, tokens.length));
  const cues = letterCues(words);
  const languages = new Set([...Object.keys(ngrams), ...shares.keys(), ...cues.named.keys()]);
  const scored: Scored[] = [];
  for (const language of languages) {
    let score = ngrams[language] ?? ngramFloor;
    if (OURS.has(language)) score += tokens.length <= THIN_WORDS ? OURS_SHORT_BONUS : OURS_BONUS;
    score += wordWeight * (shares.get(language) ?? 0);
    if (cues.named.has(language)) score += OWN_LETTER_BONUS;
    if (cues.ruledOut.has(language)) score -= FOREIGN_LETTER_PENALTY;
    if (score > 0) scored.push({ language, score });
  }
  scored.sort((a, b) => b.score - a.score);
  const top = scored[0];
  const best = top?.score ?? 1;
  const thin =
    !top ||
    (tokens.length <= THIN_WORDS && !shares.has(top.language) && !cues.named.has(top.language));
  return { ranked: scored.map((s) => ({ language: s.language, score: s.score / best })), thin };
}

/**
 * Kana-less Han text that no character cue decided is Chinese first and Japanese close behind
 * (scripts.ts); when it is made of Japanese words Chinese writes otherwise (明日, 仕事), the two
 * change places.
 */
function kanjiWords(text: string, ranked: Scored[]): Scored[] {
  const [first, second] = ranked;
  if (first?.language !== 'zh' || second?.language !== 'ja' || !japaneseKanji(text)) return ranked;
  return [
    { language: 'ja', score: first.score },
    { language: 'zh', score: second.score },
    ...ranked.slice(2),
  ];
}

/**
 * The language of `text`. `prior` is the writer's language, on the message path: it wins only
 * within {@link PRIOR_MARGIN} of the best answer, and is what is left when the text says
 * nothing at all (spec core 7: "falling back to the sender's language"); without one, English
 * (spec core 5).
 */
export function detectLanguage(
  detector: NgramDetector,
  text: string,
  prior?: string,
  margin = PRIOR_MARGIN,
): Detection {
  const { ranked, thin } = ranking(detector, text, margin);
  const top = ranked[0];
  if (!top) return { language: prior || 'en', confidence: 0, reliable: false };
  if (prior && prior !== top.language) {
    const own = ranked.find((s) => s.language === prior);
    if (own && own.score >= 1 - margin) {
      return { language: prior, confidence: round(own.score / 2), reliable: false };
    }
  }
  const gap = 1 - (ranked[1]?.score ?? 0);
  // Confidence 0.5 is where an answer becomes reliable; a thin one stays below it.
  const confidence = Math.min(thin ? 0.49 : 1, gap / (2 * RELIABLE_GAP));
  return {
    language: top.language,
    confidence: round(confidence),
    reliable: !thin && gap >= RELIABLE_GAP,
  };
}

const round = (n: number) => Math.round(n * 1000) / 1000;
