import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testS3 } from '../testing/s3-server';
import type { TestS3 } from '../testing/s3-server';
import { DiskStore } from './disk-store';
import { objectStoreContract, streamBytes } from './object-store.contract';
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
