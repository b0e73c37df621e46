import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { transcriberTranslate } from './transcriber-translate';
import { englishNow } from '../../i18n/testing';

// Refusals are said in the app language: English here, from the real catalog.
beforeAll(englishNow);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('transcriberTranslate', () => {
  it('should translate from the spoken language through /api/translate', async () => {
    const fetch = vi.fn((_path: string, _init: RequestInit) =>
      Promise.resolve(
        new Response(
          JSON.stringify({ translatedText: 'Hola', detectedLanguage: 'en', engine: 'x' }),
        ),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await transcriberTranslate('en')('Hello', 'es')).toBe('Hola');
    expect(fetch.mock.calls[0]![0]).toBe('/api/translate');
    expect(JSON.parse(String(fetch.mock.calls[0]![1].body))).toEqual({
      text: 'Hello',
      sourceLanguage: 'en',
      targetLanguage: 'es',
    });
  });

  it('should give the words back unchanged, without a request, in the same language', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await transcriberTranslate('pt-BR')('Olá', 'pt')).toBe('Olá');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('should reject, without a request, a target the server cannot translate into', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(transcriberTranslate('en')('Hello', 'tr')).rejects.toThrow(
      'Translation unavailable for en → tr',
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
