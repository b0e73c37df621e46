/**
 * Language detection (spec core 5: at least 2 non-blank characters). The n-gram detector is
 * passed in, so the server can use eld's large model and the browser its small one; this module
 * adds what the detector lacks: a script rule for Japanese, Korean and Chinese (n-grams miss most
 * short Han text), and the fall back to the sender's language when a short message says too
 * little.
 */
import { TRANSLATION_LANGUAGES } from './catalog';

/** The part of eld's detector this module uses. */
export interface NgramDetector {
  detect(text: string): {
    language: string;
    getScores(): Record<string, number>;
    isReliable(): boolean;
  };
}

export interface Detection {
  /** ISO 639-1 code. */
  language: string;
  /** 0 to 1: how sure the answer is (1 for a script that names its language). */
  confidence: number;
  /** False when the answer is the fall back, or a guess the detector itself doubts. */
  reliable: boolean;
}

/**
 * eld tells close languages apart poorly on a few words (Hindi from Marathi, Russian from
 * Ukrainian): when one of ours scores within this share of the top answer, ours is taken.
 */
const PREFER_WITHIN = 0.97;
const OURS: ReadonlySet<string> = new Set(TRANSLATION_LANGUAGES.map((l) => l.code));

/** Spec core 5: below this many non-blank characters nothing is detected. */
export const DETECT_MIN_CHARS = 2;
/**
 * Up to this many letters a doubtful answer is not trusted over the sender's own language: on a
 * word or two an n-gram detector is wrong about one time in four.
 */
const SHORT_LETTERS = 24;

const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/gu;
const HANGUL = /[\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]/gu;
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/gu;
const LETTER = /\p{L}/gu;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * Kana means Japanese, Hangul Korean, and Han characters alone Chinese, when those scripts are
 * most of the letters. Null when the text is mostly in other scripts.
 */
export function detectScript(text: string): string | null {
  const letters = count(text, LETTER);
  if (letters === 0) return null;
  const kana = count(text, KANA);
  const hangul = count(text, HANGUL);
  const han = count(text, HAN);
  if ((kana + hangul + han) * 2 < letters) return null;
  if (hangul > 0 && hangul >= kana) return 'ko';
  if (kana > 0) return 'ja';
  return 'zh';
}

/**
 * The language of `text`; `fallback` (the sender's language, else English) when there is too
 * little to tell.
 */
export function detectLanguage(detector: NgramDetector, text: string, fallback = 'en'): Detection {
  const doubt: Detection = { language: fallback, confidence: 0, reliable: false };
  if (text.replace(/\s/gu, '').length < DETECT_MIN_CHARS) return doubt;
  const script = detectScript(text);
  if (script) return { language: script, confidence: 1, reliable: true };

  const result = detector.detect(text);
  if (!result.language) return doubt;
  const scores = result.getScores();
  const language = preferOurs(result.language, scores);
  const confidence = Math.max(0, Math.min(1, scores[language] ?? 0));
  const reliable = result.isReliable();
  if (!reliable && count(text, LETTER) <= SHORT_LETTERS) return doubt;
  return { language, confidence: round(confidence), reliable };
}

function preferOurs(top: string, scores: Record<string, number>): string {
  if (OURS.has(top)) return top;
  const bar = (scores[top] ?? 0) * PREFER_WITHIN;
  let best: string | null = null;
  for (const [code, score] of Object.entries(scores)) {
    if (OURS.has(code) && score >= bar && (best === null || score > scores[best]!)) best = code;
  }
  return best ?? top;
}

const round = (n: number) => Math.round(n * 1000) / 1000;
