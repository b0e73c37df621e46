import { eld } from 'eld/small';
import { describe, expect, it } from 'vitest';
import { TRANSLATION_LANGUAGES } from './catalog';
import { PRIOR_MARGIN, detectLanguage, detectScores } from './detect';
import type { SampleKind } from './testdata/samples';
import {
  SAMPLE_KINDS,
  detectionSamples,
  freshSamples,
  otherLanguageSamples,
} from './testdata/samples';

/**
 * Issue 13's floors for everyday chat in the twelve translation languages, with nothing known
 * of the writer: what the text says, and nothing else.
 */
const FLOORS: Record<SampleKind, number> = { sentence: 0.99, pair: 0.93, word: 0.72 };

describe('detectLanguage on the regression set', () => {
  const samples = detectionSamples();

  it('should hold at least 50 messages per translation language, words and pairs included', () => {
    for (const { code } of TRANSLATION_LANGUAGES) {
      const own = samples.filter((s) => s.language === code);
      expect(own.length, code).toBeGreaterThanOrEqual(50);
      for (const kind of SAMPLE_KINDS)
        expect(
          own.some((s) => s.kind === kind),
          code,
        ).toBe(true);
    }
  });

  for (const kind of SAMPLE_KINDS) {
    it(`should name the language of ${kind}s at least ${FLOORS[kind] * 100} % of the time`, () => {
      const own = samples.filter((s) => s.kind === kind);
      const wrong = own.filter((s) => detectLanguage(eld, s.text).language !== s.language);
      expect(
        1 - wrong.length / own.length,
        wrong.map((s) => `${s.language}: ${s.text}`).join('\n'),
      ).toBeGreaterThanOrEqual(FLOORS[kind]);
    });
  }

  it('should name the language whoever writes it, writers of the eleven others included', () => {
    const codes = TRANSLATION_LANGUAGES.map((l) => l.code);
    for (const kind of SAMPLE_KINDS) {
      let right = 0;
      let total = 0;
      for (const s of samples.filter((x) => x.kind === kind)) {
        for (const writer of codes.filter((c) => c !== s.language)) {
          total++;
          if (detectLanguage(eld, s.text, writer).language === s.language) right++;
        }
      }
      expect(right / total, kind).toBeGreaterThanOrEqual(FLOORS[kind]);
    }
  });

  it('should almost never call a wrong answer reliable', () => {
    const reliable = samples
      .map((s) => ({ s, d: detectLanguage(eld, s.text) }))
      .filter(({ d }) => d.reliable);
    const wrong = reliable.filter(({ s, d }) => d.language !== s.language);
    expect(wrong.length / reliable.length).toBeLessThanOrEqual(0.01);
  });
});

/**
 * Floors on the second set (chat-words-fresh.tsv), a little below what it measured when it was
 * added (sentences 100 %, pairs 99.1 %, words 94.9 % alone; 100, 98.9 and 94.0 % with a writer
 * of another language): it was written apart from the tables, so a fall here means the tables
 * or the rules lost ground on words they were not written for.
 */
const FRESH_FLOORS: Record<SampleKind, number> = { sentence: 0.99, pair: 0.97, word: 0.92 };

describe('detectLanguage on the fresh set of words and pairs', () => {
  const samples = freshSamples();

  it('should hold at least 40 words and 25 pairs per translation language', () => {
    for (const { code } of TRANSLATION_LANGUAGES) {
      const own = samples.filter((s) => s.language === code);
      expect(own.filter((s) => s.kind === 'word').length, code).toBeGreaterThanOrEqual(40);
      expect(own.filter((s) => s.kind === 'pair').length, code).toBeGreaterThanOrEqual(25);
    }
  });

  for (const kind of SAMPLE_KINDS) {
    it(`should name the language of ${kind}s at least ${FRESH_FLOORS[kind] * 100} % of the time`, () => {
      const own = samples.filter((s) => s.kind === kind);
      const wrong = own.filter((s) => detectLanguage(eld, s.text).language !== s.language);
      expect(
        1 - wrong.length / own.length,
        wrong.map((s) => `${s.language}: ${s.text}`).join('\n'),
      ).toBeGreaterThanOrEqual(FRESH_FLOORS[kind]);
    });
  }

  it('should name the language whoever writes it, writers of the eleven others included', () => {
    const codes = TRANSLATION_LANGUAGES.map((l) => l.code);
    for (const kind of SAMPLE_KINDS) {
      let right = 0;
      let total = 0;
      for (const s of samples.filter((x) => x.kind === kind)) {
        for (const writer of codes.filter((c) => c !== s.language)) {
          total++;
          if (detectLanguage(eld, s.text, writer).language === s.language) right++;
        }
      }
      expect(right / total, kind).toBeGreaterThanOrEqual(FRESH_FLOORS[kind]);
    }
  });
});

describe('detectLanguage on other languages of the list', () => {
  it('should name them rather than the nearest translation language', () => {
    const samples = otherLanguageSamples();
    const wrong = samples.filter((s) => detectLanguage(eld, s.text).language !== s.language);
    // Short Marathi and Nepali without their own words are taken for Hindi (see README).
    expect(
      1 - wrong.length / samples.length,
      wrong.map((s) => `${s.language}: ${s.text}`).join('\n'),
    ).toBeGreaterThanOrEqual(0.9);
  });
});

describe("detectLanguage with the writer's language", () => {
  it('should let the writer decide between languages the text leaves level', () => {
    // "ok" is in every Latin-script chat: the text cannot tell.
    expect(detectLanguage(eld, 'ok', 'es')).toMatchObject({ language: 'es', reliable: false });
    expect(detectLanguage(eld, 'ok', 'de')).toMatchObject({ language: 'de', reliable: false });
    // 了解 and 大丈夫 are Japanese as much as Chinese.
    expect(detectLanguage(eld, '大丈夫', 'ja').language).toBe('ja');
    expect(detectLanguage(eld, '大丈夫').language).toBe('zh');
  });

  it('should call kana-less Japanese words that Chinese writes otherwise Japanese', () => {
    for (const text of ['明日', '仕事', '明日仕事', '友達！']) {
      expect(detectLanguage(eld, text).language, text).toBe('ja');
    }
    // A Chinese writer may still mean them; and Han text with any other word stays Chinese.
    expect(detectLanguage(eld, '明日', 'zh').language).toBe('zh');
    expect(detectLanguage(eld, '明日见').language).toBe('zh');
    expect(detectLanguage(eld, '工作').language).toBe('zh');
  });

  it('should not let the writer decide what the text says', () => {
    expect(detectLanguage(eld, 'grazie', 'de').language).toBe('it');
    expect(detectLanguage(eld, 'gracias', 'en').language).toBe('es');
    expect(detectLanguage(eld, 'obrigado', 'es').language).toBe('pt');
    expect(detectLanguage(eld, 'спасибо', 'en').language).toBe('ru');
    expect(detectLanguage(eld, 'ありがとう', 'zh').language).toBe('ja');
    const d = detectLanguage(eld, 'Je suis en retard, le train est encore bloqué', 'en');
    expect(d).toMatchObject({ language: 'fr', reliable: true });
    expect(d.confidence).toBeGreaterThan(0.5);
  });

  it('should take the prior exactly when it is within the margin of the best answer', () => {
    let priorWon = 0;
    for (const s of detectionSamples()) {
      const ranked = detectScores(eld, s.text);
      for (const { language: prior, score } of ranked.slice(1)) {
        const d = detectLanguage(eld, s.text, prior);
        const within = score >= 1 - PRIOR_MARGIN;
        expect(d.language, `${prior}: ${s.text}`).toBe(within ? prior : ranked[0]!.language);
        if (within) {
          priorWon++;
          expect(d.reliable).toBe(false);
        }
      }
    }
    expect(priorWon).toBeGreaterThan(0);
  });
});

describe('detectLanguage on too little text', () => {
  it('should say English below 2 non-blank characters, or the writer’s language (spec core 5, 7)', () => {
    expect(detectLanguage(eld, ' a ')).toEqual({ language: 'en', confidence: 0, reliable: false });
    expect(detectLanguage(eld, '?', 'es')).toEqual({
      language: 'es',
      confidence: 0,
      reliable: false,
    });
  });

  it('should read the words around links, numbers, mentions and emoji, and only them', () => {
    expect(detectLanguage(eld, 'https://allo.example/x 18:30 🎉').language).toBe('en');
    expect(detectLanguage(eld, 'mira esto https://allo.example/fiesta 🎉 @lucia_m').language).toBe(
      'es',
    );
  });
});
