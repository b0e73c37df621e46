import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { VideoUploadUrl } from '../../../protocol';
import { videos } from '../../db/schema';
import type { DiskStore } from '../../storage/disk-store';
import type { ChatWho } from '../../testing/chat-fixture';
import type { StoreName } from '../objects/fixture';
import { objectsFixture } from '../objects/fixture';

const run = promisify(execFile);

/** Test videos made with ffmpeg at set-up, into a temporary folder. */
export interface TestClips {
  /** 2 s of testsrc, 160x120, H.264 in MP4. */
  mp4: Buffer;
  /** 3 s of testsrc, 320x240, MPEG-4 part 2 in Matroska. */
  mkv: Buffer;
  /** 2 s of noise at 640x360, about 13 MB: three parts of a multipart upload. */
  big: Buffer;
  close(): Promise<void>;
}

export async function testClips(): Promise<TestClips> {
  const dir = await mkdtemp(join(tmpdir(), 'allo-clips-'));
  const make = async (name: string, args: string[]) => {
    await run('ffmpeg', ['-v', 'error', '-y', ...args, join(dir, name)]);
    return readFile(join(dir, name));
  };
  const mp4 = await make('clip.mp4', [
    ...['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10', '-t', '2', '-pix_fmt', 'yuv420p'],
  ]);
  const mkv = await make('clip.mkv', [
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10', '-t', '3', '-c:v', 'mpeg4'],
  ]);
  const big = await make('big.mp4', [
    ...['-f', 'lavfi', '-i', 'nullsrc=s=640x360:r=25,geq=random(1)*255:128:128', '-t', '2'],
    ...['-c:v', 'mpeg4', '-q:v', '2', '-pix_fmt', 'yuv420p'],
  ]);
  return { mp4, mkv, big, close: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * The objects fixture (a chat fixture on the disk store or a fresh s3rver, with what is really
 * stored counted from the store's own files) and what the video suites add: an absolute URL
 * for an upload URL (the disk store's are paths of our server), a PUT to it as someone, the
 * videos table, and the multipart parts left on disk.
 */
export async function videosFixture(store: StoreName) {
  const f = await objectsFixture(store, 'Videos');
  const absolute = (url: string) => (url.startsWith('/') ? `${f.s.url}${url}` : url);
  /** A PUT of `body` to an upload URL, with `who`'s cookie when it is our own route. */
  const put = (
    who: ChatWho,
    url: string,
    body: Buffer | ReadableStream<Uint8Array>,
    headers: Record<string, string> = {},
  ) =>
    fetch(absolute(url), {
      method: 'PUT',
      body,
      headers: { ...(url.startsWith('/') ? { cookie: f.cookies[who] } : {}), ...headers },
      ...(body instanceof Buffer ? {} : { duplex: 'half' }),
    } as RequestInit);
  const videoRows = () => f.s.app.ctx.db.select().from(videos);
  const videoRow = async (id: string) =>
    (await f.s.app.ctx.db.select().from(videos).where(eq(videos.id, id)))[0];
  /** Part files of unfinished disk multipart uploads (none on S3: s3rver keeps its own). */
  const diskParts = async (): Promise<string[]> => {
    if (store !== 'disk') return [];
    const disk = f.s.app.ctx.objects as DiskStore;
    const entries = await readdir(join(disk.root, 'parts'), { recursive: true }).catch(() => []);
    return entries.filter((e) => /\d+-[0-9a-f]{32}$/.test(String(e))).map(String);
  };
  return { ...f, absolute, put, videoRows, videoRow, diskParts };
}

export type VideosFixture = Awaited<ReturnType<typeof videosFixture>>;

/**
 * The upload calls the video suites share: `start` a single-PUT upload as Emma (or someone),
 * checking the answer's shape, and `finish` one. `fixture` is read at call time (it is made in
 * the suite's beforeAll).
 */
export function videoUploadCalls(fixture: () => VideosFixture) {
  const start = async (payload?: object, who: 'emma' | 'sofia' = 'emma') => {
    const res = await fixture().inject(who, 'POST', '/api/objects/upload', payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<VideoUploadUrl>();
  };
  const finish = (uploadId: string, who: 'emma' | 'sofia' = 'emma', extra: object = {}) =>
    fixture().inject(who, 'POST', '/api/videos', { uploadId, ...extra });
  return { start, finish };
}

/** A stream of `size` bytes in 1 MB chunks, made as it is read (never all in memory). */
export function bytesStream(size: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(1024 * 1024).fill(7);
  let left = size;
  return new ReadableStream({
    pull(controller) {
      if (left <= 0) return controller.close();
      const n = Math.min(left, chunk.length);
      controller.enqueue(n === chunk.length ? chunk : chunk.subarray(0, n));
      left -= n;
    },
  });
}
