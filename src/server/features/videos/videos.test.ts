import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MultipartCreated, MultipartSignedPart, Video } from '../../../protocol';
import { VIDEO_MAX_BYTES, VIDEO_TEXT, VIDEO_UPLOAD_TTL_MS } from '../../../protocol';
import type { StoreName } from '../objects/fixture';
import { STORES, png } from '../objects/fixture';
import type { TestClips, VideosFixture } from './fixture';
import { bytesStream, testClips, videosFixture, videoUploadCalls } from './fixture';
import { videoUploadsSweep } from './sweeper';

const M = '/api/uploads/s3/multipart';

describe.each(STORES)(
  'videos (issue 17, secondary 2, 5, 7) on the %s store',
  (store: StoreName) => {
    let f: VideosFixture;
    let clips: TestClips;
    beforeAll(async () => {
      clips = await testClips();
      f = await videosFixture(store);
    });
    afterAll(async () => {
      await f.close();
      await clips.close();
    });
    const { start, finish } = videoUploadCalls(() => f);

    it('should need a session for every video route, and store nothing without one', async () => {
      const before = { rows: await f.videoRows(), files: await f.storedFiles() };
      for (const [method, url] of [
        ['POST', '/api/objects/upload'],
        ['GET', '/api/videos'],
        ['POST', '/api/videos'],
        ['POST', M],
        ['PUT', '/api/objects/upload/video/x?signature=a'],
      ] as const) {
        const res = await f.s.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
      expect(await f.videoRows()).toEqual(before.rows);
      expect(await f.storedFiles()).toEqual(before.files);
    });

    it('should take a presigned PUT, probe it, thumbnail it and list it newest first', async () => {
      const up = await start({ filename: 'clip.mp4', type: 'video/mp4', size: clips.mp4.length });
      expect(up).toMatchObject({ method: 'PUT', headers: { 'content-type': 'video/mp4' } });
      if (store === 's3') expect(up.uploadURL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/allo-test\//);
      else expect(up.uploadURL).toMatch(/^\/api\/objects\/upload\/video\//);
      expect((await f.videoRow(up.uploadId))?.status).toBe('uploading');
      const put = await f.put('emma', up.uploadURL, clips.mp4, up.headers);
      expect(put.status).toBe(200);

      const res = await finish(up.uploadId, 'emma', {
        title: 'Test card',
        description: 'Colours #test #ffmpeg #test',
      });
      expect(res.statusCode, res.body).toBe(201);
      const video = res.json<Video>();
      expect(video).toMatchObject({
        id: up.uploadId,
        videoUrl: `/api/videos/${up.uploadId}/file`,
        thumbnailUrl: `/api/videos/${up.uploadId}/thumbnail`,
        title: 'Test card',
        hashtags: ['test', 'ffmpeg'],
        width: 160,
        height: 120,
        durationMs: 2000,
        size: clips.mp4.length,
        mimeType: 'video/mp4',
        likeCount: 0,
        creator: { id: 'u-emma', displayName: expect.any(String) },
      });
      expect(await f.videoRow(up.uploadId)).toMatchObject({
        status: 'ready',
        ownerId: 'u-emma',
        durationMs: 2000,
        thumbKey: `${up.key}.thumb`,
        originalName: 'clip.mp4',
      });
      expect(await f.s.app.ctx.objects.head(up.key)).toMatchObject({ size: clips.mp4.length });

      // Sofia sees it in the feed, plays a range of it and sees its thumbnail.
      const list = await f.inject('sofia', 'GET', '/api/videos');
      expect(list.json<Video[]>()[0]).toMatchObject({ id: up.uploadId, title: 'Test card' });
      const range = await f.inject('sofia', 'GET', video.videoUrl, undefined, {
        range: 'bytes=0-99',
      });
      expect(range.statusCode).toBe(206);
      expect(range.headers['content-range']).toBe(`bytes 0-99/${clips.mp4.length}`);
      expect(range.rawPayload.equals(clips.mp4.subarray(0, 100))).toBe(true);
      const thumb = await f.inject('sofia', 'GET', video.thumbnailUrl);
      expect(thumb.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({
        format: 'jpeg',
        width: 160,
        height: 120,
      });

      // Finished once: a second finish is refused, nothing changes.
      const again = await finish(up.uploadId);
      expect(again.statusCode).toBe(404);
      expect(again.json().error).toBe(VIDEO_TEXT.nonexistent);
    });

    it("should take the spec's upload call with no payload, and a Matroska file's duration", async () => {
      const up = await start();
      expect(up.headers).toEqual({});
      expect(
        (await f.put('emma', up.uploadURL, clips.mkv, { 'content-type': 'video/x-matroska' }))
          .status,
      ).toBe(200);
      const res = await finish(up.uploadId);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<Video>()).toMatchObject({
        durationMs: 3000,
        width: 320,
        height: 240,
        mimeType: 'video/x-matroska',
      });
      const thumb = await f.inject('emma', 'GET', res.json<Video>().thumbnailUrl);
      expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 320, height: 240 });
      // Newest first.
      const list = (await f.inject('emma', 'GET', '/api/videos')).json<Video[]>();
      expect(list[0]!.id).toBe(up.uploadId);
      // Paged by `before`: the next page starts below the last one's oldest.
      const page = (await f.inject('emma', 'GET', '/api/videos?limit=1')).json<Video[]>();
      expect(page.map((v) => v.id)).toEqual([up.uploadId]);
      const before = encodeURIComponent(page[0]!.createdAt);
      const next = (await f.inject('emma', 'GET', `/api/videos?before=${before}`)).json<Video[]>();
      expect(next.map((v) => v.id)).toEqual(list.slice(1).map((v) => v.id));
    });

    it('should refuse a name that is not a video and a declared size over 100 MB, making nothing', async () => {
      const before = (await f.videoRows()).length;
      const named = await f.inject('emma', 'POST', '/api/objects/upload', {
        filename: 'notes.txt',
      });
      expect(named.statusCode).toBe(400);
      expect(named.json()).toMatchObject({
        error: VIDEO_TEXT.invalidType,
        reason: 'invalid_file_type',
      });
      const big = await f.inject('emma', 'POST', '/api/objects/upload', {
        filename: 'big.mp4',
        size: VIDEO_MAX_BYTES + 1,
      });
      expect(big.statusCode).toBe(413);
      expect(big.json()).toMatchObject({ error: VIDEO_TEXT.tooLarge, reason: 'file_too_large' });
      expect((await f.videoRows()).length).toBe(before);
    });

    it('should refuse a picture named .mp4 and keep nothing, in the table or the store', async () => {
      const files = await f.storedFiles();
      const up = await start({ filename: 'holiday.mp4', type: 'video/mp4' });
      expect((await f.put('emma', up.uploadURL, await png(), up.headers)).status).toBe(200);
      expect((await f.storedFiles()).length).toBe(files.length + 1);
      const res = await finish(up.uploadId);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: VIDEO_TEXT.invalidType,
        reason: 'invalid_file_type',
      });
      expect(await f.videoRow(up.uploadId)).toBeUndefined();
      expect(await f.s.app.ctx.objects.head(up.key)).toBeNull();
      expect(await f.storedFiles()).toEqual(files);
    });

    it('should refuse 100 MB + 1 byte sent to a URL, and keep nothing', async () => {
      const files = await f.storedFiles();
      const up = await start({ filename: 'long.mp4' });
      const put = await f.put('emma', up.uploadURL, bytesStream(VIDEO_MAX_BYTES + 1)).catch(
        // The server may close the connection before the body has all gone.
        () => null,
      );
      if (store === 'disk') {
        // Refused while streaming, as soon as it passed 100 MB.
        if (put) expect(put.status).toBe(413);
        expect(await f.videoRow(up.uploadId)).toBeUndefined();
      } else {
        // S3 takes any size on a presigned PUT: finishing finds it too large.
        expect(put?.status).toBe(200);
        const res = await finish(up.uploadId);
        expect(res.statusCode).toBe(413);
        expect(res.json().error).toBe(VIDEO_TEXT.tooLarge);
      }
      expect(await f.videoRow(up.uploadId)).toBeUndefined();
      expect(await f.s.app.ctx.objects.head(up.key)).toBeNull();
      expect(await f.storedFiles()).toEqual(files);
    }, 60_000);

    it("should refuse another user's upload URL and upload id, storing nothing", async () => {
      const files = await f.storedFiles();
      const up = await start({ filename: 'mine.mp4', type: 'video/mp4' });
      if (store === 'disk') {
        const put = await f.put('sofia', up.uploadURL, clips.mp4, up.headers);
        expect(put.status).toBe(403);
        expect(await f.s.app.ctx.objects.head(up.key)).toBeNull();
        // Tampered: another key under the same signature.
        const other = up.uploadURL.replace(up.key, 'video/elsewhere');
        expect((await f.put('emma', other, clips.mp4, up.headers)).status).toBe(403);
        expect(await f.storedFiles()).toEqual(files);
      }
      // Sofia cannot finish Emma's upload, nor sign, list or abort it as a multipart one.
      expect((await f.put('emma', up.uploadURL, clips.mp4, up.headers)).status).toBe(200);
      const stolen = await finish(up.uploadId, 'sofia');
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json().error).toBe(VIDEO_TEXT.nonexistent);
      expect((await f.videoRow(up.uploadId))?.status).toBe('uploading');
      // Emma still can.
      expect((await finish(up.uploadId)).statusCode).toBe(201);
      expect((await f.videoRow(up.uploadId))?.ownerId).toBe('u-emma');
    });

    it("should refuse an expired upload URL in Uppy's words", async () => {
      const up = await start({ filename: 'late.mp4' });
      // s3rver runs in this process: it sees the same clock.
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + 2 * 60 * 60 * 1000);
        const put = await f.put('emma', up.uploadURL, clips.mp4);
        expect(put.status).toBe(403);
        // Ours in JSON; S3's in its XML, in the same words.
        expect(await put.text()).toContain(VIDEO_TEXT.expired);
      } finally {
        vi.useRealTimers();
      }
      expect(await f.s.app.ctx.objects.head(up.key)).toBeNull();
    });

    it('should sweep uploads never finished after a day, bytes and parts with them, and keep the ready', async () => {
      const ready = (await f.videoRows()).filter((v) => v.status === 'ready').map((v) => v.id);
      expect(ready.length).toBeGreaterThan(0);
      const single = await start({ filename: 'left.mp4' });
      expect((await f.put('emma', single.uploadURL, clips.mp4)).status).toBe(200);
      const multi = (
        await f.inject('emma', 'POST', M, { filename: 'left-too.mp4' })
      ).json<MultipartCreated>();
      const q = `?key=${encodeURIComponent(multi.key)}`;
      const part = (
        await f.inject('emma', 'GET', `${M}/${multi.uploadId}/1${q}`)
      ).json<MultipartSignedPart>();
      expect((await f.put('emma', part.url, clips.mp4)).status).toBe(200);

      const clock = f.s.app.ctx.clock.now;
      try {
        // Not yet a day: kept.
        f.s.app.ctx.clock.now = () => new Date(Date.now() + VIDEO_UPLOAD_TTL_MS - 60_000);
        await videoUploadsSweep(f.s.app.ctx);
        expect(await f.videoRow(single.uploadId)).toBeDefined();
        f.s.app.ctx.clock.now = () => new Date(Date.now() + VIDEO_UPLOAD_TTL_MS + 60_000);
        expect(await videoUploadsSweep(f.s.app.ctx)).toBeGreaterThanOrEqual(2);
      } finally {
        f.s.app.ctx.clock.now = clock;
      }
      expect(await f.videoRow(single.uploadId)).toBeUndefined();
      expect(await f.videoRow(multi.uploadId)).toBeUndefined();
      expect(await f.s.app.ctx.objects.head(single.key)).toBeNull();
      expect(await f.diskParts()).toEqual([]);
      const left = (await f.videoRows()).map((v) => v.id);
      expect(left.sort()).toEqual([...ready].sort());
    });

    it('should refuse a PUT longer than the size it declared', async () => {
      const files = await f.storedFiles();
      const up = await start({ filename: 'sized.mp4', size: clips.mp4.length - 1 });
      const put = await f.put('emma', up.uploadURL, clips.mp4).catch(() => null);
      expect(put?.status ?? 0).not.toBe(200);
      expect(await f.s.app.ctx.objects.head(up.key)).toBeNull();
      expect(await f.storedFiles()).toEqual(files);
      // The disk store drops an upload it refused; on S3 it waits for bytes that fit.
      expect((await f.videoRow(up.uploadId))?.status).toBe(
        store === 'disk' ? undefined : 'uploading',
      );
    });
  },
);
