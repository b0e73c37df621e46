import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeviceAvailability, TranslatorStatic } from '../../device-translate/translator-api';
import { PairUnavailableError, composePreviewFetch } from './compose-preview-fetch';
import { englishNow } from '../../../i18n/testing';

// Refusals are said in the app language: English here, from the real catalog.
beforeAll(englishNow);

interface Sent {
  text: string;
  sourceLanguage: string;
  targetLanguage: string;
}

/** A stand-in server: answers each POST /api/translate with `reply`. */
function serve(reply: (body: Sent) => { status: number; body: unknown }) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_path: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Sent;
      sent.push(body);
      const r = reply(body);
      return Promise.resolve(new Response(JSON.stringify(r.body), { status: r.status }));
    }),
  );
  return sent;
}

const ok = (translatedText: string) => ({
  status: 200,
  body: { translatedText, detectedLanguage: 'en', engine: 'apertium' },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('composePreviewFetch', () => {
  it('should translate into the target, detecting the source, then back into mine', async () => {
    const sent = serve((b) => ok(b.targetLanguage === 'es' ? 'Hola' : 'Hello'));
    expect(await composePreviewFetch('Hello', 'en', 'es')).toEqual({
      translated: 'Hola',
      onDevice: false,
      back: 'Hello',
      backError: null,
    });
    expect(sent).toEqual([
      { text: 'Hello', sourceLanguage: 'auto', targetLanguage: 'es' },
      { text: 'Hola', sourceLanguage: 'es', targetLanguage: 'en' },
    ]);
  });

  it("should reject with the server's words when the pair cannot be done", async () => {
    serve(() => ({ status: 422, body: { error: 'Translation unavailable for es → ja' } }));
    await expect(composePreviewFetch('Hola', 'es', 'ja')).rejects.toThrow(
      'Translation unavailable for es → ja',
    );
  });

  it('should keep the translation when only the way back fails', async () => {
    serve((b) =>
      b.targetLanguage === 'es'
        ? ok('Hola')
        : { status: 422, body: { error: 'Translation unavailable for es → de' } },
    );
    expect(await composePreviewFetch('Hallo', 'de', 'es')).toEqual({
      translated: 'Hola',
      onDevice: false,
      back: null,
      backError: 'Translation unavailable for es → de',
    });
  });

  it('should not ask the server for a language it has no engine for', async () => {
    const sent = serve(() => ok('x'));
    await expect(composePreviewFetch('Hello', 'en', 'tr')).rejects.toThrow(
      'Translation unavailable for en → tr',
    );
    expect(sent).toEqual([]);
  });

  it('should translate into the base language of a regional code', async () => {
    const sent = serve(() => ok('Olá'));
    await composePreviewFetch('Hello', 'en', 'pt-BR');
    expect(sent[0]!.targetLanguage).toBe('pt');
  });
});

describe("composePreviewFetch on the writer's device", () => {
  /** The server's refusal of a pair, as it says it (with its code and the pair). */
  const refusal = (source: string, target: string) => ({
    status: 422,
    body: {
      error: `Translation unavailable for ${source} → ${target}`,
      code: 'translationUnavailable',
      params: { source, target },
    },
  });

  /** A browser whose translator answers `state` for every pair and tags what it translates. */
  function browser(state: DeviceAvailability) {
    const api: TranslatorStatic = {
      availability: vi.fn(async () => state),
      create: vi.fn(async (o) => ({
        sourceLanguage: o.sourceLanguage,
        targetLanguage: o.targetLanguage,
        translate: async (text: string) => `[${o.targetLanguage}] ${text}`,
        destroy: () => undefined,
      })),
    };
    vi.stubGlobal('Translator', api);
    return api;
  }

  it('should check the message on the device where the server cannot, and say so', async () => {
    browser('available');
    const sent = serve((b) =>
      refusal(b.sourceLanguage === 'auto' ? 'en' : b.sourceLanguage, b.targetLanguage),
    );
    expect(await composePreviewFetch('Good morning', 'en', 'ja')).toEqual({
      translated: '[ja] Good morning',
      onDevice: true,
      back: '[en] [ja] Good morning',
      backError: null,
    });
    // The server was asked each way first; the device had not said what it could do before.
    expect(sent.map((b) => b.targetLanguage)).toEqual(['ja', 'en']);
  });

  it('should name the pack the device could download, and download nothing', async () => {
    const api = browser('downloadable');
    serve((b) => refusal('en', b.targetLanguage));
    const failed = await composePreviewFetch('Good night', 'en', 'ko').catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(PairUnavailableError);
    expect((failed as PairUnavailableError).pair).toEqual({
      from: 'en',
      to: 'ko',
      pack: { sourceLanguage: 'en', targetLanguage: 'ko' },
    });
    expect(api.create).not.toHaveBeenCalled();
  });
});
