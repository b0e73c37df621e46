import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pushTextsRead, serviceWorkerSource } from './vite-service-worker';

const LOCALES = fileURLToPath(new URL('../src/web/locales', import.meta.url));

describe('pushTextsRead', () => {
  it('should give the push notification words of all twelve languages from their catalogs', async () => {
    const texts = await pushTextsRead(LOCALES);
    expect(Object.keys(texts).sort()).toEqual(
      ['ar', 'de', 'en', 'es', 'fr', 'hi', 'it', 'ja', 'ko', 'pt', 'ru', 'zh'].sort(),
    );
    expect(texts.en).toMatchObject({
      mentioned: 'You were mentioned in {chat}',
      previewSender: '{name}: {text}',
      audioCall: 'Incoming voice call',
    });
    // Each language in its own words, not English's.
    expect(texts.es!.videoCall).not.toBe(texts.en!.videoCall);
    for (const words of Object.values(texts)) {
      expect(Object.keys(words)).toEqual(Object.keys(texts.en!));
      for (const text of Object.values(words)) expect(text).not.toBe('');
    }
  });
});

describe('serviceWorkerSource', () => {
  it('should fill the push texts in, and change the version when they change', () => {
    const template =
      'const V = self.__VERSION__; const S = self.__SHELL__; const T = self.__PUSH_TEXTS__;';
    const one = serviceWorkerSource(template, ['/'], {});
    const two = serviceWorkerSource(template, ['/'], { en: { someone: 'Someone' } as never });
    expect(two).toContain('{"en":{"someone":"Someone"}}');
    expect(one.slice(0, 30)).not.toBe(two.slice(0, 30));
  });
});
