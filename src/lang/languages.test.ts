import { describe, expect, it } from 'vitest';
import { TRANSLATION_LANGUAGES } from './catalog';
import {
  LANGUAGES,
  TRANSCRIBER_LANGUAGES,
  languageListCode,
  languageListFind,
  languageShown,
} from './languages';

describe('LANGUAGES', () => {
  it('should hold about 100 languages with unique codes (spec core 9)', () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(95);
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(LANGUAGES.length);
  });

  it('should include zh and zh-TW, pt and pt-BR (spec core 9)', () => {
    for (const code of ['zh', 'zh-TW', 'pt', 'pt-BR'])
      expect(languageListFind(code)?.code).toBe(code);
  });

  it('should offer the transcriber the first 20, every translation language among them', () => {
    expect(TRANSCRIBER_LANGUAGES).toEqual(LANGUAGES.slice(0, 20));
    const first20 = TRANSCRIBER_LANGUAGES.map((l) => l.code);
    for (const { code } of TRANSLATION_LANGUAGES) expect(first20).toContain(code);
  });

  it('should find a regional code by its base', () => {
    expect(languageListFind('en-GB')?.name).toBe('English');
    expect(languageListFind('xx')).toBeUndefined();
  });

  it("should show a user's language from the whole list, English when unknown", () => {
    expect(languageShown('sw')).toMatchObject({ name: 'Swahili', nativeName: 'Kiswahili' });
    expect(languageShown('pt-BR').name).toBe('Portuguese (Brazil)');
    expect(languageShown('xx').code).toBe('en');
    expect(languageShown(null).code).toBe('en');
  });

  it("should give the list's own spelling of a code", () => {
    expect(languageListCode('ZH-tw')).toBe('zh-TW');
    expect(languageListCode('en-GB')).toBeUndefined();
  });
});
