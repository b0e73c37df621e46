import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TranslationSettings } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import { messagesKey } from '../../lib/query-client';
import { chatMessage } from '../../lib/test-chat-message';
import { translationKey } from './message-translation';
import { BATCH_WAIT_MS } from './translation-batch';
import { PREFETCH_NEWEST, translationPrefetchStart } from './use-translation-prefetch';

const SETTINGS: TranslationSettings = {
  autoTranslate: true,
  sourceLanguage: 'auto',
  targetLanguage: 'en',
};

/** A message of Sofía's, in Spanish. */
function message(seq: number, over: Partial<ChatMessage> = {}): ChatMessage {
  return chatMessage(seq, { senderId: 'u-sofia', content: `Hola ${seq}`, language: 'es', ...over });
}

/** The translation calls that went to the server: the message ids of each. */
let posted: string[][] = [];

describe('translationPrefetchStart', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    posted = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const { messageIds } = JSON.parse(String(init.body)) as { messageIds: string[] };
      posted.push(messageIds);
      const translations = messageIds.map((messageId) => ({
        messageId,
        translatedText: `${messageId} in English`,
        detectedLanguage: 'es',
        engine: 'apertium',
      }));
      return new Response(JSON.stringify({ translations }), {
        headers: { 'content-type': 'application/json' },
      });
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("should ask, as they arrive, for the newest screenful of others' messages, once each", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const stop = translationPrefetchStart(client, 'c1', 'u-emma', SETTINGS);
    const page = Array.from({ length: 30 }, (_, i) => message(i + 1));
    // Mine, and one already in English, are never translated.
    page[28] = message(29, { senderId: 'u-emma' });
    page[27] = message(28, { language: 'en' });
    client.setQueryData(messagesKey('c1'), page);
    await vi.advanceTimersByTimeAsync(BATCH_WAIT_MS);

    const newest = page.slice(-PREFETCH_NEWEST).map((m) => m.id);
    expect(posted).toEqual([newest.filter((id) => id !== 'm29' && id !== 'm28')]);
    const cached = client.getQueryData(translationKey(page[29]!, 'en', 'auto'));
    expect(cached).toMatchObject({ translatedText: 'm30 in English' });

    // A live message: only it is asked for; the rest are cached.
    client.setQueryData(messagesKey('c1'), [...page, message(31)]);
    await vi.advanceTimersByTimeAsync(BATCH_WAIT_MS);
    expect(posted.slice(1)).toEqual([['m31']]);

    // Another chat's messages, and anything after the stop, ask for nothing.
    client.setQueryData(messagesKey('c2'), [message(40, { conversationId: 'c2' })]);
    stop();
    client.setQueryData(messagesKey('c1'), [...page, message(31), message(32)]);
    await vi.advanceTimersByTimeAsync(BATCH_WAIT_MS);
    expect(posted).toHaveLength(2);
  });

  it('should ask for nothing when auto-translate is off', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(messagesKey('c1'), [message(1), message(2)]);
    translationPrefetchStart(client, 'c1', 'u-emma', { ...SETTINGS, autoTranslate: false });
    await vi.advanceTimersByTimeAsync(BATCH_WAIT_MS);
    expect(posted).toEqual([]);
  });
});
