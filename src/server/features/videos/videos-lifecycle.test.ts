import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoParams } from '../../../protocol';
import { VIDEO_MAX_OPEN_UPLOADS } from '../../../protocol';
import type { StoreName } from '../objects/fixture';
import { STORES } from '../objects/fixture';
import type { TestClips, VideosFixture } from './fixture';
import { testClips, videosFixture, videoUploadCalls } from './fixture';

describe.each(STORES)(
  'videos: sweeps, races and open uploads (issue 17) on the %s store',
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

    it('should finish an upload once when two finishes race, and answer s3/params in its shape', async () => {
      const params = await f.inject(
        'emma',
        'GET',
        '/api/uploads/s3/params?filename=race.mp4&type=video%2Fmp4',
      );
      expect(params.statusCode, params.body).toBe(200);
      const up = params.json<VideoParams>();
      expect(up).toMatchObject({
        method: 'PUT',
        fields: {},
        headers: { 'content-type': 'video/mp4' },
      });
      expect((await f.put('emma', up.url, clips.mp4, up.headers)).status).toBe(200);
      const both = await Promise.all([finish(up.uploadId), finish(up.uploadId)]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([201, 404]);
      expect((await f.videoRows()).filter((v) => v.id === up.uploadId)).toHaveLength(1);
    });

    it('should refuse a file name holding half a surrogate pair, and start nothing', async () => {
      const before = (await f.videoRows()).length;
      const res = await f.inject('emma', 'POST', '/api/uploads/s3/multipart', {
        filename: 'clip\uD83D.mp4',
        type: 'video/mp4',
      });
      expect(res.statusCode).toBe(400);
      expect((await f.videoRows()).length).toBe(before);
    });

    it('should keep at most ten unfinished uploads per person, dropping the oldest', async () => {
      const mine = async () =>
        (await f.videoRows()).filter((v) => v.ownerId === 'u-sofia' && v.status === 'uploading');
      const first = await start({ filename: 'first.mp4' }, 'sofia');
      expect((await f.put('sofia', first.uploadURL, clips.mp4)).status).toBe(200);
      for (let i = 1; i < VIDEO_MAX_OPEN_UPLOADS; i++)
        await start({ filename: `${i}.mp4` }, 'sofia');
      expect(await mine()).toHaveLength(VIDEO_MAX_OPEN_UPLOADS);
      const last = await start({ filename: 'last.mp4' }, 'sofia');
      const open = await mine();
      expect(open).toHaveLength(VIDEO_MAX_OPEN_UPLOADS);
      expect(open.map((v) => v.id)).toContain(last.uploadId);
      expect(open.map((v) => v.id)).not.toContain(first.uploadId);
      expect(await f.s.app.ctx.objects.head(first.key)).toBeNull();
    });
  },
);
