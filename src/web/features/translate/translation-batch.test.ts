import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageTranslation } from '../../../protocol';
import type { BatchRequest } from './translation-batch';
import { BATCH_WAIT_MS, TranslationBatcher } from './translation-batch';

describe('TranslationBatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const echo = (r: BatchRequest): MessageTranslation[] =>
    r.messageIds.map((messageId) => ({
      messageId,
      translatedText: `${messageId}→${r.targetLanguage}`,
      detectedLanguage: 'es',
      engine: 'apertium',
    }));

  it('should send what is asked for together as one call per target and source', async () => {
    const post = vi.fn(async (r: BatchRequest) => echo(r));
    const batcher = new TranslationBatcher(post);
    const asked = [
      batcher.load('a', 'en', 'auto'),
      batcher.load('b', 'en', 'auto'),
      batcher.load('a', 'en', 'auto'),
      batcher.load('c', 'fr', 'es'),
    ];
    await vi.advanceTimersByTimeAsync(BATCH_WAIT_MS);
    const answers = await Promise.all(asked);
    expect(post).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenCalledWith({ messageIds: ['a', 'b'], targetLanguage: 'en' });
    expect(post).toHaveBeenCalledWith({
      messageIds: ['c'],
      targetLanguage: 'fr',
      sourceLanguage: 'es',
    });
    expect(answers.map((a) => ('translatedText' in a ? a.translatedText : a.error))).toEqual([
      'a→en',
      'b→en',
      'a→en',
      'c→fr',
    ]);
  });

  it('should cut a long batch at the server limit of 100', async () => {
    const post = vi.fn(async (r: BatchRequest) => echo(r));
    const batcher = new TranslationBatcher(post);
    const asked = Array.from({ length: 150 }, (_, i) => batcher.load(`m${i}`, 'en', 'auto'));
    await vi.advanceTimersByTimeAsync(BATCH_WAIT_MS);
    await Promise.all(asked);
    expect(post.mock.calls.map(([r]) => r.messageIds.length)).toEqual([100, 50]);
  });

  it('should fail only the messages of a call that failed', async () => {
    const batcher = new TranslationBatcher(async () => {
      throw new Error('offline');
    });
    const asked = batcher.load('a', 'en', 'auto');
    const check = expect(asked).rejects.toThrow('offline');
    await vi.advanceTimersByTimeAsync(BATCH_WAIT_MS);
    await check;
  });
});
