import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MultipartCreated, Video, VideoUploadUrl } from '../../../protocol';
import { UNAVAILABLE } from '../../kernel/unavailable';
import type { TestClips } from './fixture';
import { testClips, videosFixture } from './fixture';

/**
 * The S3 endpoint goes away between an upload's PUT and its finish, and comes back (same port,
 * same files): the finish answers 503 and loses nothing, the upload stays the person's to
 * finish, starting a multipart upload answers 503 and makes nothing; afterwards the same finish
 * works.
 */
describe('videos while S3 is unreachable (issue 17)', () => {
  let f: Awaited<ReturnType<typeof videosFixture>>;
  let clips: TestClips;
  beforeAll(async () => {
    clips = await testClips();
    f = await videosFixture('s3');
  });
  afterAll(async () => {
    await f.s3?.start();
    await f.close();
    await clips.close();
  });

  it('should answer 503, keep the upload and its bytes, and finish it once S3 is back', async () => {
    const up = (
      await f.inject('emma', 'POST', '/api/objects/upload', { filename: 'outage.mp4' })
    ).json<VideoUploadUrl>();
    expect((await f.put('emma', up.uploadURL, clips.mp4)).status).toBe(200);
    const rows = (await f.videoRows()).length;

    await f.s3!.stop();
    const finish = await f.inject('emma', 'POST', '/api/videos', { uploadId: up.uploadId });
    expect(finish.statusCode).toBe(503);
    expect(finish.json()).toEqual({ error: UNAVAILABLE, code: 'serviceUnavailable' });
    expect((await f.videoRow(up.uploadId))?.status).toBe('uploading');
    const multipart = await f.inject('emma', 'POST', '/api/uploads/s3/multipart', {
      filename: 'later.mp4',
    });
    expect(multipart.statusCode).toBe(503);
    expect((await f.videoRows()).length).toBe(rows);

    await f.s3!.start();
    const again = await f.inject('emma', 'POST', '/api/videos', { uploadId: up.uploadId });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<Video>()).toMatchObject({ durationMs: 2000, width: 160, height: 120 });
    const created = await f.inject('emma', 'POST', '/api/uploads/s3/multipart', {
      filename: 'later.mp4',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json<MultipartCreated>().uploadId).toBeTruthy();
  });
});
