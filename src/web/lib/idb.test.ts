import { describe, expect, it } from 'vitest';
import { entriesOverLimit, keyedStoreMemory } from './idb';

const limit = { max: 10, ageOf: (e: { at: number }) => e.at };
const entries = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `k${i}`, at: n - i }));

describe('entriesOverLimit', () => {
  it('should drop nothing within the limit', () => {
    expect(entriesOverLimit(entries(10), limit)).toEqual([]);
  });

  it('should drop the oldest past it, until a fifth of the room is free', () => {
    const dropped = entriesOverLimit(entries(11), limit);
    expect(dropped.map((e) => e.at)).toEqual([1, 2, 3]);
  });
});

describe('keyedStoreMemory with a limit', () => {
  it('should hold at most the limit, keeping the newest', async () => {
    const store = keyedStoreMemory<{ key: string; at: number }>((e) => e.key, limit);
    for (const e of entries(11)) await store.put(e);
    // k0 is the newest (at 11), k10 the oldest (at 1).
    expect(await store.get('k0')).toBeDefined();
    expect(await store.get('k7')).toBeDefined();
    expect(await store.get('k8')).toBeUndefined();
    expect(await store.get('k10')).toBeUndefined();
  });
});
