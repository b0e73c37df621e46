import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, StatusUpdate } from '../../../protocol';
import { STATUS_TTL_MS } from '../../../protocol';
import { objects } from '../../db/schema';
import { UNSENT_OBJECT_TTL_MS } from '../objects/sweeper';
import { statusFixture } from './fixture';

const HOUR = 60 * 60 * 1000;

describe('photo statuses: their pictures, who reads them, and the object sweep', () => {
  let f: Awaited<ReturnType<typeof statusFixture>>;
  beforeAll(async () => {
    f = await statusFixture();
  });
  afterAll(() => f.close());

  const objectRow = async (ref: string) =>
    (await f.s.app.ctx.db.select().from(objects).where(eq(objects.id, ref)))[0];

  it('should post a photo with a caption that friends can open and strangers cannot', async () => {
    const photo = await f.upload('emma');
    const res = await f.post('emma', { objectRef: photo.ref, content: ' Sunset ' });
    expect(res.statusCode).toBe(201);
    const status = res.json<StatusUpdate>();
    expect(status).toMatchObject({
      content: 'Sunset',
      media: {
        url: `/api/images/${photo.ref}`,
        thumbUrl: `/api/images/${photo.ref}?thumb=1`,
        width: 40,
        height: 30,
      },
    });
    expect((await f.stored(status.id))?.objectId).toBe(photo.ref);
    // A photo needs no caption.
    const bare = await f.posted('emma', { objectRef: (await f.upload('emma', '#f00')).ref });
    expect(bare.content).toBe('');

    for (const who of ['sofia', 'camille'] as const) {
      const read = await f.inject(who, 'GET', status.media!.url);
      expect(read.statusCode, who).toBe(200);
      expect(read.headers['content-type']).toMatch(/^image\//);
      expect((await f.inject(who, 'GET', status.media!.thumbUrl!)).statusCode).toBe(200);
    }
    expect((await f.inject('lukas', 'GET', status.media!.url)).statusCode).toBe(404);
    expect((await f.inject('lukas', 'GET', `/api/objects/${photo.ref}`)).statusCode).toBe(404);

    // Deleted: the friends' door closes; the photo stays its owner's upload.
    expect((await f.act('emma', 'DELETE', status.id)).statusCode).toBe(204);
    expect((await f.inject('sofia', 'GET', status.media!.url)).statusCode).toBe(404);
    expect((await f.inject('emma', 'GET', status.media!.url)).statusCode).toBe(200);
  });

  it("should refuse someone else's object, a sent one, or one that does not exist", async () => {
    const before = (await f.feed('sofia')).length;
    const emmas = await f.upload('emma');
    const notMine = await f.post('sofia', { objectRef: emmas.ref });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toEqual({ error: 'Object not found', code: 'objectNotFound' });
    expect(
      (await f.post('sofia', { objectRef: 'abcdef12-0000-0000-0000-000000000000' })).statusCode,
    ).toBe(404);

    // A photo already sent in a chat goes with its message if that is unsent: not a status's.
    const chat = (
      await f.inject('sofia', 'POST', '/api/conversations', { participants: ['u-emma'] })
    ).json<Conversation>();
    const sent = await f.upload('sofia');
    const send = await f.inject('sofia', 'POST', '/api/messages', {
      conversationId: chat.id,
      senderId: 'u-sofia',
      content: sent.url,
      messageType: 'image',
      metadata: { objectRef: sent.ref },
    });
    expect(send.statusCode).toBe(201);
    const refused = await f.post('sofia', { objectRef: sent.ref, content: 'Again' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('This object was already sent');
    expect((await f.feed('sofia')).length).toBe(before);
  });

  it('should keep a photo from the unsent-object sweep while its status lasts', async () => {
    const t0 = Date.now() + 60_000;
    f.clockAt(t0);
    try {
      const photo = await f.upload('emma', '#08f');
      const loose = await f.upload('emma', '#333');
      // Posted two hours after the upload, so the upload turns 24 h old while the status lives.
      f.clockAt(t0 + 2 * HOUR);
      const status = await f.posted('emma', { objectRef: photo.ref, content: 'Still here' });

      f.clockAt(t0 + UNSENT_OBJECT_TTL_MS + HOUR);
      await f.s.app.unsentObjects.sweep();
      expect(await objectRow(loose.ref)).toBeUndefined();
      expect(await objectRow(photo.ref)).toBeDefined();
      expect((await f.inject('sofia', 'GET', status.media!.url)).statusCode).toBe(200);

      // The status expires: its photo is no longer the friends' to read, and then it is swept.
      f.clockAt(t0 + 2 * HOUR + STATUS_TTL_MS + 1_000);
      expect((await f.inject('sofia', 'GET', status.media!.url)).statusCode).toBe(404);
      await f.s.app.statuses.sweep();
      expect(await f.stored(status.id)).toBeUndefined();
      await f.s.app.unsentObjects.sweep();
      expect(await objectRow(photo.ref)).toBeUndefined();
      expect((await f.inject('emma', 'GET', status.media!.url)).statusCode).toBe(404);
    } finally {
      f.clockAt();
    }
  });
});
