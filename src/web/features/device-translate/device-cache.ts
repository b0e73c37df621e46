import type { KeyedStore, StoreLimit } from '../../lib/idb';
import { keyedStoreIndexedDb, keyedStoreMemory } from '../../lib/idb';

/** One translation made on this device, kept between page loads. */
export interface DeviceCached {
  /** `deviceCacheKey`: the reader, the message's version, the pair and the words kept. */
  key: string;
  text: string;
  /** The language it was translated from. */
  from: string;
  /** When it was made (ms since the epoch): the oldest go first past {@link DEVICE_CACHE_LIMIT}. */
  at: number;
}

/**
 * At most this many translations are kept (a few megabytes at most); past it the oldest go, and
 * would be translated again if read again.
 */
export const DEVICE_CACHE_LIMIT: StoreLimit<DeviceCached> = { max: 5_000, ageOf: (e) => e.at };

/** Cleared at sign-out, or when another reader signs in. */
export type DeviceCache = KeyedStore<DeviceCached>;

/**
 * The key of a message's translation: whose (each reader keeps their own words), which version,
 * into and from what, and which words were kept as written (a change of the reader's list or of
 * the chat's names makes another translation).
 */
export function deviceCacheKey(parts: {
  userId: string;
  messageId: string;
  editedAt: string | null | undefined;
  target: string;
  source: string;
  keep: readonly string[];
}): string {
  const keep = [...new Set(parts.keep)].sort().join('\u001f');
  return [
    parts.userId,
    parts.messageId,
    parts.editedAt ?? '',
    parts.target,
    parts.source,
    keep,
  ].join('\u001e');
}

/** Its own database: clearing it touches neither the outbox nor the offline snapshot. */
export const DEVICE_CACHE_DB_NAME = 'allo-device-translations';

/** The cache in IndexedDB, one object store keyed by `key`. */
export function deviceCacheIndexedDb(factory: IDBFactory = indexedDB): DeviceCache {
  return keyedStoreIndexedDb<DeviceCached>(
    DEVICE_CACHE_DB_NAME,
    'key',
    factory,
    DEVICE_CACHE_LIMIT,
  );
}

/** The cache in memory: where IndexedDB is missing (private modes of some browsers), and tests. */
export function deviceCacheMemory(): DeviceCache {
  return keyedStoreMemory<DeviceCached>((entry) => entry.key, DEVICE_CACHE_LIMIT);
}

/** The app's one cache: IndexedDB where the browser has it. */
export const deviceCache: DeviceCache =
  typeof indexedDB === 'undefined' ? deviceCacheMemory() : deviceCacheIndexedDb();
