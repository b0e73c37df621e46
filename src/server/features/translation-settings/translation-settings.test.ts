import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Conversation, Message, MessageTranslation } from '../../../protocol';
import { translationSettings } from '../../db/schema';
import { testLogin, testStart } from '../../testing/harness';
import { ApertiumTranslator } from '../translate/apertium';

type Started = Awaited<ReturnType<typeof testStart>>;

describe("translation settings (core 2 'Translation Settings', secondary 2 Settings)", () => {
  const engineCalls = vi.spyOn(ApertiumTranslator.prototype, 'translate');
  let s: Started;
  let emma: string;
  let sofia: string;
  let yuki: string;
  let conv: Conversation;

  const call = (method: 'GET' | 'PUT' | 'POST', cookie: string, url: string, payload?: object) =>
    s.app.inject({ method, url, headers: { cookie }, payload });
  const settingsUrl = (id: string) => `/api/conversations/${id}/translation-settings`;
  /** Every stored setting, read from the table. */
  const storedSettings = () =>
    s.app.ctx.db
      .select()
      .from(translationSettings)
      .orderBy(asc(translationSettings.userId), asc(translationSettings.conversationId));
  const translateMessages = async (cookie: string, payload: object) =>
    (await call('POST', cookie, '/api/translate/messages', payload)).json()
      .translations as MessageTranslation[];
  const send = async (cookie: string, senderId: string, content: string): Promise<Message> =>
    (
      await call('POST', cookie, '/api/messages', { conversationId: conv.id, senderId, content })
    ).json();

  beforeAll(async () => {
    s = await testStart({ translator: 'apertium', seedDemo: true });
    emma = await testLogin(s.app, 'u-emma');
    sofia = await testLogin(s.app, 'u-sofia');
    yuki = await testLogin(s.app, 'u-yuki');
    conv = (await call('POST', emma, '/api/conversations', { participants: ['u-sofia'] })).json();
  });
  afterAll(async () => {
    engineCalls.mockRestore();
    await s.close();
  });

  it("should start from the defaults: on, source auto, target the user's language", async () => {
    const res = await call('GET', emma, settingsUrl(conv.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      autoTranslate: true,
      sourceLanguage: 'auto',
      targetLanguage: 'en',
    });
    expect((await call('GET', sofia, settingsUrl(conv.id))).json()).toMatchObject({
      targetLanguage: 'es',
    });
  });

  it('should fall back to English for a language that is not a translation language', async () => {
    const signup = await s.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        username: 'nl_reader',
        displayName: 'Daan',
        language: 'nl',
        password: 'correct horse',
      },
    });
    expect(signup.statusCode).toBeLessThan(300);
    const cookie = signup.cookies.find((c) => c.name === 'allo_session')!;
    const daan = `allo_session=${cookie.value}`;
    const made: Conversation = (
      await call('POST', daan, '/api/conversations', { participants: ['u-emma'] })
    ).json();
    expect((await call('GET', daan, settingsUrl(made.id))).json().targetLanguage).toBe('en');
  });

  it('should save per user and per conversation, and keep what a change does not name', async () => {
    const put = await call('PUT', emma, settingsUrl(conv.id), { targetLanguage: 'fr' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      autoTranslate: true,
      sourceLanguage: 'auto',
      targetLanguage: 'fr',
    });
    await call('PUT', emma, settingsUrl(conv.id), { autoTranslate: false, sourceLanguage: 'es' });
    expect((await call('GET', emma, settingsUrl(conv.id))).json()).toEqual({
      autoTranslate: false,
      sourceLanguage: 'es',
      targetLanguage: 'fr',
    });
    // Sofía's side of the same conversation is untouched.
    expect((await call('GET', sofia, settingsUrl(conv.id))).json()).toEqual({
      autoTranslate: true,
      sourceLanguage: 'auto',
      targetLanguage: 'es',
    });
    // The list call gives the defaults and each changed conversation.
    const all = (await call('GET', emma, '/api/translation-settings')).json();
    expect(all.defaults).toEqual({
      autoTranslate: true,
      sourceLanguage: 'auto',
      targetLanguage: 'en',
    });
    expect(all.conversations[conv.id]).toMatchObject({ targetLanguage: 'fr' });
    await call('PUT', emma, settingsUrl(conv.id), {
      autoTranslate: true,
      sourceLanguage: 'auto',
      targetLanguage: 'en',
    });
  });

  it('should be a 404 to anyone outside the conversation, reading or writing', async () => {
    const before = await storedSettings();
    for (const res of [
      await call('GET', yuki, settingsUrl(conv.id)),
      await call('PUT', yuki, settingsUrl(conv.id), { targetLanguage: 'ja' }),
      await call('GET', yuki, settingsUrl('no-such-conversation')),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Conversation not found', code: 'conversationNotFound' });
    }
    expect(await storedSettings()).toEqual(before);
  });

  it('should refuse bad settings with clear words, and keep the ones stored', async () => {
    const before = await storedSettings();
    const shown = (await call('GET', emma, settingsUrl(conv.id))).json();
    const bad = async (payload: object) => {
      const res = await call('PUT', emma, settingsUrl(conv.id), payload);
      expect(res.statusCode).toBe(400);
      return res.json().error as string;
    };
    expect(await bad({ targetLanguage: 'auto' })).toBe('Unsupported target language');
    expect(await bad({ targetLanguage: 'xx' })).toBe('Unsupported target language');
    expect(await bad({ targetLanguage: 7 })).toBe('Unsupported target language');
    expect(await bad({ sourceLanguage: 'tlh' })).toBe('Unsupported source language');
    expect(await bad({ autoTranslate: 'yes' })).toBe('autoTranslate must be true or false');
    expect(await bad({})).toBe(
      'Nothing to change: send autoTranslate, sourceLanguage or targetLanguage',
    );
    expect(await bad({ target: 'es' })).toContain('target');
    expect(await storedSettings()).toEqual(before);
    expect((await call('GET', emma, settingsUrl(conv.id))).json()).toEqual(shown);
  });

  it('should keep a do-not-translate list for oneself only, tidied', async () => {
    const url = '/api/users/u-emma/no-translate';
    expect((await call('GET', emma, url)).json()).toEqual({ words: [] });
    const put = await call('PUT', emma, url, { words: ['  Casa ', 'casa', '', 'Allo', 'Allo'] });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ words: ['Casa', 'Allo'] });
    expect((await call('GET', emma, url)).json()).toEqual({ words: ['Casa', 'Allo'] });

    expect((await call('GET', sofia, url)).statusCode).toBe(403);
    expect((await call('PUT', sofia, url, { words: ['x'] })).statusCode).toBe(403);
    expect((await call('GET', emma, url)).json()).toEqual({ words: ['Casa', 'Allo'] });

    const tooLong = await call('PUT', emma, url, { words: ['a'.repeat(61)] });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe('Each word must be at most 60 characters');
    const tooMany = await call('PUT', emma, url, {
      words: Array.from({ length: 201 }, (_, i) => `w${i}`),
    });
    expect(tooMany.json().error).toBe('At most 200 words');
    expect((await call('GET', emma, url)).json()).toEqual({ words: ['Casa', 'Allo'] });
    // 201 entries that tidy down to 200 are fine.
    const tidy = await call('PUT', emma, url, {
      words: [...Array.from({ length: 200 }, (_, i) => `w${i}`), 'W0'],
    });
    expect(tidy.json().words).toHaveLength(200);
    expect((await call('PUT', emma, url, { words: 'casa' })).statusCode).toBe(400);
    expect((await call('GET', emma, url)).json().words).toEqual(tidy.json().words);
    await call('PUT', emma, url, { words: [] });
  });

  it("should keep the reader's words untranslated, without touching what others get", async () => {
    const sent = await send(sofia, 'u-sofia', 'La casa es grande y el perro es negro');
    const text = (t: MessageTranslation) => (t as { translatedText: string }).translatedText;
    const ask = (cookie: string) =>
      translateMessages(cookie, { messageIds: [sent.id], targetLanguage: 'en' });

    // Without words Emma gets the shared translation.
    const [plain] = await ask(emma);
    expect(text(plain!).toLowerCase()).toContain('house');

    await call('PUT', emma, '/api/users/u-emma/no-translate', { words: ['casa'] });
    const [kept] = await ask(emma);
    expect(text(kept!)).toContain('casa');
    expect(text(kept!).toLowerCase()).not.toContain('house');

    // The stored translation is still everyone else's: Sofía reading it in English gets "house".
    const [other] = await translateMessages(sofia, {
      messageIds: [sent.id],
      targetLanguage: 'en',
    });
    expect(text(other!).toLowerCase()).toContain('house');

    // A message that holds none of Emma's words still comes from the stored row, engine-free.
    const second = await send(sofia, 'u-sofia', 'El gato come pescado');
    await translateMessages(sofia, { messageIds: [second.id], targetLanguage: 'en' });
    const calls = engineCalls.mock.calls.length;
    const [fromStore] = await translateMessages(emma, {
      messageIds: [second.id],
      targetLanguage: 'en',
    });
    expect(text(fromStore!).toLowerCase()).toContain('cat');
    expect(engineCalls.mock.calls.length).toBe(calls);

    await call('PUT', emma, '/api/users/u-emma/no-translate', { words: [] });
    expect(text((await ask(emma))[0]!).toLowerCase()).toContain('house');
  });

  it('should translate from the source the reader chose instead of the detected one', async () => {
    // Whatever it is detected as, the reader says this chat is in Portuguese.
    const sent = await send(sofia, 'u-sofia', 'Eu gosto muito de você');
    const [chosen] = await translateMessages(emma, {
      messageIds: [sent.id],
      sourceLanguage: 'pt',
      targetLanguage: 'en',
    });
    expect(chosen).toMatchObject({ messageId: sent.id, detectedLanguage: 'pt' });
    const refused = await call('POST', emma, '/api/translate/messages', {
      messageIds: [sent.id],
      sourceLanguage: 'xx',
      targetLanguage: 'en',
    });
    expect(refused.json()).toEqual({
      error: 'Unsupported source language',
      code: 'sourceLanguageUnsupported',
    });
  });
});
