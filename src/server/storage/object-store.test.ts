import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testS3 } from '../testing/s3-server';
import type { TestS3 } from '../testing/s3-server';
import { DiskStore } from './disk-store';
import { objectStoreContract, streamBytes } from './object-store.contract';
import { StoreRefusal } from './object-store';
import { S3Store } from './s3-store';

objectStoreContract('disk', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'allo-store-'));
  const store = await DiskStore.open(dir);
  return { store, close: () => rm(dir, { recursive: true, force: true }) };
});

objectStoreContract('s3 (s3rver)', async () => {
  const s3 = await testS3();
  const store = new S3Store(s3.config);
  await store.check();
  return {
    store,
    async close() {
      await store.close();
      await s3.close();
    },
  };
});

describe('DiskStore', () => {
  let dir: string;
  let store: DiskStore;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'allo-store-'));
    store = await DiskStore.open(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('should keep every file inside its folder and leave no temporary file behind', async () => {
    await store.put('image/a', Buffer.from('a'), 'image/png');
    await store.copy('image/a', 'image/b');
    await expect(store.put('../outside', Buffer.from('x'), 'image/png')).rejects.toThrow();
    expect((await readdir(dir)).sort()).toEqual(['data', 'meta', 'tmp']);
    expect(await readdir(join(dir, 'tmp'))).toEqual([]);
    expect((await readdir(join(dir, 'data', 'image'))).sort()).toEqual(['a', 'b']);
  });

  it('should sign upload URLs it alone can check, for their key and type, until they expire', async () => {
    const url = new URL(await store.uploadUrl('video/v1', 'video/mp4', 60), 'http://x');
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature')!;
    expect(url.pathname).toBe('/api/objects/upload/video/v1');
    expect(store.uploadUrlCheck('video/v1', 'video/mp4', expires, signature)).toBe(true);
    expect(store.uploadUrlCheck('video/v2', 'video/mp4', expires, signature)).toBe(false);
    expect(store.uploadUrlCheck('video/v1', 'text/html', expires, signature)).toBe(false);
    expect(store.uploadUrlCheck('video/v1', 'video/mp4', expires + 1, signature)).toBe(false);
    const past = Math.floor(Date.now() / 1000) - 1;
    expect(store.uploadUrlCheck('video/v1', 'video/mp4', past, signature)).toBe(false);
    const other = await DiskStore.open(await mkdtemp(join(tmpdir(), 'allo-store-')), {
      removeOnClose: true,
    });
    expect(other.uploadUrlCheck('video/v1', 'video/mp4', expires, signature)).toBe(false);
    await other.close();
  });

  it('should sign upload URLs for one user and a byte limit, and tell an expired one apart', async () => {
    const grant = { userId: 'u-emma', maxBytes: 1000 };
    const query = async (url: Promise<string>) =>
      Object.fromEntries(new URL(await url, 'http://x').searchParams);
    const whole = await query(store.uploadUrl('video/v3', 'video/mp4', 60, grant));
    expect(store.uploadPermit('video/v3', whole, 'u-emma')).toEqual({
      kind: 'object',
      contentType: 'video/mp4',
      maxBytes: 1000,
    });
    // Another user, another key, a raised limit: not signed here.
    expect(store.uploadPermit('video/v3', whole, 'u-sofia')).toBeNull();
    expect(store.uploadPermit('video/v4', whole, 'u-emma')).toBeNull();
    expect(store.uploadPermit('video/v3', { ...whole, max: '2000' }, 'u-emma')).toBeNull();
    // A URL without a grant never passes the upload route.
    const bare = await query(store.uploadUrl('video/v3', 'video/mp4', 60));
    expect(store.uploadPermit('video/v3', bare, 'u-emma')).toBeNull();
    const part = await query(store.multipartPartUrl('video/v3', 'up-1', 2, 60, grant));
    expect(store.uploadPermit('video/v3', part, 'u-emma')).toEqual({
      kind: 'part',
      uploadId: 'up-1',
      partNumber: 2,
      maxBytes: 1000,
    });
    expect(store.uploadPermit('video/v3', { ...part, partNumber: '3' }, 'u-emma')).toBeNull();
    const late = await query(store.uploadUrl('video/v3', 'video/mp4', -1, grant));
    expect(store.uploadPermit('video/v3', late, 'u-emma')).toBe('expired');
  });

  it('should write a stream up to its limit, and leave nothing of one that passes it', async () => {
    const bytes = Buffer.alloc(3000, 1);
    expect(await store.putStream('video/s1', Readable.from([bytes]), 'video/mp4', 3000)).toEqual({
      size: 3000,
      etag: `"${createHash('md5').update(bytes).digest('hex')}"`,
    });
    expect(await store.head('video/s1')).toEqual({
      key: 'video/s1',
      size: 3000,
      contentType: 'video/mp4',
    });
    const over = Readable.from([bytes, Buffer.from([1])]);
    await expect(store.putStream('video/s2', over, 'video/mp4', 3000)).rejects.toThrow(
      StoreRefusal,
    );
    expect(await store.head('video/s2')).toBeNull();
    expect(await readdir(join(dir, 'tmp'))).toEqual([]);
  });

  it('should keep multipart parts, list them, join them in order, and refuse what S3 refuses', async () => {
    const MB5 = 5 * 1024 * 1024;
    const key = 'video/mp1';
    const id = await store.multipartCreate(key, 'video/mp4');
    const a = Buffer.alloc(MB5, 'a');
    const b = Buffer.alloc(MB5, 'b');
    const c = Buffer.from('the end');
    const put = (n: number, body: Buffer, max = 20 * MB5) =>
      store.multipartPartPut(key, id, n, Readable.from([body]), max);
    const e2 = await put(2, b);
    const e1 = await put(1, Buffer.from('replaced below'));
    const e1b = await put(1, a);
    expect(e1b).not.toBe(e1);
    expect(await store.multipartParts(key, id)).toEqual([
      { PartNumber: 1, ETag: e1b, Size: MB5 },
      { PartNumber: 2, ETag: e2, Size: MB5 },
    ]);
    // The upload's limit counts the parts already there.
    await expect(put(3, c, 2 * MB5 + 3)).rejects.toThrow(StoreRefusal);
    const e3 = await put(3, c, 2 * MB5 + c.length);
    // Another key, an unknown id: no such upload.
    await expect(store.multipartParts('video/other', id)).rejects.toThrow(StoreRefusal);
    await expect(store.multipartParts(key, '../../data')).rejects.toThrow(StoreRefusal);
    const refused = async (parts: { PartNumber: number; ETag: string }[]) =>
      ((await store.multipartComplete(key, id, parts).catch((e: unknown) => e)) as StoreRefusal)
        .code;
    expect(await refused([{ PartNumber: 1, ETag: e2 }])).toBe('bad_part');
    expect(
      await refused([
        { PartNumber: 2, ETag: e2 },
        { PartNumber: 1, ETag: e1b },
      ]),
    ).toBe('bad_part');
    expect(
      await refused([
        { PartNumber: 1, ETag: e1b },
        { PartNumber: 4, ETag: e3 },
      ]),
    ).toBe('bad_part');
    await store.multipartComplete(key, id, [
      { PartNumber: 1, ETag: e1b },
      { PartNumber: 2, ETag: e2 },
      { PartNumber: 3, ETag: e3.replaceAll('"', '') },
    ]);
    const got = await store.get(key);
    expect(got?.info).toEqual({ key, size: 2 * MB5 + c.length, contentType: 'video/mp4' });
    expect((await streamBytes(got!.body)).equals(Buffer.concat([a, b, c]))).toBe(true);
    expect(await readdir(join(dir, 'parts'))).toEqual([]);

    // A small part that is not the last: S3's EntityTooSmall.
    const id2 = await store.multipartCreate('video/mp2', 'video/mp4');
    const s1 = await store.multipartPartPut('video/mp2', id2, 1, Readable.from([c]), MB5);
    const s2 = await store.multipartPartPut('video/mp2', id2, 2, Readable.from([c]), MB5);
    await expect(
      store.multipartComplete('video/mp2', id2, [
        { PartNumber: 1, ETag: s1 },
        { PartNumber: 2, ETag: s2 },
      ]),
    ).rejects.toMatchObject({ code: 'part_too_small' });
    await store.multipartAbort('video/mp2', id2);
    expect(await readdir(join(dir, 'parts'))).toEqual([]);
    expect(await store.head('video/mp2')).toBeNull();
  });
});

describe('S3Store against s3rver', () => {
  let s3: TestS3;
  let store: S3Store;
  beforeAll(async () => {
    s3 = await testS3();
    store = new S3Store(s3.config);
  });
  afterAll(async () => {
    await store.close();
    await s3.close();
  });

  it('should give a presigned URL that s3rver takes a PUT on, and refuse it tampered', async () => {
    const url = await store.uploadUrl('video/presigned', 'video/mp4', 60);
    const body = Buffer.from('a small video');
    const put = await fetch(url, {
      method: 'PUT',
      body,
      headers: { 'content-type': 'video/mp4' },
    });
    expect(put.status).toBe(200);
    const got = await store.get('video/presigned');
    expect(got?.info).toMatchObject({ size: body.length, contentType: 'video/mp4' });
    expect((await streamBytes(got!.body)).equals(body)).toBe(true);

    const tampered = url.replace('video/presigned', 'video/elsewhere');
    const refused = await fetch(tampered, {
      method: 'PUT',
      body,
      headers: { 'content-type': 'video/mp4' },
    });
    expect(refused.status).toBe(403);
    expect(await store.head('video/elsewhere')).toBeNull();
  });

  it('should fail its check when the bucket does not exist', async () => {
    const missing = new S3Store({ ...s3.config, bucket: 'no-such-bucket' });
    await expect(missing.check()).rejects.toThrow();
    await missing.close();
  });
});
