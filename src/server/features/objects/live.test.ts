import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_DATA_MAX_CHARS } from '../../../protocol';
import type { LiveClient } from '../../testing/live-client';
import type { StoreName } from './fixture';
import { STORES, jpegWithGps, objectsFixture, pictureInfo, png } from './fixture';

const dataUrl = (bytes: Buffer, type = 'image/png') =>
  `data:${type};base64,${bytes.toString('base64')}`;

describe.each(STORES)(
  'the live message event with images (core 7) on the %s store',
  (store: StoreName) => {
    let f: Awaited<ReturnType<typeof objectsFixture>>;
    let emma: LiveClient;
    let sofia: LiveClient;
    beforeAll(async () => {
      f = await objectsFixture(store, 'Live');
      emma = await f.phone('emma');
      sofia = await f.phone('sofia');
    });
    afterAll(() => f.close());

    /** What is stored of Emma's objects: rows and files. */
    const emmaStored = async () => ({
      rows: (await f.rowsOf('u-emma')).length,
      files: (await f.storedFiles()).length,
    });

    it('should store imageData as an object and send a reference, never the data', async () => {
      const photo = await jpegWithGps(300, 200);
      emma.send({
        type: 'message',
        conversationId: f.direct.id,
        content: 'photo',
        messageType: 'image',
        imageData: dataUrl(photo, 'image/jpeg'),
        metadata: { caption: 'From the train' },
        clientId: 'live-photo-1',
      });
      const ack = await emma.next('ack', (e) => e.clientId === 'live-photo-1');
      const { message } = ack;
      const ref = (message.metadata as { objectRef: string }).objectRef;
      expect(message).toMatchObject({
        messageType: 'image',
        content: `/api/images/${ref}`,
        metadata: { objectRef: ref, caption: 'From the train', width: 200, height: 300 },
      });
      expect(JSON.stringify(message)).not.toContain('base64');
      const pushed = await sofia.next('message', (e) => e.message.id === message.id);
      expect(pushed.message.content).toBe(message.content);
      expect((await f.rowOf(ref))?.messageId).toBe(message.id);
      const seen = await f.inject('sofia', 'GET', message.content);
      expect(seen.statusCode).toBe(200);
      expect((await pictureInfo(seen.rawPayload)).exif).toBeUndefined();

      // The same send again (a retry after a lost ack): the same message, no second object.
      const before = await emmaStored();
      emma.send({
        type: 'message',
        conversationId: f.direct.id,
        content: 'photo',
        messageType: 'image',
        imageData: dataUrl(photo, 'image/jpeg'),
        clientId: 'live-photo-1',
      });
      const again = await emma.next('ack', (e) => e.clientId === 'live-photo-1');
      expect(again.message.id).toBe(message.id);
      expect(await emmaStored()).toEqual(before);
    });

    it('should send an uploaded object by reference over the live connection too', async () => {
      const up = await f.uploaded('emma', await png());
      emma.send({
        type: 'message',
        conversationId: f.group.id,
        content: up.url,
        messageType: 'image',
        metadata: { objectRef: up.ref },
        isBurner: true,
        clientId: 'live-photo-2',
      });
      const { message } = await emma.next('ack', (e) => e.clientId === 'live-photo-2');
      expect(message).toMatchObject({ messageType: 'image', isBurner: true, content: up.url });
    });

    const refusals: Array<[string, Record<string, unknown>, string | RegExp]> = [
      [
        'imageData that is not a picture',
        { messageType: 'image', imageData: dataUrl(Buffer.from('just words here'), 'image/png') },
        'Please select an image file',
      ],
      [
        'imageData that is not a data URL',
        { messageType: 'image', imageData: 'https://example.com/cat.png' },
        'Please select an image file',
      ],
      [
        'imageData over 5 MB',
        {
          messageType: 'image',
          imageData: `data:image/png;base64,${'A'.repeat(IMAGE_DATA_MAX_CHARS)}`,
        },
        'File size must be less than 5MB',
      ],
      [
        'imageData on a text message',
        { messageType: 'text', imageData: 'data:image/png;base64,AAAA' },
        'imageData is only for image messages',
      ],
      [
        'an image message with neither data nor object',
        { messageType: 'image', metadata: { caption: 'x' } },
        /^Invalid image message: objectRef/,
      ],
      [
        'metadata over 20 KB (as POST refuses it)',
        { messageType: 'text', metadata: { note: 'x'.repeat(20_001) } },
        'Metadata too large',
      ],
      [
        'a NUL in the metadata',
        { messageType: 'text', metadata: { note: 'a\u0000b' } },
        'Metadata cannot contain NUL characters',
      ],
      [
        "someone else's object",
        { messageType: 'image', metadata: { objectRef: 'SOFIA_REF' } },
        'Object not found',
      ],
    ];

    it.each(refusals)('should refuse %s and store nothing', async (name, fields, error) => {
      let extra = fields;
      if ((fields.metadata as { objectRef?: string } | undefined)?.objectRef === 'SOFIA_REF') {
        const theirs = await f.uploaded('sofia', await png());
        extra = { ...fields, metadata: { objectRef: theirs.ref } };
      }
      const before = await emmaStored();
      const clientId = `refused-${name.replace(/[^a-z]/gi, '')}`.slice(0, 60);
      emma.send({ type: 'message', conversationId: f.direct.id, content: 'x', clientId, ...extra });
      const refused = await emma.next(
        'error',
        (e) => e.clientId === clientId || e.clientId === undefined,
      );
      expect(refused.error).toMatch(error);
      expect(await emmaStored()).toEqual(before);
    });
  },
);
