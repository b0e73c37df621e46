import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpeningTranslations, TranslationSettings } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import { currentUserIdSet } from '../../lib/current-user';
import { chatMessage } from '../../lib/test-chat-message';
import { translationQuery } from './message-translation';
import { translationBatcher } from './translation-batch';
import { translationKeyOf } from './translation-key';
import { localStorageStub } from '../../lib/test-storage';
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
  let client: QueryClient;
  const get = (answer: OpeningTranslations | Error) => async (path: string) => {
    gets.push(path);
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const start = (answer: OpeningTranslations | Error = opening(), now = T0) =>
    translationOpeningStart(client, 'c1', get(answer), now);
  /** Lets the opening's answer arrive. */
  const settle = () => new Promise((r) => setTimeout(r, 0));

  beforeEach(() => {
    gets = [];
    client = new QueryClient();
    translationOpeningsClear();
    localStorageStub();
    currentUserIdSet('u-emma');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('should ask once per opening, at the path the first screen preloads', () => {
    start(opening(), T0);
    start(opening(), T0 + 1_000);
    expect(gets).toEqual([openingTranslationsPath('c1')]);
    expect(openingTranslationsPath('c1')).toBe('/api/conversations/c1/translations');
    // Past its time, the chat's next opening asks again.
    start(opening(), T0 + OPENING_KEPT_MS + 1);
    expect(gets).toHaveLength(2);
  });

  it('should put each translation in the cache, as the batch would give it, where none is yet', async () => {
    client.setQueryData(translationKeyOf('m3', null, 'en', 'auto'), {
      messageId: 'm3',
      translatedText: 'kept',
      detectedLanguage: 'es',
      engine: 'apertium',
    });
    start();
    await settle();
    expect(client.getQueryData(translationKeyOf('m1', null, 'en', 'auto'))).toEqual({
      messageId: 'm1',
      translatedText: 'Hello 1',
      detectedLanguage: 'es',
      engine: 'apertium',
    });
    expect(
      client.getQueryData(translationKeyOf('m2', '2026-11-29T10:00:00.000Z', 'en', 'auto')),
    ).toMatchObject({ translatedText: 'Hello 2' });
    // What was there stays.
    expect(client.getQueryData(translationKeyOf('m3', null, 'en', 'auto'))).toMatchObject({
      translatedText: 'kept',
    });
  });

  it('should leave what the server could not translate to the message, which this device may translate', async () => {
    start();
    await settle();
    expect(client.getQueryData(translationKeyOf('m1', null, 'en', 'auto'))).toBeDefined();
    expect(client.getQueryData(translationKeyOf('m3', null, 'en', 'auto'))).toBeUndefined();
  });

  it('should give a message its translation, and say what could not be translated as the batch does', async () => {
    start();
    expect(await translationFromOpening(message(1), 'en', 'auto', T0)).toEqual({
      messageId: 'm1',
      translatedText: 'Hello 1',
      detectedLanguage: 'es',
      engine: 'apertium',
    });
    expect(await translationFromOpening(message(3), 'en', 'auto', T0)).toEqual({
      messageId: 'm3',
      error: 'Translation unavailable',
    });
  });

  it('should give nothing for another version, other settings, another reader, or past its time', async () => {
    start();
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

  it("should be the signed-in reader's when asked for before this tab knew who that is", async () => {
    currentUserIdSet(null);
    start();
    // The session comes back: Emma. Her chat view opening asks for nothing more.
    currentUserIdSet('u-emma');
    start(opening(), T0 + 1_000);
    expect(gets).toHaveLength(1);
    await settle();
    expect(client.getQueryData(translationKeyOf('m1', null, 'en', 'auto'))).toMatchObject({
      translatedText: 'Hello 1',
    });
    expect(await translationFromOpening(message(1), 'en', 'auto', T0)).toMatchObject({
      translatedText: 'Hello 1',
    });
  });

  it("should be dropped when translations are invalidated (the reader's words changed)", async () => {
    start();
    await settle();
    await client.invalidateQueries({ queryKey: ['translation'], refetchType: 'none' });
    expect(await translationFromOpening(message(1), 'en', 'auto', T0)).toBeUndefined();
  });

  it('should give nothing, and throw nothing, when the opening failed; the next opening asks again', async () => {
    translationOpeningStart(client, 'c2', async () => [] as unknown as OpeningTranslations, T0);
    await settle();
    expect(
      await translationFromOpening(message(1, { conversationId: 'c2' }), 'en', 'auto', T0),
    ).toBeUndefined();
    start(new Error('offline'));
    await settle();
    expect(await translationFromOpening(message(1), 'en', 'auto', T0)).toBeUndefined();
    expect(client.getQueryCache().findAll({ queryKey: ['translation'] })).toEqual([]);
    start(opening(), T0 + 1_000);
    expect(gets).toHaveLength(2);
  });

  it('should serve nothing once cleared (new words, another person), even an answer still on its way', async () => {
    let answer: (a: OpeningTranslations) => void = () => undefined;
    translationOpeningStart(client, 'c1', () => new Promise((r) => (answer = r)), T0);
    const asked = translationFromOpening(message(1), 'en', 'auto', T0);
    translationOpeningsClear();
    answer(opening());
    expect(await asked).toBeUndefined();
    await settle();
    expect(client.getQueryData(translationKeyOf('m1', null, 'en', 'auto'))).toBeUndefined();
  });

  it("should serve a bubble's query from the opening, and the rest from the batch", async () => {
    const settings: TranslationSettings = {
      autoTranslate: true,
      sourceLanguage: 'auto',
      targetLanguage: 'en',
    };
    translationOpeningStart(client, 'c1', get(opening()));
    const load = vi.spyOn(translationBatcher, 'load').mockImplementation(async (id) => ({
      messageId: id,
      translatedText: `${id} from the batch`,
      detectedLanguage: 'es',
      engine: 'apertium',
    }));
    const other = new QueryClient();
    expect(await other.fetchQuery(translationQuery(message(1), settings))).toMatchObject({
      translatedText: 'Hello 1',
    });
    expect(await other.fetchQuery(translationQuery(message(4), settings))).toMatchObject({
      translatedText: 'm4 from the batch',
    });
    expect(load.mock.calls.map((c) => c[0])).toEqual(['m4']);
  });
});
