import { describe, expect, it } from 'vitest';
import { TRANSLATION_LANGUAGES, languageFind, languageIsSupported } from './catalog';

describe('language catalog', () => {
  it('should list the twelve translation languages of core 3 in order', () => {
    expect(TRANSLATION_LANGUAGES.map((l) => l.code)).toEqual([
      'en',
      'es',
      'fr',
      'de',
      'ja',
      'ar',
      'zh',
      'hi',
      'pt',
      'ru',
      'it',
      'ko',
    ]);
  });

  it('should find a regional code by its base language', () => {
    expect(languageFind('pt-BR').name).toBe('Portuguese');
  });

  it('should fall back to English for unknown or missing codes', () => {
    expect(languageFind('xx').code).toBe('en');
    expect(languageFind(undefined).code).toBe('en');
    expect(languageIsSupported('xx')).toBe(false);
  });
});
