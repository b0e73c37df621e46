import { requestDone, transactionDone } from '../../lib/idb';

/** One translation made on this device, kept between page loads. */
export interface DeviceCached {
  /** `deviceCacheKey`: the reader, the message's version, the pair and the words kept. */
  key: string;
  text: string;
  /** The language it was translated from. */
  from: string;
}

export interface DeviceCache {
  get(key: string): Promise<DeviceCached | undefined>;
  put(entry: DeviceCached): Promise<void>;
  /** Everything goes (sign-out, another reader). */
  clear(): Promise<void>;
}

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
const STORE = 'entries';

/** The cache in IndexedDB, one object store keyed by `key`. */
export function deviceCacheIndexedDb(factory: IDBFactory = indexedDB): DeviceCache {
  let opened: Promise<IDBDatabase> | null = null;
  const db = () => {
    if (!opened) {
      const request = factory.open(DEVICE_CACHE_DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
      opened = requestDone(request);
    }
    return opened;
  };
  const write = async (op: (store: IDBObjectStore) => void) => {
    const tx = (await db()).transaction(STORE, 'readwrite');
    op(tx.objectStore(STORE));
    await transactionDone(tx);
  };
  return {
    async get(key) {
      const tx = (await db()).transaction(STORE, 'readonly');
      return requestDone(tx.objectStore(STORE).get(key)) as Promise<DeviceCached | undefined>;
    },
    put: (entry) => write((store) => store.put(entry)),
    clear: () => write((store) => store.clear()),
  };
}

/** The cache in memory: where IndexedDB is missing (private modes of some browsers), and tests. */
export function deviceCacheMemory(): DeviceCache {
  const held = new Map<string, DeviceCached>();
  return {
    get: (key) => Promise.resolve(held.get(key)),
    put: (entry) => {
      held.set(entry.key, entry);
      return Promise.resolve();
    },
    clear: () => {
      held.clear();
      return Promise.resolve();
    },
  };
}

/** The app's one cache: IndexedDB where the browser has it. */
export const deviceCache: DeviceCache =
  typeof indexedDB === 'undefined' ? deviceCacheMemory() : deviceCacheIndexedDb();
