import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { spansProtect } from '../../../lang/protect';
import { testLogin, testStart } from '../../testing/harness';
import type { FakeChatModel } from './fake-engines';
import { fakeChatModelStart } from './fake-engines';
import { OpenAiTranslator, openAiAnswerClean, openAiPrompt } from './openai';

type Started = Awaited<ReturnType<typeof testStart>>;
interface ChatBody {
  model: string;
  temperature: number;
  messages: { role: string; content: string }[];
}

describe('OpenAI-compatible engine (TRANSLATOR=openai, against a chat API on a local port)', () => {
  const KEY = 'sk-test-1';
  const MODEL = 'llama3.1:8b';
  let llm: FakeChatModel;
  let s: Started;
  let emma: string;

  const translate = (payload: object) =>
    s.app.inject({
      method: 'POST',
      url: '/api/translate',
      headers: { cookie: emma },
      payload: { sourceLanguage: 'en', targetLanguage: 'es', ...payload },
    });
  const chats = () => llm.received.map((r) => r.body as ChatBody);

  beforeAll(async () => {
    llm = await fakeChatModelStart(MODEL, KEY);
    s = await testStart({
      translator: 'openai',
      openaiBaseUrl: `${llm.url}/v1`,
      openaiModel: MODEL,
      openaiApiKey: KEY,
      openaiLanguages: ['en', 'es', 'fr'],
    });
    emma = await testLogin(s.app, 'u-emma');
  });
  afterAll(async () => {
    await s.close();
    await llm.close();
  });
  beforeEach(() => {
    llm.mode = 'ok';
  });

  it('should translate one text with the real request shape and say which engine did', async () => {
    const res = await translate({ text: 'The cat is black' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      translatedText: 'THE CAT IS BLACK',
      detectedLanguage: 'en',
      engine: 'openai',
    });
    const last = llm.received.at(-1)!;
    expect(last.path).toBe('/v1/chat/completions');
    expect(last.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(last.body).toEqual({
      model: MODEL,
      temperature: 0,
      messages: [
        { role: 'system', content: openAiPrompt('en', 'es', true) },
        { role: 'user', content: 'The cat is black' },
      ],
    });
    expect(openAiPrompt('en', 'es', true)).toMatch(/from English to Spanish/);
  });

  it('should translate a batch, each text on its own', async () => {
    const res = await translate({
      texts: ['The dog is happy', 'Good night'],
      targetLanguage: 'fr',
    });
    expect(res.json().translations).toEqual([
      { translatedText: 'THE DOG IS HAPPY', detectedLanguage: 'en', engine: 'openai' },
      { translatedText: 'GOOD NIGHT', detectedLanguage: 'en', engine: 'openai' },
    ]);
    expect(chats().at(-1)!.messages[0]!.content).toMatch(/from English to French/);
  });

  it('should keep names, links and numbers in place, and drop the quotes a model adds', async () => {
    llm.mode = 'quoted';
    const res = await translate({ text: 'Hi @emma, the room is https://allo.example/r/7 at 9' });
    expect(res.json().translatedText).toBe('HI @emma, THE ROOM IS https://allo.example/r/7 AT 9');
    expect(chats().at(-1)!.messages[1]!.content).toBe(
      'Hi <span translate="no" id="k0">@emma</span>, the room is ' +
        '<span translate="no" id="k1">https://allo.example/r/7</span> at ' +
        '<span translate="no" id="k2">9</span>',
    );
  });

  it('should translate piece by piece when the model drops or breaks a mark', async () => {
    for (const [mode, who] of [
      ['strip', '@anna'],
      ['break', '@bob'],
    ] as const) {
      llm.mode = mode;
      const before = llm.received.length;
      const res = await translate({ text: `Hello ${who}, see www.allo.example/room now` });
      expect(res.json().translatedText).toBe(`HELLO ${who}, SEE www.allo.example/room NOW`);
      const again = chats().slice(before);
      expect(again.map((c) => c.messages[1]!.content)).toEqual([
        `Hello <span translate="no" id="k0">${who}</span>, see ` +
          '<span translate="no" id="k1">www.allo.example/room</span> now',
        'Hello',
        ', see',
        'now',
      ]);
      // The pieces carry no marks, so their instructions do not speak of them.
      expect(again[1]!.messages[0]!.content).toBe(openAiPrompt('en', 'es', false));
    }
  });

  it('should list the pairs among OPENAI_LANGUAGES', async () => {
    const res = await s.app.inject({
      method: 'GET',
      url: '/api/translate/languages',
      headers: { cookie: emma },
    });
    const targets = Object.fromEntries(
      res.json().languages.map((l: { code: string; targets: string[] }) => [l.code, l.targets]),
    );
    expect(targets.en).toEqual(['es', 'fr']);
    expect(targets.fr).toEqual(['en', 'es']);
    expect(targets.ja).toEqual([]);
  });

  it('should refuse a pair outside OPENAI_LANGUAGES, without asking the model', async () => {
    const before = llm.received.length;
    const res = await translate({ text: 'ありがとう', sourceLanguage: 'ja', targetLanguage: 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('Translation unavailable for ja → en');
    const batch = await translate({ texts: ['Good luck'], targetLanguage: 'de' });
    expect(batch.json().translations).toEqual([
      { error: 'Translation unavailable for en → de', detectedLanguage: 'en' },
    ]);
    expect(llm.received.length).toBe(before);
  });

  it('should turn a server error into a clear error and keep serving', async () => {
    llm.mode = { status: 500 };
    const res = await translate({ text: 'The model is down' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('Translation failed: llama runner process has terminated');
    llm.mode = 'ok';
    expect((await translate({ text: 'The model is down' })).json().translatedText).toBe(
      'THE MODEL IS DOWN',
    );
  });
});

describe('OpenAiTranslator', () => {
  let llm: FakeChatModel;
  const spans = spansProtect('Good evening');
  const make = (options: object) =>
    new OpenAiTranslator({ baseUrl: `${llm.url}/v1/`, model: 'm', apiKey: 'k', ...options });

  beforeAll(async () => {
    llm = await fakeChatModelStart('m', 'k');
  });
  afterAll(() => llm.close());

  it('should send no Authorization header without a key', async () => {
    await expect(make({ apiKey: undefined }).translate([spans], 'en', 'es')).rejects.toThrow(
      'Translation failed: Incorrect API key provided',
    );
    expect(llm.received.at(-1)!.headers.authorization).toBeUndefined();
  });

  it("should pass on the server's words for a model it does not have", async () => {
    await expect(make({ model: 'nope' }).translate([spans], 'en', 'es')).rejects.toThrow(
      'Translation failed: model "nope" not found, try pulling it first',
    );
  });

  it('should give up on a model that does not answer in time', async () => {
    llm.mode = 'hang';
    await expect(make({ timeoutMs: 200 }).translate([spans], 'en', 'es')).rejects.toThrow(
      'Translation failed: the translation model did not answer within 0.2 s',
    );
    llm.mode = 'ok';
  });

  it('should trust every translation language when none are listed', () => {
    expect(make({}).supports('ja', 'ko')).toBe(true);
    expect(make({}).supports('tlh', 'en')).toBe(false);
  });
});

describe('openAiAnswerClean', () => {
  it.each([
    ['  "Hola"\n', 'Hello', 'Hola'],
    ['“Hola”', 'Hello', 'Hola'],
    ['«Bonjour»', 'Hello', 'Bonjour'],
    ['<think>\nEasy.\n</think>\n\nHola', 'Hello', 'Hola'],
    ['"Hola", dijo', 'Hello', '"Hola", dijo'],
    ['"Hola", dijo "adiós"', 'Hello, he said goodbye', '"Hola", dijo "adiós"'],
    ['"Hola"', '"Hello"', '"Hola"'],
  ])('should clean %j (from %j) to %j', (answer, text, clean) => {
    expect(openAiAnswerClean(answer, text)).toBe(clean);
  });
});
