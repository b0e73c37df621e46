import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TranslationSettings } from '../../../protocol';
import { USERS_KEY } from '../../lib/query-client';
import { currentUserIdSet } from '../../lib/current-user';
import type { TranslatorStatic } from '../device-translate/translator-api';
import { deviceCacheKey, deviceCache } from '../device-translate/device-cache';
import {
  textTranslation,
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
  it("should share one entry per text, target and source, laid out as a message's (target fourth)", () => {
    expect(textTranslationKey(note, 'es', 'auto')).toEqual([
      'translation',
      'text',
      note,
      'es',
      'auto',
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

describe("textTranslation on the reader's device", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("should translate on the device what the server cannot, keeping the writer's name and the reader's words", async () => {
    const sent: string[] = [];
    const api: TranslatorStatic = {
      availability: vi.fn(async () => 'available' as const),
      create: vi.fn(async (o) => ({
        sourceLanguage: o.sourceLanguage,
        targetLanguage: o.targetLanguage,
        translate: async (text: string) => {
          sent.push(text);
          return `«${text}»`;
        },
        destroy: () => undefined,
      })),
    };
    vi.stubGlobal('Translator', api);
    // The server found Russian and has no engine for it.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          translations: [{ error: 'Translation unavailable for ru → ko', detectedLanguage: 'ru' }],
        }),
      ),
    );
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => stored.set(k, v),
      removeItem: (k: string) => stored.delete(k),
    });
    currentUserIdSet('u-minjun');
    const client = new QueryClient();
    client.setQueryData(USERS_KEY, [{ id: 'u-ivan', displayName: 'Ivan' }]);
    client.setQueryData(['/api/users', 'u-minjun', 'no-translate'], { words: ['Allo'] });
    const bio = 'Ivan loves Allo and tea';

    const answer = await textTranslation(client, bio, 'u-ivan', 'auto', 'ko');
    expect(answer).toEqual({
      translatedText: 'Ivan «loves» Allo «and tea»',
      detectedLanguage: 'ru',
      engine: 'device',
    });
    expect(sent).toEqual(['loves', 'and tea']);
    // Kept in the browser under the reader's name: a second reading translates nothing.
    const key = deviceCacheKey({
      userId: 'u-minjun',
      messageId: `text:${bio}`,
      editedAt: null,
      target: 'ko',
      source: 'ru',
      keep: ['Ivan', 'Allo'],
    });
    await vi.waitFor(async () => expect(await deviceCache.get(key)).toBeDefined());
    await textTranslation(client, bio, 'u-ivan', 'auto', 'ko');
    expect(sent).toHaveLength(2);
  });
});
