import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  Conversation,
  Message,
  MessageTranslation,
  OpeningTranslations,
} from '../../../protocol';
import { TRANSLATE_OPENING_NEWEST } from '../../../protocol/limits';
import { testLogin, testStart } from '../../testing/harness';
import { ApertiumTranslator } from './apertium';

type Started = Awaited<ReturnType<typeof testStart>>;

describe("a chat's opening translations (GET /api/conversations/{id}/translations; Apertium)", () => {
  let s: Started;
  let emma: string;
  let sofia: string;
  let conv: Conversation;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    cookie: string,
    url: string,
    payload?: object,
  ) => s.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const opening = async (cookie: string, id = conv.id) =>
    (
      await call('GET', cookie, `/api/conversations/${id}/translations`)
    ).json() as OpeningTranslations;
  const send = async (cookie: string, senderId: string, content: string) =>
    (
      await call('POST', cookie, '/api/messages', { conversationId: conv.id, senderId, content })
    ).json() as Message;

  beforeAll(async () => {
    s = await testStart({ translator: 'apertium' });
    emma = await testLogin(s.app, 'u-emma');
    sofia = await testLogin(s.app, 'u-sofia');
    conv = (await call('POST', emma, '/api/conversations', { participants: ['u-sofia'] })).json();
  });
  afterAll(() => s.close());

  it("should give the reader's translations of the others' messages, as the chat's batch does", async () => {
    const hers = await send(sofia, 'u-sofia', 'La casa es grande y el gato es negro');
    const mine = await send(emma, 'u-emma', 'The house is big');
    const answer = await opening(emma);
    expect(answer).toMatchObject({ targetLanguage: 'en', sourceLanguage: 'auto' });
    expect(answer.translations.map((t) => t.messageId)).toEqual([hers.id]);
    const [t] = answer.translations;
    expect(t).toMatchObject({
      messageId: hers.id,
      editedAt: null,
      detectedLanguage: 'es',
      engine: 'apertium',
    });
    expect((t as { translatedText: string }).translatedText.toLowerCase()).toContain('house');
    // The same words the bubble's own request gets.
    const batch = (
      await call('POST', emma, '/api/translate/messages', {
        messageIds: [hers.id],
        targetLanguage: 'en',
      })
    ).json().translations as MessageTranslation[];
    expect(batch).toHaveLength(1);
    expect({ ...batch[0], editedAt: null }).toEqual(t);
    // Sofía reads in Spanish: Emma's English comes to her, her own does not.
    const hersToo = await opening(sofia);
    expect(hersToo.targetLanguage).toBe('es');
    expect(hersToo.translations.map((x) => x.messageId)).toEqual([mine.id]);
  });

  it('should name the version it translated, and translate the words as edited', async () => {
    const sent = await send(sofia, 'u-sofia', 'El perro es blanco');
    const edited: Message = (
      await call('PUT', sofia, `/api/messages/${sent.id}/edit`, {
        userId: 'u-sofia',
        content: 'El perro es negro',
      })
    ).json();
    expect(edited.editedAt).not.toBeNull();
    const t = (await opening(emma)).translations.find((x) => x.messageId === sent.id);
    expect(t?.editedAt).toBe(edited.editedAt);
    expect((t as { translatedText: string }).translatedText.toLowerCase()).toContain('black');
  });

  it('should leave out a message edited while it was being translated, and give the new words after', async () => {
    const sent = await send(sofia, 'u-sofia', 'El gato come pescado');
    const original = ApertiumTranslator.prototype.translate;
    // The edit lands between the opening's read of the messages and the engine's answer.
    const spy = vi
      .spyOn(ApertiumTranslator.prototype, 'translate')
      .mockImplementationOnce(async function (this: ApertiumTranslator, ...args) {
        await call('PUT', sofia, `/api/messages/${sent.id}/edit`, {
          userId: 'u-sofia',
          content: 'El perro come carne',
        });
        return original.apply(this, args);
      });
    try {
      const first = await opening(emma);
      expect(first.translations.map((t) => t.messageId)).not.toContain(sent.id);
    } finally {
      spy.mockRestore();
    }
    const t = (await opening(emma)).translations.find((x) => x.messageId === sent.id);
    expect(t?.editedAt).not.toBeNull();
    expect((t as { translatedText: string }).translatedText.toLowerCase()).toContain('dog');
  });

  it('should leave out what was unsent, and give nothing when auto-translate is off', async () => {
    const gone = await send(sofia, 'u-sofia', 'Un mensaje que se va');
    await call('DELETE', sofia, `/api/messages/${gone.id}`, { userId: 'u-sofia' });
    const ids = (await opening(emma)).translations.map((t) => t.messageId);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(gone.id);

    await call('PUT', emma, `/api/conversations/${conv.id}/translation-settings`, {
      autoTranslate: false,
    });
    expect((await opening(emma)).translations).toEqual([]);
    await call('PUT', emma, `/api/conversations/${conv.id}/translation-settings`, {
      autoTranslate: true,
    });
  });

  it(`should cover only the newest ${TRANSLATE_OPENING_NEWEST} messages`, async () => {
    const first = await send(sofia, 'u-sofia', 'Uno');
    for (let i = 0; i < TRANSLATE_OPENING_NEWEST; i += 1) await send(sofia, 'u-sofia', `Hola ${i}`);
    const ids = (await opening(emma)).translations.map((t) => t.messageId);
    expect(ids).toHaveLength(TRANSLATE_OPENING_NEWEST);
    expect(ids).not.toContain(first.id);
  });

  it('should not exist for someone outside the conversation, nor for a malformed id', async () => {
    const marco = await testLogin(s.app, 'u-marco');
    const outsider = await call('GET', marco, `/api/conversations/${conv.id}/translations`);
    expect(outsider.statusCode).toBe(404);
    expect(JSON.stringify(outsider.json())).not.toContain('translatedText');
    const anonymous = await s.app.inject({
      method: 'GET',
      url: `/api/conversations/${conv.id}/translations`,
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await call('GET', emma, `/api/conversations/${'x'.repeat(150)}/translations`);
    expect(bad.statusCode).toBe(400);
  });
});
