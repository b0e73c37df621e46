import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TRANSLATION_LANGUAGES } from '../../../lang/catalog';
import type {
  Conversation,
  Message,
  MessageTranslation,
  TranslateLanguages,
} from '../../../protocol';
import { testLogin, testStart } from '../../testing/harness';
import { ApertiumTranslator } from './apertium';

type Started = Awaited<ReturnType<typeof testStart>>;

describe('translation (core 7 POST /api/translate, /api/detect; Apertium for real)', () => {
  // The real engine, counted: a cached answer must not reach it.
  const engineCalls = vi.spyOn(ApertiumTranslator.prototype, 'translate');
  let s: Started;
  let emma: string;
  let sofia: string;
  let conv: Conversation;

  const post = (cookie: string, url: string, payload: object) =>
    s.app.inject({ method: 'POST', url, headers: { cookie }, payload });

  beforeAll(async () => {
    s = await testStart({ translator: 'apertium' });
    emma = await testLogin(s.app, 'u-emma');
    sofia = await testLogin(s.app, 'u-sofia');
    conv = (await post(emma, '/api/conversations', { participants: ['u-sofia'] })).json();
  });
  afterAll(async () => {
    engineCalls.mockRestore();
    await s.close();
  });

  it('should detect a language, and refuse an empty text', async () => {
    const res = await post(emma, '/api/detect', { text: 'Hola, ¿cómo estás? ¿Vienes a cenar?' });
    expect(res.json()).toMatchObject({ language: 'es', reliable: true });
    expect(res.json().confidence).toBeGreaterThan(0);
    const empty = await post(emma, '/api/detect', { text: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Text is required');
  });

  it('should translate with the detected source and say which engine did', async () => {
    const res = await post(emma, '/api/translate', {
      text: 'The cat is black',
      sourceLanguage: 'auto',
      targetLanguage: 'es',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      translatedText: 'El gato es negro',
      detectedLanguage: 'en',
      engine: 'apertium',
    });
  });

  it('should go through Spanish where there is no direct pair (fr → en)', async () => {
    const res = await post(emma, '/api/translate', {
      text: 'Le chat est noir',
      sourceLanguage: 'fr',
      targetLanguage: 'en',
    });
    expect(res.json().translatedText.toLowerCase()).toContain('cat');
  });

  it('should give a same-language text back untouched', async () => {
    const calls = engineCalls.mock.calls.length;
    const res = await post(emma, '/api/translate', { text: 'See you soon', targetLanguage: 'en' });
    expect(res.json()).toEqual({
      translatedText: 'See you soon',
      detectedLanguage: 'en',
      engine: 'none',
    });
    expect(engineCalls.mock.calls.length).toBe(calls);
  });

  it('should list the pairs Apertium translates, and each listed pair should translate', async () => {
    const res = await s.app.inject({
      method: 'GET',
      url: '/api/translate/languages',
      headers: { cookie: emma },
    });
    expect(res.statusCode).toBe(200);
    const { engine, languages } = res.json() as TranslateLanguages;
    expect(engine).toBe('apertium');
    const targets = Object.fromEntries(languages.map((l) => [l.code, [...l.targets].sort()]));
    expect(Object.keys(targets)).toEqual(TRANSLATION_LANGUAGES.map((l) => l.code));
    // en <-> es directly; French, Portuguese and Italian through Spanish.
    expect(targets.en).toEqual(['es', 'fr', 'it', 'pt']);
    expect(targets.es).toEqual(['en', 'fr', 'it', 'pt']);
    for (const code of ['de', 'ja', 'ar', 'zh', 'hi', 'ru', 'ko'])
      expect(targets[code]).toEqual([]);
    // And each pair says whether it goes through Spanish.
    const via = Object.fromEntries(languages.map((l) => [l.code, l.via ?? {}]));
    expect(via.en).toEqual({ fr: ['es'], it: ['es'], pt: ['es'] });
    expect(via.es).toEqual({});
    expect(via.fr).toEqual({ en: ['es'], it: ['es'], pt: ['es'] });
    for (const { code, targets: to } of languages) {
      for (const target of to) {
        const done = await post(emma, '/api/translate', {
          text: 'casa',
          sourceLanguage: code,
          targetLanguage: target,
        });
        expect(done.statusCode, `${code} → ${target}`).toBe(200);
      }
    }
  });

  it('should refuse a pair no engine can do, in words, not echo the text', async () => {
    const res = await post(emma, '/api/translate', {
      text: 'ありがとうございます',
      targetLanguage: 'en',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'Translation unavailable for ja → en',
      code: 'translationUnavailable',
      params: { source: 'ja', target: 'en' },
    });
  });

  it('should translate a batch, each text on its own', async () => {
    const res = await post(emma, '/api/translate', {
      texts: ['The dog is happy', 'ありがとうございます'],
      targetLanguage: 'es',
    });
    const [dog, ja] = res.json().translations;
    expect(dog).toMatchObject({ detectedLanguage: 'en', engine: 'apertium' });
    expect(dog.translatedText).toContain('perro');
    expect(ja).toEqual({
      error: 'Translation unavailable for ja → es',
      detectedLanguage: 'ja',
    });
  });

  it('should call the engine once for a text asked for twice, even at the same time', async () => {
    const calls = engineCalls.mock.calls.length;
    const ask = () =>
      post(sofia, '/api/translate', {
        text: 'The weather is good today',
        sourceLanguage: 'en',
        targetLanguage: 'es',
      });
    const [a, b] = await Promise.all([ask(), ask()]);
    const c = await ask();
    expect(engineCalls.mock.calls.length).toBe(calls + 1);
    expect(b.json()).toEqual(a.json());
    expect(c.json()).toEqual(a.json());
  });

  it('should refuse bad input with the words of the error', async () => {
    const bad = async (payload: object) => (await post(emma, '/api/translate', payload)).json();
    expect(await bad({ text: 'hi', targetLanguage: 'xx' })).toEqual({
      error: 'Unsupported target language',
      code: 'targetLanguageUnsupported',
    });
    expect(await bad({ text: 'hi', targetLanguage: 'auto' })).toEqual({
      error: 'Unsupported target language',
      code: 'targetLanguageUnsupported',
    });
    expect(await bad({ text: 'hi', sourceLanguage: 'tlh', targetLanguage: 'es' })).toEqual({
      error: 'Unsupported source language',
      code: 'sourceLanguageUnsupported',
    });
    expect(await bad({ targetLanguage: 'es' })).toEqual({
      error: 'Text is required',
      code: 'textRequired',
    });
  });

  it('should limit how often one user calls translation, and not the others', async () => {
    const lukas = await testLogin(s.app, 'u-lukas');
    const ask = (cookie: string) =>
      post(cookie, '/api/translate', { text: 'Gute Nacht', targetLanguage: 'de' });
    const codes: number[] = [];
    for (let i = 0; i < 121; i++) codes.push((await ask(lukas)).statusCode);
    expect(codes.slice(0, 120).every((c) => c === 200)).toBe(true);
    expect(codes[120]).toBe(429);
    // Someone else is not held back by it.
    expect((await ask(emma)).statusCode).toBe(200);
  });

  it('should translate a message once, keep it, and leave names and links as they are', async () => {
    const sent: Message = (
      await post(sofia, '/api/messages', {
        conversationId: conv.id,
        senderId: 'u-sofia',
        content: 'Hola Emma, la casa es grande: https://allo.example/casa?ver=1',
      })
    ).json();
    expect(sent.language).toBe('es');
    const ask = async (cookie: string) =>
      (
        await post(cookie, '/api/translate/messages', {
          messageIds: [sent.id],
          targetLanguage: 'en',
        })
      ).json().translations as MessageTranslation[];

    const calls = engineCalls.mock.calls.length;
    const [first] = await ask(emma);
    expect(first).toMatchObject({ messageId: sent.id, detectedLanguage: 'es', engine: 'apertium' });
    const text = (first as { translatedText: string }).translatedText;
    expect(text).toContain('Emma');
    expect(text).toContain('https://allo.example/casa?ver=1');
    expect(text.toLowerCase()).toContain('house');

    // Kept: the next reader gets it without the engine.
    expect(await ask(emma)).toEqual([first]);
    expect(engineCalls.mock.calls.length).toBe(calls + 1);
  });

  it('should not translate a message for someone outside its conversation', async () => {
    const sent: Message = (
      await post(sofia, '/api/messages', {
        conversationId: conv.id,
        senderId: 'u-sofia',
        content: 'Un secreto entre nosotras',
      })
    ).json();
    const marco = await testLogin(s.app, 'u-marco');
    const res = await post(marco, '/api/translate/messages', {
      messageIds: [sent.id],
      targetLanguage: 'it',
    });
    expect(res.json().translations).toEqual([{ messageId: sent.id, error: 'Message not found' }]);

    // Once a member's translation of it is stored, the outsider still gets nothing of it.
    const stored = await post(emma, '/api/translate/messages', {
      messageIds: [sent.id],
      targetLanguage: 'it',
    });
    expect(stored.json().translations[0]).toHaveProperty('translatedText');
    const again = await post(marco, '/api/translate/messages', {
      messageIds: [sent.id],
      targetLanguage: 'it',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().translations).toEqual([{ messageId: sent.id, error: 'Message not found' }]);
  });
});
