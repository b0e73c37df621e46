import { describe, expect, it } from 'vitest';
import { deviceCacheKey, deviceCacheMemory } from './device-cache';

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
    await cache.put({ key, text: 'おはよう', from: 'en' });
    expect(await cache.get(key)).toEqual({ key, text: 'おはよう', from: 'en' });
    await cache.clear();
    expect(await cache.get(key)).toBeUndefined();
  });
});
