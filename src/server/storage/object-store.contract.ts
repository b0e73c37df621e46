import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectStore } from './object-store';

/** Reads a body stream whole. */
export async function streamBytes(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Keys a store must refuse: each would name a place outside the store or a hidden file. */
export const BAD_KEYS = [
  '',
  '../escape',
  'a/../../escape',
  '/etc/passwd',
  'a\\..\\b',
  '.hidden',
  'a/./b',
  'nul\u0000byte',
  'space here',
  `${'x'.repeat(200)}`,
];

/**
 * What every ObjectStore does, whatever keeps the bytes (tldraw's storageContractSuite idea):
 * run once per store by object-store.test.ts. `open` gives a fresh, empty store.
 */
export function objectStoreContract(
  name: string,
  open: () => Promise<{ store: ObjectStore; close(): Promise<void> }>,
): void {
  describe(`ObjectStore contract: ${name}`, () => {
    let store: ObjectStore;
    let close: () => Promise<void>;
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

    beforeAll(async () => {
      ({ store, close } = await open());
    });
    afterAll(() => close());

    it('should keep bytes with their content type and size', async () => {
      await store.put('image/one', bytes, 'image/png');
      expect(await store.head('image/one')).toEqual({
        key: 'image/one',
        size: 1000,
        contentType: 'image/png',
      });
      const got = await store.get('image/one');
      expect(got?.info).toEqual({ key: 'image/one', size: 1000, contentType: 'image/png' });
      expect((await streamBytes(got!.body)).equals(bytes)).toBe(true);
    });

    it('should serve a byte range, both ends included, and still give the whole size', async () => {
      await store.put('voice/ranged', bytes, 'audio/webm');
      const got = await store.get('voice/ranged', { start: 10, end: 19 });
      expect(got?.info.size).toBe(1000);
      expect(got?.info.contentType).toBe('audio/webm');
      expect((await streamBytes(got!.body)).equals(bytes.subarray(10, 20))).toBe(true);
      const tail = await store.get('voice/ranged', { start: 990, end: 999 });
      expect((await streamBytes(tail!.body)).equals(bytes.subarray(990))).toBe(true);
    });

    it('should answer null for a key that was never stored', async () => {
      expect(await store.head('image/never')).toBeNull();
      expect(await store.get('image/never')).toBeNull();
    });

    it('should replace an object written twice under one key', async () => {
      await store.put('image/twice', Buffer.from('first version'), 'image/jpeg');
      await store.put('image/twice', Buffer.from('second'), 'image/webp');
      const got = await store.get('image/twice');
      expect(got?.info).toMatchObject({ size: 6, contentType: 'image/webp' });
      expect((await streamBytes(got!.body)).toString()).toBe('second');
    });

    it('should delete, and take a delete of a missing key calmly', async () => {
      await store.put('image/gone', bytes, 'image/png');
      await store.delete('image/gone');
      expect(await store.head('image/gone')).toBeNull();
      expect(await store.get('image/gone')).toBeNull();
      await expect(store.delete('image/gone')).resolves.toBeUndefined();
    });

    it('should copy bytes and type under a new key, the original untouched', async () => {
      await store.put('image/original', bytes, 'image/gif');
      await store.copy('image/original', 'image/copy');
      const copy = await store.get('image/copy');
      expect(copy?.info).toMatchObject({ size: 1000, contentType: 'image/gif' });
      expect((await streamBytes(copy!.body)).equals(bytes)).toBe(true);
      await store.delete('image/copy');
      expect(await store.head('image/original')).toMatchObject({ size: 1000 });
    });

    it('should refuse a copy of a missing key', async () => {
      await expect(store.copy('image/nothing', 'image/something')).rejects.toThrow();
      expect(await store.head('image/something')).toBeNull();
    });

    it.each(BAD_KEYS)('should refuse the key %j for every operation', async (key) => {
      await expect(store.put(key, bytes, 'image/png')).rejects.toThrow(/Invalid object key/);
      await expect(store.get(key)).rejects.toThrow(/Invalid object key/);
      await expect(store.head(key)).rejects.toThrow(/Invalid object key/);
      await expect(store.delete(key)).rejects.toThrow(/Invalid object key/);
      await expect(store.copy('image/one', key)).rejects.toThrow(/Invalid object key/);
      await expect(store.uploadUrl(key, 'image/png', 60)).rejects.toThrow(/Invalid object key/);
    });

    it('should give an upload URL that names the key', async () => {
      const url = await store.uploadUrl('video/upload-me', 'video/mp4', 60);
      expect(url).toContain('video/upload-me');
    });
  });
}
