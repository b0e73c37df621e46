import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { spansProtect } from '../../../lang/protect';
import { testLogin, testStart } from '../../testing/harness';
import type { FakeLibreTranslate } from './fake-engines';
import { fakeLibreTranslateStart } from './fake-engines';
import { LibreTranslateTranslator } from './libretranslate';

type Started = Awaited<ReturnType<typeof testStart>>;

describe('LibreTranslate engine (TRANSLATOR=libretranslate, against its API on a local port)', () => {
  const KEY = 'lt-key-1';
  let lt: FakeLibreTranslate;
  let s: Started;
  let emma: string;

  const translate = (payload: object) =>
    s.app.inject({
      method: 'POST',
      url: '/api/translate',
      headers: { cookie: emma },
      payload: { sourceLanguage: 'en', targetLanguage: 'es', ...payload },
    });
  const translateCalls = () => lt.received.filter((r) => r.path === '/translate');
  const lastBody = () => translateCalls().at(-1)!.body as Record<string, unknown>;

  beforeAll(async () => {
    lt = await fakeLibreTranslateStart(KEY);
    s = await testStart({
      translator: 'libretranslate',
      libretranslateUrl: `${lt.url}/`,
      libretranslateApiKey: KEY,
    });
    emma = await testLogin(s.app, 'u-emma');
  });
  afterAll(async () => {
    await s.close();
    await lt.close();
  });
  beforeEach(() => {
    lt.mode = 'ok';
  });

  it('should translate one text with the real request shape and say which engine did', async () => {
    const res = await translate({ text: 'The cat is black' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      translatedText: 'THE CAT IS BLACK',
      detectedLanguage: 'en',
      engine: 'libretranslate',
    });
    expect(lastBody()).toEqual({
      q: ['The cat is black'],
      source: 'en',
      target: 'es',
      format: 'html',
      api_key: KEY,
    });
  });

  it('should translate a batch, each text on its own', async () => {
    const res = await translate({ texts: ['The dog is happy', 'Good night'] });
    expect(res.json().translations).toEqual([
      { translatedText: 'THE DOG IS HAPPY', detectedLanguage: 'en', engine: 'libretranslate' },
      { translatedText: 'GOOD NIGHT', detectedLanguage: 'en', engine: 'libretranslate' },
    ]);
  });

  it('should keep names, links, numbers and markup as they are, in place, and text with & and <', async () => {
    const text =
      'Hello @emma, the house is big: https://allo.example/casa?a=1&b=2 & 3 <rooms> < 4 > x';
    const res = await translate({ text });
    expect(res.json().translatedText).toBe(
      'HELLO @emma, THE HOUSE IS BIG: https://allo.example/casa?a=1&b=2 & 3 <rooms> < 4 > X',
    );
    // Sent as HTML: the user's & and < escaped, each kept span a translate="no" element.
    expect(lastBody().q).toEqual([
      'Hello <span translate="no" id="k0">@emma</span>, the house is big: ' +
        '<span translate="no" id="k1">https://allo.example/casa?a=1&amp;b=2</span> &amp; ' +
        '<span translate="no" id="k2">3</span> <span translate="no" id="k3">&lt;rooms&gt;</span> ' +
        '&lt; <span translate="no" id="k4">4</span> &gt; x',
    ]);
  });

  it('should keep every line, each translated on its own', async () => {
    const res = await translate({ text: 'Good morning\n\n  see you at 9\n' });
    expect(res.json().translatedText).toBe('GOOD MORNING\n\n  SEE YOU AT 9\n');
    expect(lastBody().q).toEqual([
      'Good morning',
      'see you at <span translate="no" id="k0">9</span>',
    ]);
  });

  it('should not let markup the server lost or broke reach the reader (strip, break)', async () => {
    for (const [mode, who] of [
      ['strip', '@anna'],
      ['break', '@bob'],
    ] as const) {
      lt.mode = mode;
      const before = translateCalls().length;
      const res = await translate({ text: `Hello ${who}, see www.allo.example/room now` });
      // Translated again piece by piece, the kept spans never sent: nothing can change them.
      expect(res.json().translatedText).toBe(`HELLO ${who}, SEE www.allo.example/room NOW`);
      const again = translateCalls().slice(before);
      expect(again.map((r) => (r.body as { format: string }).format)).toEqual(['html', 'text']);
      expect((again[1]!.body as { q: string[] }).q).toEqual(['Hello', ', see', 'now']);
    }
  });

  it('should refuse a pair the server does not list, without asking it to translate', async () => {
    const before = translateCalls().length;
    const res = await translate({
      text: 'ありがとうございます',
      sourceLanguage: 'ja',
      targetLanguage: 'en',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('Translation unavailable for ja → en');
    const batch = await translate({
      texts: ['Bonjour à tous'],
      sourceLanguage: 'fr',
      targetLanguage: 'es',
    });
    expect(batch.json().translations).toEqual([
      { error: 'Translation unavailable for fr → es', detectedLanguage: 'fr' },
    ]);
    expect(translateCalls().length).toBe(before);
  });

  it("should use the server's code for a language it names differently (zh → zh-Hans)", async () => {
    const res = await translate({ text: 'Thank you', targetLanguage: 'zh' });
    expect(res.json().translatedText).toBe('THANK YOU');
    expect(lastBody()).toMatchObject({ source: 'en', target: 'zh-Hans' });
  });

  it('should list the pairs the server translates, in our codes', async () => {
    const res = await s.app.inject({
      method: 'GET',
      url: '/api/translate/languages',
      headers: { cookie: emma },
    });
    const { engine, languages } = res.json();
    expect(engine).toBe('libretranslate');
    const targets = Object.fromEntries(
      languages.map((l: { code: string; targets: string[] }) => [l.code, l.targets]),
    );
    // The server's zh-Hans is our zh; Japanese is not installed there.
    expect(targets.en).toEqual(['es', 'fr', 'zh']);
    expect(targets.zh).toEqual(['en']);
    expect(targets.ja).toEqual([]);
  });

  it('should read the list of languages once, not per translation', () => {
    expect(lt.received.filter((r) => r.path === '/languages')).toHaveLength(1);
  });

  it('should turn a server error into a clear error and keep serving', async () => {
    lt.mode = { status: 500 };
    const res = await translate({ text: 'The server is down' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('Translation failed: Cannot translate text: model crashed');
    lt.mode = { status: 429 };
    const batch = await translate({ texts: ['Too many requests'] });
    expect(batch.json().translations[0].error).toMatch(/^Translation failed: /);
    // Failures are not cached: the same text works once the server is back.
    lt.mode = 'ok';
    expect((await translate({ text: 'The server is down' })).json().translatedText).toBe(
      'THE SERVER IS DOWN',
    );
  });
});

describe('LibreTranslateTranslator', () => {
  let lt: FakeLibreTranslate;
  const spans = spansProtect('Good evening');

  beforeAll(async () => {
    lt = await fakeLibreTranslateStart('right-key');
  });
  afterAll(() => lt.close());

  it("should pass on the server's refusal of a wrong key", async () => {
    const t = new LibreTranslateTranslator({ url: lt.url, apiKey: 'wrong-key' });
    await expect(t.translate([spans], 'en', 'es')).rejects.toThrow(
      'Translation failed: Invalid API key',
    );
  });

  it('should give up on a server that does not answer in time', async () => {
    lt.mode = 'hang';
    const t = new LibreTranslateTranslator({ url: lt.url, apiKey: 'right-key', timeoutMs: 200 });
    await expect(t.translate([spans], 'en', 'es')).rejects.toThrow(
      'Translation failed: LibreTranslate did not answer within 0.2 s',
    );
    lt.mode = 'ok';
  });

  it('should say so when the server cannot be reached, and try again next time', async () => {
    const down = await fakeLibreTranslateStart('k');
    await down.close();
    const t = new LibreTranslateTranslator({ url: down.url });
    await expect(t.translate([spans], 'en', 'es')).rejects.toThrow(
      'Translation failed: cannot reach LibreTranslate (ECONNREFUSED)',
    );
    await expect(t.translate([spans], 'en', 'es')).rejects.toThrow(/cannot reach/);
    // Nor can it say which pairs it does: GET /api/translate/languages answers 502 then.
    await expect(t.languagePairs(['en', 'es'])).rejects.toThrow(/cannot reach/);
  });
});
