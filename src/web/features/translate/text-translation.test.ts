import { describe, expect, it } from 'vitest';
import type { TranslationSettings } from '../../../protocol';
import {
  textTranslationKey,
  textTranslationSource,
  textTranslationWanted,
  wordsShown,
} from './text-translation';

const on: TranslationSettings = {
  autoTranslate: true,
  sourceLanguage: 'auto',
  targetLanguage: 'es',
};
const note = 'Dinner at Luigi’s';

describe('textTranslationWanted', () => {
  it("should translate someone else's words when auto-translate is on", () => {
    expect(textTranslationWanted(note, 'u-emma', 'u-sofia', on)).toBe(true);
  });

  it('should leave alone my own words, no words, and switched-off or loading settings', () => {
    expect(textTranslationWanted(note, 'u-sofia', 'u-sofia', on)).toBe(false);
    expect(textTranslationWanted('  ', 'u-emma', 'u-sofia', on)).toBe(false);
    expect(textTranslationWanted(note, 'u-emma', 'u-sofia', { ...on, autoTranslate: false })).toBe(
      false,
    );
    expect(textTranslationWanted(note, 'u-emma', 'u-sofia', null)).toBe(false);
  });

  it('should not ask when the chosen source is the target', () => {
    expect(textTranslationWanted(note, 'u-emma', 'u-sofia', { ...on, sourceLanguage: 'es' })).toBe(
      false,
    );
    expect(textTranslationWanted(note, 'u-emma', 'u-sofia', { ...on, sourceLanguage: 'en' })).toBe(
      true,
    );
  });
});

describe('textTranslationKey', () => {
  it('should share one entry per text, target and source, under the translation root', () => {
    expect(textTranslationKey(note, 'es', 'auto')).toEqual([
      'translation',
      'text',
      'es',
      'auto',
      note,
    ]);
    expect(textTranslationKey(note, 'fr', 'auto')).not.toEqual(
      textTranslationKey(note, 'es', 'auto'),
    );
  });
});

describe('a note whose language was recorded when written', () => {
  it('should translate from that language, unless the reader chose a source', () => {
    expect(textTranslationSource(on, 'en')).toBe('en');
    expect(textTranslationSource(on, null)).toBe('auto');
    expect(textTranslationSource({ ...on, sourceLanguage: 'fr' }, 'en')).toBe('fr');
  });

  it('should not ask for words already in the reader’s language', () => {
    expect(textTranslationWanted('Café', 'u-emma', 'u-sofia', on, 'es')).toBe(false);
    expect(textTranslationWanted('Coffee', 'u-emma', 'u-sofia', on, 'en')).toBe(true);
  });

  it('should say what language the words are in before any answer', () => {
    expect(wordsShown('Coffee', 'es', undefined, false, 'en').originalLang).toBe('en');
  });
});

describe('wordsShown', () => {
  const asWritten = {
    text: note,
    original: note,
    lang: undefined,
    originalLang: undefined,
    translatedFrom: null,
    unavailable: false,
    onDevice: false,
    pack: null,
  };

  it('should show the words as written, language unknown, when no translation is wanted', () => {
    expect(wordsShown(note, null, undefined, false)).toEqual(asWritten);
  });

  it('should show them as written while the translation loads', () => {
    expect(wordsShown(note, 'es', undefined, false)).toEqual(asWritten);
  });

  it('should show the translation in the target language, naming and keeping the source', () => {
    const answer = { translatedText: 'La cena en Luigi', detectedLanguage: 'en', engine: 'x' };
    expect(wordsShown(note, 'es', answer, false)).toEqual({
      text: 'La cena en Luigi',
      original: note,
      lang: 'es',
      originalLang: 'en',
      translatedFrom: 'en',
      unavailable: false,
      onDevice: false,
      pack: null,
    });
  });

  it('should show words already in the target as written, in the detected language', () => {
    const answer = { translatedText: 'Café', detectedLanguage: 'es', engine: 'none' };
    expect(wordsShown('Café', 'es', answer, false)).toEqual({
      ...asWritten,
      text: 'Café',
      original: 'Café',
      lang: 'es',
      originalLang: 'es',
    });
  });

  it('should show them as written when the translation failed', () => {
    const shown = wordsShown(note, 'es', undefined, true);
    expect(shown.text).toBe(note);
    expect(shown.translatedFrom).toBeNull();
  });
});
