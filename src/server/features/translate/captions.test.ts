import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Message, MessageTranslation, ObjectUpload } from '../../../protocol';
import { messageTranslations, messages } from '../../db/schema';
import type { ChatWho } from '../../testing/chat-fixture';
import { chatFixture } from '../../testing/chat-fixture';
import { png } from '../objects/fixture';
import { ApertiumTranslator } from './apertium';

type Fixture = Awaited<ReturnType<typeof chatFixture>>;

describe("photo captions (issue 12: a caption's words are translated like a text's)", () => {
  let f: Fixture;
  let clientSeq = 0;

  const photo = async (who: ChatWho, caption?: string): Promise<Message> => {
    const up = await f.inject(who, 'POST', '/api/objects?kind=image', await png(), {
      'content-type': 'image/png',
    });
    expect(up.statusCode).toBe(201);
    const { ref, url } = up.json<ObjectUpload>();
    const res = await f.inject(who, 'POST', '/api/messages', {
      conversationId: f.direct.id,
      senderId: `u-${who}`,
      content: url,
      messageType: 'image',
      metadata: { objectRef: ref, source: 'upload', ...(caption === undefined ? {} : { caption }) },
      clientId: `caption-${++clientSeq}`,
    });
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const stored = async (id: string) =>
    (await f.s.app.ctx.db.select().from(messages).where(eq(messages.id, id)))[0]!;
  const translationsStored = (id: string) =>
    f.s.app.ctx.db.select().from(messageTranslations).where(eq(messageTranslations.messageId, id));
  const translate = async (who: ChatWho, ids: string[], targetLanguage: string) => {
    const res = await f.inject(who, 'POST', '/api/translate/messages', {
      messageIds: ids,
      targetLanguage,
    });
    expect(res.statusCode).toBe(200);
    return res.json().translations as MessageTranslation[];
  };

  beforeAll(async () => {
    f = await chatFixture('Captions', { translator: 'apertium' });
  });
  afterAll(async () => {
    await f.phonesClose();
    await f.s.close();
  });

  it("should store a caption's language with the photo, and none for a photo without one", async () => {
    const captioned = await photo('sofia', 'La casa es grande y el gato es negro');
    expect(captioned).toMatchObject({ messageType: 'image', language: 'es' });
    expect((await stored(captioned.id)).language).toBe('es');

    const bare = await photo('sofia');
    expect(bare.language).toBeNull();
    expect((await stored(bare.id)).language).toBeNull();
    // Spaces only are no caption either.
    const blank = await photo('sofia', '   ');
    expect((await stored(blank.id)).language).toBeNull();
  });

  it("should store a caption's language for a photo sent over the live connection too", async () => {
    const live = await f.phone('sofia');
    const up = await f.inject('sofia', 'POST', '/api/objects?kind=image', await png(), {
      'content-type': 'image/png',
    });
    const { ref, url } = up.json<ObjectUpload>();
    live.send({
      type: 'message',
      conversationId: f.direct.id,
      content: url,
      messageType: 'image',
      metadata: { objectRef: ref, caption: 'Mañana vamos a la playa con mis amigos' },
      clientId: 'caption-live-1',
    });
    const { message } = await live.next('ack', (e) => e.clientId === 'caption-live-1');
    expect(message).toMatchObject({ messageType: 'image', language: 'es' });
    expect((await stored(message.id)).language).toBe('es');
  });

  it('should translate a caption through the message batch and keep it, and say a photo without one has nothing to translate', async () => {
    const captioned = await photo('sofia', 'La casa es grande y el gato es negro');
    const bare = await photo('sofia');

    const [first, second] = await translate('emma', [captioned.id, bare.id], 'en');
    expect(first).toMatchObject({
      messageId: captioned.id,
      detectedLanguage: 'es',
      engine: 'apertium',
    });
    const text = (first as { translatedText: string }).translatedText.toLowerCase();
    expect(text).toContain('house');
    expect(text).toContain('cat');
    // The caption was translated, never the picture's address.
    expect(text).not.toContain('/api/images');
    expect(second).toEqual({ messageId: bare.id, error: 'Nothing to translate' });

    // Kept, as a text's translation is, and given back from there.
    const rows = await translationsStored(captioned.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      targetLanguage: 'en',
      engine: 'apertium',
      sourceLanguage: 'es',
      text: (first as { translatedText: string }).translatedText,
    });
    expect(await translationsStored(bare.id)).toHaveLength(0);
    expect(await translate('emma', [captioned.id], 'en')).toEqual([first]);
  });

  it('should refuse to edit a photo (its caption included) and change nothing', async () => {
    const captioned = await photo('sofia', 'El gato es negro');
    const res = await f.inject('sofia', 'PUT', `/api/messages/${captioned.id}/edit`, {
      content: 'El perro es blanco',
      userId: 'u-sofia',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('This message cannot be edited');
    expect(await stored(captioned.id)).toMatchObject({
      content: captioned.content,
      metadata: captioned.metadata,
      language: 'es',
      editedAt: null,
    });
  });

  it('should not keep the translation of a caption that changed while it was being translated', async () => {
    const captioned = await photo('sofia', 'El gato es negro');
    const engine = ApertiumTranslator.prototype.translate;
    // The engine is slow; meanwhile the caption is not what it was given any more (as an edit
    // or a burn would make it).
    const spy = vi
      .spyOn(ApertiumTranslator.prototype, 'translate')
      .mockImplementationOnce(async function (this: ApertiumTranslator, ...args) {
        await f.s.app.ctx.db
          .update(messages)
          .set({ metadata: { ...(captioned.metadata as object), caption: 'La casa es grande' } })
          .where(eq(messages.id, captioned.id));
        return engine.apply(this, args);
      });
    try {
      const [answer] = await translate('emma', [captioned.id], 'en');
      expect(spy).toHaveBeenCalledTimes(1);
      expect((answer as { translatedText: string }).translatedText.toLowerCase()).toContain('cat');
      // Given to this reader, but not kept: it is of words the photo no longer has.
      expect(await translationsStored(captioned.id)).toHaveLength(0);
    } finally {
      spy.mockRestore();
    }
  });
});
