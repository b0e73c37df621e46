import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, ObjectUpload } from '../../../protocol';
import { UNAVAILABLE } from '../../kernel/unavailable';
import { objectsFixture, png } from './fixture';

/**
 * The S3 endpoint goes away while the server runs, and comes back (same port, same files):
 * uploads and reads answer 503 at once meanwhile and store nothing; what needs only the database
 * (sending an object uploaded before) still works; afterwards everything does again.
 */
describe('objects while S3 is unreachable', () => {
  let f: Awaited<ReturnType<typeof objectsFixture>>;
  let before: ObjectUpload;
  beforeAll(async () => {
    f = await objectsFixture('s3', 'Outage');
    before = await f.uploaded('emma', await png());
  });
  afterAll(() => f.close());

  it('should answer 503 to uploads and reads, store nothing, and recover', async () => {
    await f.s3!.stop();
    const rows = (await f.rowsOf('u-emma')).length;
    const upload = await f.upload('emma', await png(12, 12), { type: 'image/png' });
    expect(upload.statusCode).toBe(503);
    expect(upload.json()).toEqual({ error: UNAVAILABLE, code: 'serviceUnavailable' });
    expect((await f.rowsOf('u-emma')).length).toBe(rows);
    const read = await f.inject('emma', 'GET', before.url);
    expect(read.statusCode).toBe(503);

    // Sending what was uploaded before needs only the database.
    const sent = await f.inject('emma', 'POST', '/api/messages', {
      conversationId: f.direct.id,
      senderId: 'u-emma',
      content: before.url,
      messageType: 'image',
      metadata: { objectRef: before.ref },
    });
    expect(sent.statusCode).toBe(201);

    await f.s3!.start();
    const seen = await f.inject('sofia', 'GET', sent.json<Message>().content);
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.length).toBe(before.size);
    const again = await f.upload('emma', await png(12, 12), { type: 'image/png' });
    expect(again.statusCode).toBe(201);
  });
});
