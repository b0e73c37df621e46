import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpeningTranslations, TranslationSettings } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import { currentUserIdSet } from '../../lib/current-user';
import { chatMessage } from '../../lib/test-chat-message';
import { translationQuery } from './message-translation';
import { translationBatcher } from './translation-batch';
import {
  OPENING_KEPT_MS,
  openingTranslationsPath,
  translationFromOpening,
  translationOpeningStart,
  translationOpeningsClear,
} from './translation-opening';

const T0 = 1_000_000;

/** A message of Sofía's, in Spanish. */
function message(seq: number, over: Partial<ChatMessage> = {}): ChatMessage {
  return chatMessage(seq, { senderId: 'u-sofia', content: `Hola ${seq}`, language: 'es', ...over });
}

function opening(over: Partial<OpeningTranslations> = {}): OpeningTranslations {
  return {
    targetLanguage: 'en',
    sourceLanguage: 'auto',
    translations: [
      {
        messageId: 'm1',
        editedAt: null,
        translatedText: 'Hello 1',
        detectedLanguage: 'es',
        engine: 'apertium',
      },
      {
        messageId: 'm2',
        editedAt: '2026-11-29T10:00:00.000Z',
        translatedText: 'Hello 2',
        detectedLanguage: 'es',
        engine: 'apertium',
      },
      { messageId: 'm3', editedAt: null, error: 'Translation unavailable' },
    ],
    ...over,
  };
}

describe("a chat's opening translations", () => {
  let gets: string[];
  const get = (answer: OpeningTranslations | Error) => async (path: string) => {
    gets.push(path);
    if (answer instanceof Error) throw answer;
    return answer;
  };

  beforeEach(() => {
    gets = [];
    translationOpeningsClear();
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => stored.set(k, v),
      removeItem: (k: string) => stored.delete(k),
    });
    currentUserIdSet('u-emma');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('should ask once per opening, at the path the first screen preloads', () => {
    translationOpeningStart('c1', get(opening()), T0);
    translationOpeningStart('c1', get(opening()), T0 + 1_000);
    expect(gets).toEqual([openingTranslationsPath('c1')]);
    expect(openingTranslationsPath('c1')).toBe('/api/conversations/c1/translations');
    // Past its time, the chat's next opening asks again.
    translationOpeningStart('c1', get(opening()), T0 + OPENING_KEPT_MS + 1);
    expect(gets).toHaveLength(2);
  });

  it('should give each message its translation once, as the batch would, without the version', async () => {
    translationOpeningStart('c1', get(opening()), T0);
    expect(await translationFromOpening(message(1), 'en', 'auto', T0)).toEqual({
      messageId: 'm1',
      translatedText: 'Hello 1',
      detectedLanguage: 'es',
      engine: 'apertium',
    });
    // Asked again (an edit, new words to keep): the server's turn.
    expect(await translationFromOpening(message(1), 'en', 'auto', T0)).toBeUndefined();
    // What the server could not translate is said as the batch says it.
    expect(await translationFromOpening(message(3), 'en', 'auto', T0)).toEqual({
      messageId: 'm3',
      error: 'Translation unavailable',
    });
  });

  it('should give nothing for another version, other settings, another reader, or past its time', async () => {
    translationOpeningStart('c1', get(opening()), T0);
    // m2 was translated as edited at 10:00; this copy is older, or newer.
    expect(await translationFromOpening(message(2), 'en', 'auto', T0)).toBeUndefined();
    expect(
      await translationFromOpening(
        message(2, { editedAt: '2026-11-29T10:05:00.000Z' }),
        'en',
        'auto',
        T0,
      ),
    ).toBeUndefined();
    expect(await translationFromOpening(message(1), 'fr', 'auto', T0)).toBeUndefined();
    expect(await translationFromOpening(message(1), 'en', 'es', T0)).toBeUndefined();
    expect(
      await translationFromOpening(message(1, { conversationId: 'c2' }), 'en', 'auto', T0),
    ).toBeUndefined();
    expect(
      await translationFromOpening(message(1), 'en', 'auto', T0 + OPENING_KEPT_MS),
    ).toBeUndefined();
    currentUserIdSet('u-camille');
    expect(await translationFromOpening(message(1), 'en', 'auto', T0)).toBeUndefined();
    currentUserIdSet('u-emma');
    expect(
      await translationFromOpening(
        message(2, { editedAt: '2026-11-29T10:00:00.000Z' }),
        'en',
        'auto',
        T0,
      ),
    ).toMatchObject({ messageId: 'm2', translatedText: 'Hello 2' });
  });

  it('should give nothing, and throw nothing, when the opening failed', async () => {
    translationOpeningStart('c1', get(new Error('offline')), T0);
    expect(await translationFromOpening(message(1), 'en', 'auto', T0)).toBeUndefined();
  });

  it("should serve a bubble's query from the opening, and the rest from the batch", async () => {
    const settings: TranslationSettings = {
      autoTranslate: true,
      sourceLanguage: 'auto',
      targetLanguage: 'en',
    };
    translationOpeningStart('c1', get(opening()));
    const load = vi.spyOn(translationBatcher, 'load').mockImplementation(async (id) => ({
      messageId: id,
      translatedText: `${id} from the batch`,
      detectedLanguage: 'es',
      engine: 'apertium',
    }));
    const client = new QueryClient();
    expect(await client.fetchQuery(translationQuery(message(1), settings))).toMatchObject({
      translatedText: 'Hello 1',
    });
    expect(await client.fetchQuery(translationQuery(message(4), settings))).toMatchObject({
      translatedText: 'm4 from the batch',
    });
    expect(load.mock.calls.map((c) => c[0])).toEqual(['m4']);
  });
});
