import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MultipartCompleted,
  MultipartCreated,
  MultipartPart,
  MultipartSignedPart,
} from '../../../protocol';
import { VIDEO_MIN_PART_BYTES, VIDEO_TEXT } from '../../../protocol';
import type { StoreName } from '../objects/fixture';
import { STORES } from '../objects/fixture';
import type { TestClips, VideosFixture } from './fixture';
import { testClips, videosFixture, videoUploadCalls } from './fixture';

const M = '/api/uploads/s3/multipart';

describe.each(STORES)(
  'videos: multipart uploads (issue 17) on the %s store',
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

    it('should resume a multipart upload: parts sent, listed after an interruption, the rest sent, completed', async () => {
      const created = await f.inject('emma', 'POST', M, {
        filename: 'big.mp4',
        type: 'video/mp4',
        metadata: { name: 'big.mp4' },
      });
      expect(created.statusCode, created.body).toBe(200);
      const { key, uploadId } = created.json<MultipartCreated>();
      const q = `?key=${encodeURIComponent(key)}`;
      const chunks = [
        clips.big.subarray(0, VIDEO_MIN_PART_BYTES),
        clips.big.subarray(VIDEO_MIN_PART_BYTES, 2 * VIDEO_MIN_PART_BYTES),
        clips.big.subarray(2 * VIDEO_MIN_PART_BYTES),
      ];
      expect(chunks[2]!.length).toBeGreaterThan(0);
      const sendPart = async (n: number) => {
        const signed = await f.inject('emma', 'GET', `${M}/${uploadId}/${n}${q}`);
        expect(signed.statusCode, signed.body).toBe(200);
        const { url, expires } = signed.json<MultipartSignedPart>();
        expect(expires).toBeGreaterThan(0);
        const put = await f.put('emma', url, chunks[n - 1]!);
        expect(put.status).toBe(200);
        return { PartNumber: n, ETag: put.headers.get('etag')! };
      };
      // Sofia cannot sign a part of it, in Uppy's words for a missing part number either.
      expect((await f.inject('sofia', 'GET', `${M}/${uploadId}/1${q}`)).statusCode).toBe(404);
      const missing = await f.inject('emma', 'GET', `${M}/${uploadId}/0${q}`);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toBe(VIDEO_TEXT.signMissing);

      const first = [await sendPart(1), await sendPart(2)];
      // The tab closed: the client knows only the upload id and key. It lists what is stored.
      let parts: { PartNumber: number; ETag: string }[] = first;
      if (store === 'disk') {
        const listed = await f.inject('emma', 'GET', `${M}/${uploadId}${q}`);
        expect(listed.statusCode).toBe(200);
        expect(listed.json<MultipartPart[]>()).toEqual([
          { PartNumber: 1, ETag: first[0]!.ETag, Size: VIDEO_MIN_PART_BYTES },
          { PartNumber: 2, ETag: first[1]!.ETag, Size: VIDEO_MIN_PART_BYTES },
        ]);
        parts = listed.json<MultipartPart[]>();
        expect((await f.inject('sofia', 'GET', `${M}/${uploadId}${q}`)).statusCode).toBe(404);
        expect((await f.diskParts()).length).toBe(2);
      }
      // (s3rver 4.0.3 does not implement ListParts; real S3 and MinIO do, through the same call.)
      parts = [
        ...parts.map((p) => ({ PartNumber: p.PartNumber, ETag: p.ETag })),
        await sendPart(3),
      ];
      const done = await f.inject('emma', 'POST', `${M}/${uploadId}/complete${q}`, {
        parts,
        title: 'Noise',
      });
      expect(done.statusCode, done.body).toBe(200);
      const completed = done.json<MultipartCompleted>();
      expect(completed.location).toBe(`/api/videos/${uploadId}/file`);
      expect(completed.video).toMatchObject({
        width: 640,
        height: 360,
        durationMs: 2000,
        size: clips.big.length,
      });
      const whole = await f.inject('sofia', 'GET', completed.video.videoUrl);
      expect(whole.rawPayload.equals(clips.big)).toBe(true);
      expect(await f.diskParts()).toEqual([]);
    }, 60_000);

    it('should abort a multipart upload: its row and parts go', async () => {
      const created = (
        await f.inject('emma', 'POST', M, { filename: 'gone.mp4', type: 'video/mp4' })
      ).json<MultipartCreated>();
      const q = `?key=${encodeURIComponent(created.key)}`;
      const signed = (
        await f.inject('emma', 'GET', `${M}/${created.uploadId}/1${q}`)
      ).json<MultipartSignedPart>();
      expect((await f.put('emma', signed.url, clips.mp4)).status).toBe(200);
      expect((await f.inject('sofia', 'DELETE', `${M}/${created.uploadId}${q}`)).statusCode).toBe(
        404,
      );
      // (s3rver 4.0.3 does not implement AbortMultipartUpload either: its parts stay there; the
      // row goes all the same, and S3 itself drops the parts.)
      const res = await f.inject('emma', 'DELETE', `${M}/${created.uploadId}${q}`);
      expect(res.statusCode).toBe(200);
      expect(await f.videoRow(created.uploadId)).toBeUndefined();
      expect(await f.diskParts()).toEqual([]);
    });

    it('should refuse a multipart upload that is not a video once joined, keeping nothing', async () => {
      const files = await f.storedFiles();
      const created = (
        await f.inject('emma', 'POST', M, { filename: 'fake.mp4', type: 'video/mp4' })
      ).json<MultipartCreated>();
      const q = `?key=${encodeURIComponent(created.key)}`;
      const signed = (
        await f.inject('emma', 'GET', `${M}/${created.uploadId}/1${q}`)
      ).json<MultipartSignedPart>();
      const put = await f.put('emma', signed.url, Buffer.alloc(4096, 'x'));
      const ETag = put.headers.get('etag')!;
      const done = await f.inject('emma', 'POST', `${M}/${created.uploadId}/complete${q}`, {
        parts: [{ PartNumber: 1, ETag }],
      });
      expect(done.statusCode).toBe(400);
      expect(done.json().error).toBe(VIDEO_TEXT.invalidType);
      expect(await f.videoRow(created.uploadId)).toBeUndefined();
      expect(await f.s.app.ctx.objects.head(created.key)).toBeNull();
      expect(await f.storedFiles()).toEqual(files);
      expect(await f.diskParts()).toEqual([]);
    });

    it('should let an upload finished too early, or with a wrong part, be finished again', async () => {
      const up = await start({ filename: 'early.mp4' });
      const early = await finish(up.uploadId);
      expect(early.statusCode).toBe(400);
      expect(early.json().error).toBe(VIDEO_TEXT.failed);
      expect((await f.videoRow(up.uploadId))?.status).toBe('uploading');
      expect((await f.put('emma', up.uploadURL, clips.mp4)).status).toBe(200);
      expect((await finish(up.uploadId)).statusCode).toBe(201);

      const created = (
        await f.inject('emma', 'POST', M, { filename: 'parts.mp4' })
      ).json<MultipartCreated>();
      const q = `?key=${encodeURIComponent(created.key)}`;
      const signed = (
        await f.inject('emma', 'GET', `${M}/${created.uploadId}/1${q}`)
      ).json<MultipartSignedPart>();
      const ETag = (await f.put('emma', signed.url, clips.mp4)).headers.get('etag')!;
      const complete = (parts: object[]) =>
        f.inject('emma', 'POST', `${M}/${created.uploadId}/complete${q}`, { parts });
      // (s3rver 4.0.3 joins parts without comparing their ETags; S3 answers InvalidPart.)
      if (store === 'disk') {
        const wrong = await complete([{ PartNumber: 1, ETag: `"${'0'.repeat(32)}"` }]);
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json().error).toBe(VIDEO_TEXT.failed);
        expect((await f.videoRow(created.uploadId))?.status).toBe('uploading');
      }
      const right = await complete([{ PartNumber: 1, ETag }]);
      expect(right.statusCode, right.body).toBe(200);
      expect(right.json<MultipartCompleted>().video).toMatchObject({ durationMs: 2000 });
    });
  },
);
