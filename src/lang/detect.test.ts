import { eld } from 'eld/medium';
import { describe, expect, it } from 'vitest';
import { detectLanguage, detectScript } from './detect';
import { detectionSamples } from './testdata/samples';

describe('detectLanguage', () => {
  it('should name the language of the regression set as well as when it was measured', () => {
    const samples = detectionSamples();
    // Nothing to fall back on: the detector's own answer is what is measured.
    const wrong = samples.filter((s) => detectLanguage(eld, s.text, '').language !== s.language);
    const accuracy = 1 - wrong.length / samples.length;
    expect(
      accuracy,
      wrong.map((s) => `${s.language}: ${s.text}`).join('\n'),
    ).toBeGreaterThanOrEqual(ACCURACY_FLOOR);
  });

  it('should know Japanese, Korean and Chinese by their script', () => {
    expect(detectScript('ありがとう')).toBe('ja');
    expect(detectScript('今日は雨')).toBe('ja');
    expect(detectScript('고마워')).toBe('ko');
    expect(detectScript('谢谢')).toBe('zh');
    expect(detectScript('ok 谢谢你')).toBe('zh');
    expect(detectScript('I love 寿司 so much')).toBeNull();
    expect(detectLanguage(eld, '好的')).toEqual({ language: 'zh', confidence: 1, reliable: true });
  });

  it("should fall back to the sender's language below 2 non-blank characters", () => {
    expect(detectLanguage(eld, ' a ', 'es')).toEqual({
      language: 'es',
      confidence: 0,
      reliable: false,
    });
    // Spec core 5: English when nothing else is known.
    expect(detectLanguage(eld, '?').language).toBe('en');
  });

  it("should trust the sender's language over a doubtful guess on a short message", () => {
    // "ok" is as much Spanish as English: the sender's language decides.
    expect(detectLanguage(eld, 'ok', 'es')).toMatchObject({ language: 'es', reliable: false });
    expect(detectLanguage(eld, 'ok', 'de')).toMatchObject({ language: 'de', reliable: false });
  });

  it('should be sure of a plain sentence whoever sends it', () => {
    const d = detectLanguage(eld, 'Je suis en retard, le train est encore bloqué', 'en');
    expect(d.language).toBe('fr');
    expect(d.reliable).toBe(true);
    expect(d.confidence).toBeGreaterThan(0);
  });
});

/** 97.9 % when the set was written (`npm run bench`, detection): it must not drop. */
const ACCURACY_FLOOR = 0.97;
