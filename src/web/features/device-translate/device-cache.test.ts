import { describe, expect, it } from 'vitest';
import { DEVICE_CACHE_LIMIT, deviceCacheKey, deviceCacheMemory } from './device-cache';

const base = {
  userId: 'u-yuki',
  messageId: 'm1',
  editedAt: null,
  target: 'ja',
  source: 'en',
  keep: ['Emma', 'Allo'],
};

describe('deviceCacheKey', () => {
  it('should tell apart readers, versions, pairs and kept words, whatever their order', () => {
    const key = deviceCacheKey(base);
    expect(deviceCacheKey({ ...base, keep: ['Allo', 'Emma', 'Emma'] })).toBe(key);
    for (const other of [
      { userId: 'u-emma' },
      { editedAt: '2026-11-29T10:00:00.000Z' },
      { target: 'ko' },
      { source: 'es' },
      { keep: ['Emma'] },
      { messageId: 'm2' },
    ])
      expect(deviceCacheKey({ ...base, ...other })).not.toBe(key);
  });
});

describe('deviceCacheMemory', () => {
  it('should keep, give back and clear', async () => {
    const cache = deviceCacheMemory();
    const key = deviceCacheKey(base);
    await cache.put({ key, text: 'おはよう', from: 'en', at: 1 });
    expect(await cache.get(key)).toEqual({ key, text: 'おはよう', from: 'en', at: 1 });
    await cache.clear();
    expect(await cache.get(key)).toBeUndefined();
  });
});

describe('DEVICE_CACHE_LIMIT', () => {
  it('should let the oldest translations go once past the limit, down to four fifths of it', async () => {
    const cache = deviceCacheMemory();
    const { max } = DEVICE_CACHE_LIMIT;
    const keyOf = (i: number) => deviceCacheKey({ ...base, messageId: `m${i}` });
    // Made newest first: age, not the order of keys or writes, decides what goes.
    for (let i = 0; i <= max; i++)
      await cache.put({ key: keyOf(i), text: `t${i}`, from: 'en', at: max - i });
    const kept = [];
    for (let i = 0; i <= max; i++) if (await cache.get(keyOf(i))) kept.push(i);
    expect(kept).toHaveLength(Math.floor(max * 0.8));
    // The newest stay (the first written), the oldest (the last written) went.
    expect(kept[0]).toBe(0);
    expect(await cache.get(keyOf(max))).toBeUndefined();
  });
});
