import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectUpload, VideoUploadUrl } from '../../../protocol';
import { objects, videos } from '../../db/schema';
import type { DiskStore } from '../../storage/disk-store';
import { videosFixture } from '../videos/fixture';
import type { StoreName } from './fixture';
import { STORES, png, webmVoice } from './fixture';

/**
 * What a user uploads is never served as something a browser would run: the bytes decide the
 * type (never the name or the claimed type), a refused upload keeps nothing, a client's file
 * name never becomes a path or a key, and every answer carries the stored, checked type with
 * nosniff, or is a download when that type is not one the app shows.
 */

const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="10" height="10">' +
    '<script>alert(document.cookie)</script></svg>',
);
const HTML_PAGE = Buffer.from(
  '<!doctype html><html><body><script>fetch("/api/session")</script></body></html>',
);
/** A GIF's first bytes, then a page: what a sniffing browser could take for HTML. */
const GIF_POLYGLOT = Buffer.concat([Buffer.from('GIF89a'), HTML_PAGE]);

describe.each(STORES)('upload safety on the %s store', (store: StoreName) => {
  let f: Awaited<ReturnType<typeof videosFixture>>;
  beforeAll(async () => {
    f = await videosFixture(store);
  });
  afterAll(() => f.close());

  /** Every object row and every stored file: a refusal must change neither. */
  const everything = async () => ({
    rows: (await f.s.app.ctx.db.select({ id: objects.id }).from(objects)).length,
    files: await f.storedFiles(),
  });

  it.each([
    [
      'an SVG with a script, named .png and sent as image/png',
      SVG_WITH_SCRIPT,
      'image/png',
      'logo.png',
      'image',
    ],
    ['an SVG sent as what it is', SVG_WITH_SCRIPT, 'image/svg+xml', 'logo.svg', 'image'],
    ['an HTML page named .png', HTML_PAGE, 'image/png', 'photo.png', 'image'],
    ['an HTML page sent as a voice note', HTML_PAGE, 'audio/webm', 'note.webm', 'voice'],
    ['an HTML page behind a GIF header', GIF_POLYGLOT, 'image/gif', 'cat.gif', 'image'],
  ])('should refuse %s and keep nothing', async (_what, bytes, type, name, kind) => {
    const before = await everything();
    const res = await f.upload('sofia', bytes, { kind, type, name });
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('invalid_file_type');
    expect(await everything()).toEqual(before);
  });

  it.each([
    ['a parent path', encodeURIComponent('../../x.png')],
    ['a Windows path', encodeURIComponent('..\\..\\x.png')],
    ['a NUL', 'x%00.png'],
    ['a name of 300 characters', `${'a'.repeat(296)}.png`],
  ])(
    'should refuse a file name with %s, write nothing anywhere, and keep nothing',
    async (_what, name) => {
      const before = await everything();
      const res = await f.upload('sofia', await png(), { type: 'image/png', name });
      expect(res.statusCode).toBe(400);
      expect(res.json().reason).toBe('invalid_file_type');
      expect(await everything()).toEqual(before);
      if (store === 'disk') {
        // Nothing landed beside or above the store's folder either.
        const root = (f.s.app.ctx.objects as DiskStore).root;
        for (const dir of [root, join(root, '..'), join(root, '..', '..'), join(root, 'data')]) {
          expect(existsSync(join(dir, 'x.png'))).toBe(false);
        }
      }
    },
  );

  it('should serve a picture as the type its bytes are, whatever it claimed, shown but never sniffed', async () => {
    // A real picture with a page after it, sent as HTML: stored as a re-encoded PNG.
    const sent = Buffer.concat([await png(), HTML_PAGE]);
    const res = await f.upload('emma', sent, { type: 'text/html', name: 'page.html' });
    expect(res.statusCode).toBe(201);
    const up: ObjectUpload = res.json();
    expect(up.mimeType).toBe('image/png');
    // The key is the server's own, never the name the client gave.
    const row = (await f.s.app.ctx.db.select().from(objects).where(eq(objects.id, up.ref)))[0]!;
    expect(row.key).toBe(`image/${up.ref}`);

    for (const url of [up.url, `/api/objects/${up.ref}`, up.thumbUrl!]) {
      const got = await f.inject('emma', 'GET', url);
      expect(got.statusCode, url).toBe(200);
      expect(got.headers['content-type']).toMatch(/^image\/(png|webp)$/);
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(got.headers['content-security-policy']).toContain('sandbox');
      // A picture the app shows is shown.
      expect(got.headers['content-disposition']).toBeUndefined();
      expect(got.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    }
  });

  it('should serve a voice note as its checked audio type', async () => {
    const res = await f.upload('emma', webmVoice(), { kind: 'voice', type: 'text/html' });
    expect(res.statusCode).toBe(201);
    const got = await f.inject('emma', 'GET', res.json<ObjectUpload>().url);
    expect(got.headers['content-type']).toBe('audio/webm');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-disposition']).toBeUndefined();
  });

  it.each(['image/svg+xml', 'text/html', 'application/xhtml+xml', 'text/xml'])(
    'should serve a stored object whose type is %s as a download of plain bytes, never shown',
    async (type) => {
      // No check ever stores such a type: this row is planted, as a bug or an old row would be.
      const up = await f.uploaded('emma', await png());
      await f.s.app.ctx.db.update(objects).set({ mimeType: type }).where(eq(objects.id, up.ref));
      const got = await f.inject('emma', 'GET', up.url);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('application/octet-stream');
      expect(got.headers['content-disposition']).toMatch(/^attachment;/);
      expect(got.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('should serve an avatar planted with a type not to show as a download', async () => {
    const put = await f.inject('emma', 'POST', '/api/users/me/avatar', await png(600, 600), {
      'content-type': 'image/png',
    });
    expect(put.statusCode).toBe(200);
    const url: string = put.json().avatar;
    const shown = await f.inject('sofia', 'GET', url);
    expect(shown.headers['content-type']).toBe('image/webp');
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    expect(shown.headers['content-disposition']).toBeUndefined();

    const ref = url.split('/').pop()!;
    await f.s.app.ctx.db
      .update(objects)
      .set({ mimeType: 'image/svg+xml' })
      .where(eq(objects.id, ref));
    const planted = await f.inject('sofia', 'GET', url);
    expect(planted.headers['content-type']).toBe('application/octet-stream');
    expect(planted.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it.each([
    ['a parent path', '../../x.mp4'],
    ['a Windows path', '..\\..\\x.mp4'],
    ['a NUL', 'x\u0000.mp4'],
    ['a name of 300 characters', `${'a'.repeat(296)}.mp4`],
  ])('should refuse a video whose name has %s, making nothing', async (_what, filename) => {
    const before = (await f.videoRows()).length;
    const files = await f.storedFiles();
    const res = await f.inject('emma', 'POST', '/api/objects/upload', { filename });
    expect(res.statusCode).toBe(400);
    expect((await f.videoRows()).length).toBe(before);
    expect(await f.storedFiles()).toEqual(files);
  });

  it('should refuse an HTML page uploaded as a video, keeping nothing, and never serve it meanwhile', async () => {
    const start = await f.inject('emma', 'POST', '/api/objects/upload', {
      filename: 'clip.mp4',
      type: 'video/mp4',
    });
    expect(start.statusCode).toBe(200);
    const up = start.json<VideoUploadUrl>();
    const files = await f.storedFiles();
    expect((await f.put('emma', up.uploadURL, HTML_PAGE, up.headers)).status).toBe(200);
    // Uploaded but not checked yet: nothing serves it.
    for (const who of ['emma', 'sofia'] as const) {
      const early = await f.inject(who, 'GET', `/api/videos/${up.uploadId}/file`);
      expect(early.statusCode).toBe(404);
    }
    const done = await f.inject('emma', 'POST', '/api/videos', { uploadId: up.uploadId });
    expect(done.statusCode).toBe(400);
    expect(done.json().reason).toBe('invalid_file_type');
    expect(await f.s.app.ctx.db.select().from(videos).where(eq(videos.id, up.uploadId))).toEqual(
      [],
    );
    expect(await f.storedFiles()).toEqual(files);
  });
});
