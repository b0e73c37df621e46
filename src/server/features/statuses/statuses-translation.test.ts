import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StatusReplyResult, StatusUpdate } from '../../../protocol';
import { ApertiumTranslator } from '../translate/apertium';
import type { Who } from './fixture';
import { statusFixture } from './fixture';

/**
 * Status updates in the reader's language, as chat messages are (core 7, with Apertium for
 * real). Emma reads English, Sofía Spanish, Camille French; Lukas, Sofía's friend here, switches
 * to Spanish so that Sofía has a reader of her own language.
 */
describe("status updates in the reader's language (secondary 'Status updates', core 7)", () => {
  const real = ApertiumTranslator.prototype.translate;
  // The real engine, counted: a cached answer must not reach it.
  const engineCalls = vi.spyOn(ApertiumTranslator.prototype, 'translate');
  let f: Awaited<ReturnType<typeof statusFixture>>;
  beforeAll(async () => {
    f = await statusFixture();
    await f.befriend('sofia', 'lukas');
    const spanish = await f.inject('lukas', 'PATCH', '/api/users/me', {
      language: 'es',
    });
    expect(spanish.statusCode).toBe(200);
  });
  afterAll(async () => {
    engineCalls.mockRestore();
    await f.close();
  });

  const seenBy = async (who: Who, id: string): Promise<StatusUpdate> => {
    const found = (await f.feed(who)).find((s) => s.id === id);
    if (!found) throw new Error(`${who} does not see ${id}`);
    return found;
  };

  it('should give a friend of another language the words in theirs, and the author their own as written', async () => {
    const words = 'Hola Emma, la casa es grande y el gato es negro';
    const posted = await f.posted('sofia', { content: words });
    // The author's own: as written, in the language detected when it was posted.
    expect(posted).toMatchObject({ content: words, language: 'es' });
    expect(posted).not.toHaveProperty('translation');
    expect((await f.stored(posted.id))?.language).toBe('es');
    expect(await seenBy('sofia', posted.id)).not.toHaveProperty('translation');

    const emmas = await seenBy('emma', posted.id);
    // The original stays beside the translation, with the language it was translated from.
    expect(emmas).toMatchObject({
      content: words,
      language: 'es',
      translation: { targetLanguage: 'en', detectedLanguage: 'es', engine: 'apertium' },
    });
    const text = (emmas.translation as { translatedText: string }).translatedText;
    expect(text.toLowerCase()).toContain('house');
    expect(text.toLowerCase()).toContain('cat');
    // People's names stay as they are, as in a chat.
    expect(text).toContain('Emma');
  });

  it('should not translate for a reader of the same language', async () => {
    const posted = await f.posted('sofia', { content: 'Mañana vamos a la playa con mis amigos' });
    const calls = engineCalls.mock.calls.length;
    const lukas = await seenBy('lukas', posted.id);
    expect(lukas).toMatchObject({ content: posted.content, language: 'es' });
    expect(lukas).not.toHaveProperty('translation');
    expect(engineCalls.mock.calls.length).toBe(calls);
  });

  it('should translate a status once per language, however often and by whom it is read', async () => {
    // What Emma has not read yet is translated first, so that only the new status is counted.
    await f.feed('emma');
    const posted = await f.posted('sofia', { content: 'El perro duerme en el jardín' });
    const calls = engineCalls.mock.calls.length;
    // Two reads at once share one call to the engine.
    const [a, b] = await Promise.all([seenBy('emma', posted.id), seenBy('emma', posted.id)]);
    expect(engineCalls.mock.calls.length).toBe(calls + 1);
    expect(a.translation).toMatchObject({ engine: 'apertium' });
    expect((a.translation as { translatedText: string }).translatedText).toContain('dog');
    expect(b.translation).toEqual(a.translation);

    // Read again, opened, liked and answered: the same words, from the cache.
    expect((await seenBy('emma', posted.id)).translation).toEqual(a.translation);
    const viewed = await f.act('emma', 'POST', posted.id, '/view');
    expect(viewed.json<StatusUpdate>().translation).toEqual(a.translation);
    const liked = await f.act('emma', 'POST', posted.id, '/like');
    expect(liked.json<StatusUpdate>().translation).toEqual(a.translation);
    const replied = await f.act('emma', 'POST', posted.id, '/reply', { content: 'Cute!' });
    expect(replied.json<StatusReplyResult>().status.translation).toEqual(a.translation);
    expect(engineCalls.mock.calls.length).toBe(calls + 1);
    // The reply quotes the status as it was written, not as Emma read it.
    const quoted = await f.inject(
      'emma',
      'GET',
      `/api/conversations/${replied.json<StatusReplyResult>().conversationId}/messages`,
    );
    expect(JSON.stringify(quoted.json())).toContain('El perro duerme en el jardín');
  });

  it("should translate a photo's caption", async () => {
    const photo = await f.upload('emma');
    const posted = await f.posted('emma', {
      objectRef: photo.ref,
      content: 'Golden hour at the beach',
    });
    expect(posted).toMatchObject({ content: 'Golden hour at the beach', language: 'en' });
    const sofias = await seenBy('sofia', posted.id);
    expect(sofias.translation).toMatchObject({
      targetLanguage: 'es',
      detectedLanguage: 'en',
      engine: 'apertium',
    });
    expect((sofias.translation as { translatedText: string }).translatedText).toContain('playa');
    // A photo without words has nothing to translate.
    const bare = await f.posted('emma', { objectRef: (await f.upload('emma', '#f00')).ref });
    expect(bare.language).toBeNull();
    expect(await seenBy('sofia', bare.id)).not.toHaveProperty('translation');
  });

  it('should show the original, and say why, when the pair cannot be translated', async () => {
    const words = 'ありがとうございます、また明日';
    const posted = await f.posted('camille', { content: words });
    expect(posted.language).toBe('ja');
    expect(await seenBy('emma', posted.id)).toMatchObject({
      content: words,
      language: 'ja',
      translation: { targetLanguage: 'en', error: 'Translation unavailable for ja → en' },
    });
  });

  it('should not hold the feed for a slow engine, and tell the reader once the words are in', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    engineCalls.mockImplementationOnce(async function (this: ApertiumTranslator, ...args) {
      await held;
      return real.apply(this, args);
    });
    const emma = await f.phone('emma');
    const posted = await f.posted('sofia', { content: 'La ventana está abierta' });

    // Answered while the engine still holds the words: the status as written, nothing said.
    const first = await seenBy('emma', posted.id);
    expect(first).toMatchObject({ content: 'La ventana está abierta', language: 'es' });
    expect(first).not.toHaveProperty('translation');

    release();
    // The late translation is cached; Emma's devices read the feed again and get it.
    await emma.next('statuses_changed', (e) => e.statusId === undefined);
    const again = await seenBy('emma', posted.id);
    expect((again.translation as { translatedText: string }).translatedText).toContain('window');
  });
});
