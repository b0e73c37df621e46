import sharp from 'sharp';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectUpload } from '../../../protocol';
import { IMAGE_MAX_BYTES, errorCodeOf } from '../../../protocol';
import { objects } from '../../db/schema';
import type { StoreName } from './fixture';
import {
  STORES,
  jpegWithGps,
  objectsFixture,
  pictureInfo,
  png,
  pngBomb,
  webmVoice,
} from './fixture';

const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);

describe.each(STORES)(
  'uploads (issue 12, core 5 chat image upload) on the %s store',
  (store: StoreName) => {
    let f: Awaited<ReturnType<typeof objectsFixture>>;
    beforeAll(async () => {
      f = await objectsFixture(store, 'Uploads');
    });
    afterAll(() => f.close());

    it('should report the store in use in /api/health', async () => {
      const res = await f.s.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.json().store).toBe(store);
    });

    it('should store a photo without its EXIF and GPS, turned upright, with a webp thumbnail', async () => {
      const original = await jpegWithGps(300, 200);
      const sent = await pictureInfo(original);
      expect(sent).toMatchObject({ width: 300, height: 200, orientation: 6 });
      expect(sent.exif).toBeDefined();
      const res = await f.upload('emma', original, {
        type: 'image/jpeg',
        name: 'IMG_0001.JPG',
      });
      expect(res.statusCode).toBe(201);
      const up: ObjectUpload = res.json();
      // Orientation 6 turns a 300x200 picture to 200x300.
      expect(up).toMatchObject({
        url: `/api/images/${up.ref}`,
        kind: 'image',
        mimeType: 'image/jpeg',
        width: 200,
        height: 300,
        thumbUrl: `/api/images/${up.ref}?thumb=1`,
      });
      const full = await f.inject('emma', 'GET', up.url);
      expect(full.statusCode).toBe(200);
      expect(full.headers['content-type']).toBe('image/jpeg');
      expect(full.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(full.headers['accept-ranges']).toBe('bytes');
      expect(Number(full.headers['content-length'])).toBe(up.size);
      const info = await pictureInfo(full.rawPayload);
      expect(info).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
      expect(info.exif).toBeUndefined();
      expect(info.orientation).toBeUndefined();
      expect(full.rawPayload.includes('Phone')).toBe(false);
      const thumb = await f.inject('emma', 'GET', up.thumbUrl!);
      expect(thumb.headers['content-type']).toBe('image/webp');
      expect(await pictureInfo(thumb.rawPayload)).toMatchObject({
        format: 'webp',
        width: 200,
        height: 300,
      });
      const row = await f.rowOf(up.ref);
      expect(row).toMatchObject({
        ownerId: 'u-emma',
        kind: 'image',
        size: up.size,
        messageId: null,
      });
    });

    it('should take PNG, GIF and WebP by their bytes, whatever type they claim', async () => {
      const gif = await sharp({
        create: { width: 20, height: 10, channels: 3, background: '#0f0' },
      })
        .gif()
        .toBuffer();
      const webp = await sharp({
        create: { width: 20, height: 10, channels: 3, background: '#00f' },
      })
        .webp()
        .toBuffer();
      for (const [bytes, mimeType] of [
        [await png(), 'image/png'],
        [gif, 'image/gif'],
        [webp, 'image/webp'],
      ] as const) {
        const res = await f.upload('emma', bytes, { type: 'text/plain', name: 'notes.txt' });
        expect(res.statusCode).toBe(201);
        expect(res.json().mimeType).toBe(mimeType);
      }
    });

    it('should keep a photo of exactly 5 MB and drop what was hidden after the picture', async () => {
      const jpeg = await jpegWithGps();
      const padded = Buffer.concat([jpeg, Buffer.alloc(IMAGE_MAX_BYTES - jpeg.length, 0x41)]);
      expect(padded.length).toBe(IMAGE_MAX_BYTES);
      const res = await f.upload('emma', padded, { type: 'image/jpeg' });
      expect(res.statusCode).toBe(201);
      expect(res.json().size).toBeLessThan(100_000);
    });

    const voice = webmVoice();
    const refusals: Array<
      [
        string,
        () => Promise<{ body: Buffer | Readable; kind?: string; type?: string; name?: string }>,
        number,
        string,
        string,
      ]
    > = [
      [
        'wrong bytes with an image name',
        async () => ({
          body: Buffer.from('This is not a picture at all, just words.'),
          type: 'image/jpeg',
          name: 'holiday.jpg',
        }),
        400,
        'Please select an image file',
        'invalid_file_type',
      ],
      [
        '5 MB + 1 byte',
        async () => ({
          body: Buffer.concat([
            await png(),
            Buffer.alloc(IMAGE_MAX_BYTES + 1 - (await png()).length),
          ]),
          type: 'image/png',
        }),
        413,
        'File size must be less than 5MB',
        'file_too_large',
      ],
      [
        '5 MB + 1 byte sent without a length',
        async () => ({
          body: Readable.from([Buffer.alloc(3 * 1024 * 1024), Buffer.alloc(2 * 1024 * 1024 + 1)]),
          type: 'image/png',
        }),
        413,
        'File size must be less than 5MB',
        'file_too_large',
      ],
      [
        'a pixel bomb (a small PNG declaring 30000x30000)',
        async () => ({ body: await pngBomb(), type: 'image/png', name: 'tiny.png' }),
        400,
        'Please select an image file',
        'invalid_file_type',
      ],
      [
        'a path in the name',
        async () => ({
          body: await png(),
          type: 'image/png',
          name: encodeURIComponent('../../etc/passwd.png'),
        }),
        400,
        'Please select an image file',
        'invalid_file_type',
      ],
      [
        'a backslash path in the name',
        async () => ({
          body: await png(),
          type: 'image/png',
          name: encodeURIComponent('..\\windows\\a.png'),
        }),
        400,
        'Please select an image file',
        'invalid_file_type',
      ],
      [
        'a control character in the name',
        async () => ({ body: await png(), type: 'image/png', name: 'a%0Ab.png' }),
        400,
        'Please select an image file',
        'invalid_file_type',
      ],
      [
        'a name that is not URI-encoded',
        async () => ({ body: await png(), type: 'image/png', name: '%E0%A4%A.png' }),
        400,
        'Please select an image file',
        'invalid_file_type',
      ],
      [
        'an SVG with a script',
        async () => ({ body: SVG_WITH_SCRIPT, type: 'image/svg+xml', name: 'logo.svg' }),
        400,
        'Please select an image file',
        'invalid_file_type',
      ],
      [
        'an empty file',
        async () => ({ body: Buffer.alloc(0), type: 'image/png' }),
        400,
        'Please select an image file',
        'invalid_file_type',
      ],
      [
        'a voice note sent as an image',
        async () => ({ body: voice, type: 'image/png' }),
        400,
        'Please select an image file',
        'invalid_file_type',
      ],
      [
        'a picture sent as a voice note',
        async () => ({ body: await png(), kind: 'voice', type: 'audio/webm' }),
        400,
        'Please select an audio file',
        'invalid_file_type',
      ],
      [
        'a voice note over 10 MB',
        async () => ({ body: webmVoice(10 * 1024 * 1024), kind: 'voice', type: 'audio/webm' }),
        413,
        'File size must be less than 10MB',
        'file_too_large',
      ],
    ];

    it.each(refusals)(
      "should refuse %s with the spec's words and store nothing",
      async (_name, make, status, error, reason) => {
        const rowsBefore = (await f.rowsOf('u-sofia')).length;
        const filesBefore = await f.storedFiles();
        const { body, kind, type, name } = await make();
        const res = await f.s.app.inject({
          method: 'POST',
          url: `/api/objects?kind=${kind ?? 'image'}`,
          headers: {
            cookie: f.cookies.sofia,
            'content-type': type ?? 'application/octet-stream',
            ...(name !== undefined ? { 'x-file-name': name } : {}),
          },
          payload: body,
        });
        expect(res.statusCode).toBe(status);
        expect(res.json()).toEqual({ error, code: errorCodeOf(error)!.code, reason });
        expect((await f.rowsOf('u-sofia')).length).toBe(rowsBefore);
        expect(await f.storedFiles()).toEqual(filesBefore);
      },
    );

    it('should take a WebM voice note by its bytes', async () => {
      const res = await f.upload('emma', voice, {
        kind: 'voice',
        type: 'audio/webm;codecs=opus',
        name: 'note.webm',
      });
      expect(res.statusCode).toBe(201);
      const up: ObjectUpload = res.json();
      expect(up).toMatchObject({
        kind: 'voice',
        mimeType: 'audio/webm',
        size: voice.length,
        url: `/api/objects/${up.ref}`,
      });
      expect(up.thumbUrl).toBeUndefined();
    });

    it('should answer 400, never 500, to a bad ref, kind or option', async () => {
      for (const url of [
        '/api/objects/abcdefgh%00ijk',
        '/api/images/..%2F..%2Fetc%2Fpasswd',
        '/api/images/short',
        `/api/images/${'a'.repeat(65)}`,
        '/api/objects/abcdefgh-ijk?thumb=yes',
        '/api/objects/recent?kind=video',
        '/api/objects/recent?limit=0',
      ]) {
        const res = await f.inject('emma', 'GET', url);
        expect(res.statusCode, url).toBe(400);
      }
      const res = await f.upload('emma', await png(), { kind: 'video' });
      expect(res.statusCode).toBe(400);
      const nul = await f.inject('emma', 'POST', '/api/objects/abcdefgh%00ijk/copy');
      expect(nul.statusCode).toBe(400);
    });

    it('should need a session to upload or read, and store nothing without one', async () => {
      const up = await f.uploaded('emma', await png());
      const rows = async () => (await f.s.app.ctx.db.select().from(objects)).length;
      const [rowsBefore, filesBefore] = [await rows(), await f.storedFiles()];
      const anonymous = await f.s.app.inject({ method: 'GET', url: up.url });
      expect(anonymous.statusCode).toBe(401);
      const post = await f.s.app.inject({
        method: 'POST',
        url: '/api/objects?kind=image',
        payload: await png(),
        headers: { 'content-type': 'image/png' },
      });
      expect(post.statusCode).toBe(401);
      expect(await rows()).toBe(rowsBefore);
      expect(await f.storedFiles()).toEqual(filesBefore);
    });

    it('should show an unsent upload to its owner only, as if nothing were there', async () => {
      const up = await f.uploaded('emma', await png());
      expect((await f.inject('emma', 'GET', up.url)).statusCode).toBe(200);
      for (const who of ['sofia', 'camille', 'lukas'] as const) {
        const res = await f.inject(who, 'GET', up.url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'Object not found', code: 'objectNotFound' });
        expect((await f.inject(who, 'GET', up.thumbUrl!)).statusCode).toBe(404);
      }
      const missing = await f.inject(
        'emma',
        'GET',
        '/api/images/00000000-0000-0000-0000-000000000000',
      );
      expect(missing.json()).toEqual({ error: 'Object not found', code: 'objectNotFound' });
    });
  },
);
