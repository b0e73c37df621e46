import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../../protocol';
import { songFind } from '../../../protocol';
import { messages } from '../../db/schema';
import { chatFixture } from '../../testing/chat-fixture';

/**
 * Issue 12: sticker, music and location messages, through HTTP and the live connection. What is
 * stored is built by the server from the metadata (a built-in sticker's emoji, a built-in song,
 * coordinates to 6 decimals); unknown ids, coordinates off the map and bad metadata are refused
 * in plain words and store nothing.
 */
describe('sticker, music and location messages (issue 12, core 3 and 9)', () => {
  let f: Awaited<ReturnType<typeof chatFixture>>;

  beforeAll(async () => {
    f = await chatFixture('Trip');
  });
  afterAll(async () => {
    await f.phonesClose();
    await f.s.close();
  });

  const post = (messageType: string, metadata: unknown, content = 'whatever', clientId?: string) =>
    f.inject('emma', 'POST', '/api/messages', {
      conversationId: f.direct.id,
      senderId: 'u-emma',
      content,
      messageType,
      metadata,
      ...(clientId ? { clientId } : {}),
    });
  /** The stored rows of the direct chat sent with this clientId. */
  const storedRows = (clientId: string) =>
    f.s.app.ctx.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, f.direct.id), eq(messages.clientId, clientId)));

  /** How many messages the direct chat holds. */
  const chatRowCount = async () =>
    (
      await f.s.app.ctx.db
        .select({ n: count() })
        .from(messages)
        .where(eq(messages.conversationId, f.direct.id))
    )[0]!.n;

  it('should store a sticker as its built-in emoji and push it to the other member', async () => {
    const sofia = await f.phone('sofia');
    const res = await post('sticker', { set: 'memoji', id: 'laugh' }, 'my own words', 'st-1');
    expect(res.statusCode).toBe(201);
    const sent = res.json<Message>();
    expect(sent).toMatchObject({
      messageType: 'sticker',
      content: '😂',
      metadata: { set: 'memoji', id: 'laugh' },
      language: null,
    });
    const pushed = await sofia.next('message', (e) => e.message.id === sent.id);
    expect(pushed.message).toMatchObject({
      content: '😂',
      metadata: { set: 'memoji', id: 'laugh' },
    });
    const [row] = await storedRows('st-1');
    expect(row).toMatchObject({ messageType: 'sticker', content: '😂' });
    expect(row!.metadata).toEqual({ set: 'memoji', id: 'laugh' });
  });

  it("should store a shared song from the server's list, never the client's title", async () => {
    const res = await post(
      'music',
      { song: { id: 'neon-skyline', title: '<b>Fake</b>', artist: 'Nobody', cover: 'http://x' } },
      'Fake — Nobody',
      'mu-1',
    );
    expect(res.statusCode).toBe(201);
    const song = songFind('neon-skyline')!;
    expect(res.json<Message>()).toMatchObject({
      messageType: 'music',
      content: 'Neon Skyline — Luna Vega',
      metadata: { song },
    });
    const [row] = await storedRows('mu-1');
    expect(row!.metadata).toEqual({ song });
    expect(row!.content).toBe('Neon Skyline — Luna Vega');
  });

  it('should store a location rounded to 6 decimals, with the same words', async () => {
    const res = await post(
      'location',
      { latitude: 48.858369512, longitude: 2.29448123456, accuracy: 14.56 },
      '1, 2',
      'lo-1',
    );
    expect(res.statusCode).toBe(201);
    const [row] = await storedRows('lo-1');
    expect(row).toMatchObject({ messageType: 'location', content: '48.858370, 2.294481' });
    expect(row!.metadata).toEqual({ latitude: 48.85837, longitude: 2.294481, accuracy: 14.6 });
  });

  it.each([
    [
      'sticker',
      { set: 'sticker', id: 'unicorn' },
      'Invalid sticker message: id is not a built-in sticker',
    ],
    [
      'sticker',
      { set: 'emoji', id: 'joy', src: '/evil.svg' },
      'Invalid sticker message: metadata Unrecognized key: "src"',
    ],
    ['sticker', null, 'Invalid sticker message: metadata'],
    [
      'music',
      { song: { id: 'my-mixtape', title: 'Mine' } },
      'Invalid music message: song.id is not a built-in song',
    ],
    ['music', { song: 'neon-skyline' }, 'Invalid music message: song'],
    [
      'location',
      { latitude: 91, longitude: 0 },
      'Invalid location message: latitude must be between -90 and 90',
    ],
    [
      'location',
      { latitude: 0, longitude: -180.5 },
      'Invalid location message: longitude must be between -180 and 180',
    ],
    ['location', { latitude: '48.8', longitude: 2.3 }, 'Invalid location message: latitude'],
  ])('should refuse %s with %j over HTTP and store nothing', async (type, metadata, words) => {
    const clientId = `bad-http-${randomUUID()}`;
    const before = await chatRowCount();
    const res = await post(type, metadata, 'x', clientId);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain(words);
    expect(await chatRowCount()).toBe(before);
    expect(await storedRows(clientId)).toHaveLength(0);
  });

  it('should send all three over the live connection, stored and pushed as over HTTP', async () => {
    const emma = await f.phone('emma');
    const sofia = await f.phone('sofia');
    const sends = [
      { clientId: 'live-st', messageType: 'sticker', metadata: { set: 'sticker', id: 'cat' } },
      { clientId: 'live-mu', messageType: 'music', metadata: { song: { id: 'cherry-rain' } } },
      {
        clientId: 'live-lo',
        messageType: 'location',
        metadata: { latitude: -33.8688, longitude: 151.2093 },
      },
    ];
    for (const s of sends) {
      emma.send({ type: 'message', conversationId: f.direct.id, content: 'x', ...s });
    }
    const expected = {
      'live-st': '🐱',
      'live-mu': 'Cherry Blossom Rain — Hana Mori',
      'live-lo': '-33.868800, 151.209300',
    } as const;
    for (const [clientId, content] of Object.entries(expected)) {
      const ack = await emma.next('ack', (e) => e.clientId === clientId);
      expect(ack.message.content).toBe(content);
      const pushed = await sofia.next('message', (e) => e.message.clientId === clientId);
      expect(pushed.message.content).toBe(content);
      const [row] = await storedRows(clientId);
      expect(row!.content).toBe(content);
    }
  });

  it('should refuse bad metadata over the live connection with the same words, storing nothing', async () => {
    const emma = await f.phone('emma');
    const bad = [
      [
        'live-bad-st',
        'sticker',
        { set: 'memoji', id: 'dragon' },
        'Invalid sticker message: id is not a built-in sticker',
      ],
      [
        'live-bad-mu',
        'music',
        { song: { id: 'nope' } },
        'Invalid music message: song.id is not a built-in song',
      ],
      [
        'live-bad-lo',
        'location',
        { latitude: 0, longitude: 999 },
        'Invalid location message: longitude must be between -180 and 180',
      ],
    ] as const;
    for (const [clientId, messageType, metadata] of bad) {
      emma.send({
        type: 'message',
        conversationId: f.direct.id,
        content: 'x',
        clientId,
        messageType,
        metadata,
      });
    }
    for (const [clientId, , , words] of bad) {
      const refusal = await emma.next('error', (e) => e.clientId === clientId);
      expect(refusal.error).toBe(words);
      expect(await storedRows(clientId)).toHaveLength(0);
    }
  });
});
