import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSearchResult, MessageTranslation } from '../../../protocol';
import { CHAT_SEARCH_HITS_MAX } from '../../../protocol';
import type { ChatWho } from '../../testing/chat-fixture';
import { chatFixture } from '../../testing/chat-fixture';
import { objectCreate } from '../objects/service';

describe('Search in this chat (core 2 chat view header menu)', () => {
  let f: Awaited<ReturnType<typeof chatFixture>>;
  const send = (who: ChatWho, conversationId: string, content: string, extra = {}) =>
    f.send(who, conversationId, content, extra);
  const search = (who: ChatWho, conversationId: string, q: string) =>
    f.inject(who, 'GET', `/api/conversations/${conversationId}/search?q=${encodeURIComponent(q)}`);
  const found = async (who: ChatWho, conversationId: string, q: string) => {
    const res = await search(who, conversationId, q);
    expect(res.statusCode).toBe(200);
    return res.json<ChatSearchResult>();
  };
  /** What the reader's chat does when it shows their messages: ask for them translated. */
  const readTranslated = async (who: ChatWho, ids: string[], targetLanguage: string) => {
    const res = await f.inject(who, 'POST', '/api/translate/messages', {
      messageIds: ids,
      targetLanguage,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ translations: MessageTranslation[] }>().translations;
  };

  beforeAll(async () => {
    f = await chatFixture('Beach trip');
  });
  afterAll(() => f.s.close());

  it('should find words of the original and of the translation the reader is shown', async () => {
    const house = await send('sofia', f.direct.id, 'La casa es muy grande y tiene un jardín.');
    const beach = await send('sofia', f.direct.id, 'Mañana vamos a la PLAYA.');
    const mine = await send('emma', f.direct.id, 'The house by the beach sounds lovely');
    const shown = await readTranslated('emma', [house.id, beach.id], 'en');
    expect((shown[0] as { translatedText: string }).translatedText.toLowerCase()).toContain(
      'house',
    );

    // 'house' is in Emma's English reading of Sofía's message, and in her own words.
    expect((await found('emma', f.direct.id, 'HOUSE')).hits).toEqual([
      {
        messageId: house.id,
        seq: house.seq,
        senderId: 'u-sofia',
        createdAt: house.createdAt,
        matched: 'translation',
      },
      {
        messageId: mine.id,
        seq: mine.seq,
        senderId: 'u-emma',
        createdAt: mine.createdAt,
        matched: 'original',
      },
    ]);
    // The original's words, any case, in the order of the chat.
    const playa = await found('emma', f.direct.id, 'playa');
    expect(playa).toEqual({
      hits: [expect.objectContaining({ messageId: beach.id, matched: 'original' })],
      truncated: false,
    });
    expect((await found('emma', f.direct.id, 'JARDÍN')).hits.map((h) => h.messageId)).toEqual([
      house.id,
    ]);

    // Sofía reads her own words as written: the English translation is not hers to find.
    expect((await found('sofia', f.direct.id, 'house')).hits.map((h) => h.messageId)).toEqual([
      mine.id,
    ]);
    expect((await found('emma', f.direct.id, 'nothing like this')).hits).toEqual([]);
  });

  it("should search the translation only while the reader's chat shows translations", async () => {
    const garden = await send('sofia', f.group.id, 'El perro come en el jardín.');
    await readTranslated('emma', [garden.id], 'en');
    expect((await found('emma', f.group.id, 'dog')).hits.map((h) => h.messageId)).toEqual([
      garden.id,
    ]);
    const off = await f.inject(
      'emma',
      'PUT',
      `/api/conversations/${f.group.id}/translation-settings`,
      { autoTranslate: false },
    );
    expect(off.statusCode).toBe(200);
    expect((await found('emma', f.group.id, 'dog')).hits).toEqual([]);
    expect((await found('emma', f.group.id, 'perro')).hits).toHaveLength(1);
  });

  it('should search photo captions and leave out unsent messages', async () => {
    const photo = await objectCreate(f.s.app.ctx, 'u-camille', {
      kind: 'image',
      bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#39f' } })
        .png()
        .toBuffer(),
    });
    const pier = await send('camille', f.group.id, photo.url, {
      messageType: 'image',
      metadata: { objectRef: photo.ref, caption: 'Sunset at the pier' },
    });
    expect((await found('emma', f.group.id, 'the PIER')).hits.map((h) => h.messageId)).toEqual([
      pier.id,
    ]);
    // A photo's address is not its words.
    expect((await found('emma', f.group.id, 'api/images')).hits).toEqual([]);

    const gone = await send('emma', f.group.id, 'secret plan for the party');
    const del = await f.inject('emma', 'DELETE', `/api/messages/${gone.id}`, {
      userId: 'u-emma',
    });
    expect(del.statusCode).toBeLessThan(300);
    expect((await found('emma', f.group.id, 'secret plan')).hits).toEqual([]);
    expect((await found('camille', f.group.id, 'secret plan')).hits).toEqual([]);
  });

  it('should leave out what the reader deleted for themself, and only for them', async () => {
    const note = await send('camille', f.group.id, 'the locker code is 4711');
    expect((await f.inject('emma', 'PUT', `/api/messages/${note.id}/hidden`)).statusCode).toBe(200);
    expect((await found('emma', f.group.id, 'locker code')).hits).toEqual([]);
    expect(
      (await found('camille', f.group.id, 'locker code')).hits.map((h) => h.messageId),
    ).toEqual([note.id]);
  });

  it('should return the newest hits in order when there are too many', async () => {
    const conv = (
      await f.inject('emma', 'POST', '/api/conversations', {
        participants: ['u-camille'],
      })
    ).json<{ id: string }>();
    const total = CHAT_SEARCH_HITS_MAX + 5;
    for (let i = 1; i <= total; i++) await send('emma', conv.id, `note ${i}`);
    const result = await found('camille', conv.id, 'NOTE');
    expect(result.truncated).toBe(true);
    expect(result.hits).toHaveLength(CHAT_SEARCH_HITS_MAX);
    const seqs = result.hits.map((h) => h.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(seqs.at(-1)).toBe(total);
    expect(seqs[0]).toBe(total - CHAT_SEARCH_HITS_MAX + 1);
  });

  it('should refuse outsiders with 404 and bad queries in words', async () => {
    await send('emma', f.group.id, 'members only words');
    const outsider = await search('lukas', f.group.id, 'members');
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toEqual({
      error: 'Conversation not found',
      code: 'conversationNotFound',
    });
    expect((await search('emma', 'no-such-chat', 'x')).statusCode).toBe(404);

    const blank = await search('emma', f.group.id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: 'Search text is required', code: 'searchTextRequired' });
    const none = await f.inject('emma', 'GET', `/api/conversations/${f.group.id}/search`);
    expect(none.statusCode).toBe(400);
    expect(none.json<{ error: string }>().error).toBe('Search text is required');
    const long = await search('emma', f.group.id, 'x'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json<{ error: string }>().error).toBe('Search text must be at most 100 characters');
    // A query with the characters LIKE would treat specially is only text here.
    expect((await found('emma', f.group.id, '%')).hits).toEqual([]);
    expect((await found('emma', f.group.id, '_')).hits).toEqual([]);
  });
});
