/** IndexedDB's callbacks as promises, for the stores that keep data in the browser. */

/** An IDBRequest as a promise. */
export function requestDone<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** A write as a promise that settles when its transaction has committed (not just queued). */
export function transactionDone(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** A store of entries, each under the key one of its fields holds. */
export interface KeyedStore<T> {
  get(key: string): Promise<T | undefined>;
  put(entry: T): Promise<void>;
  /** Everything goes. */
  clear(): Promise<void>;
}

/**
 * A bound on a store that would otherwise grow for ever: past `max` entries, the oldest (by
 * `ageOf`, smaller is older) go until a fifth of the room is free again, so pruning is rare.
 */
export interface StoreLimit<T> {
  max: number;
  ageOf: (entry: T) => number;
}

/** The entries to drop so that `limit` holds again: none while within it. */
export function entriesOverLimit<T>(entries: readonly T[], limit: StoreLimit<T>): T[] {
  if (entries.length <= limit.max) return [];
  const keep = Math.floor(limit.max * 0.8);
  return [...entries]
    .sort((a, b) => limit.ageOf(a) - limit.ageOf(b))
    .slice(0, entries.length - keep);
}

/**
 * A keyed store as a database of its own, with one object store keyed by `keyPath`: clearing it
 * touches no other. Opened on first use; bounded by `limit` when given.
 */
export function keyedStoreIndexedDb<T>(
  name: string,
  keyPath: string,
  factory: IDBFactory = indexedDB,
  limit?: StoreLimit<T>,
): KeyedStore<T> {
  const STORE = 'entries';
  let opened: Promise<IDBDatabase> | null = null;
  const db = () => {
    if (!opened) {
      const request = factory.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath });
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
      return requestDone(tx.objectStore(STORE).get(key)) as Promise<T | undefined>;
    },
    put: (entry) =>
      write((store) => {
        store.put(entry);
        if (!limit) return;
        // In the same transaction, by callbacks: it stays open while they ask.
        const counted = store.count();
        counted.onsuccess = () => {
          if (counted.result <= limit.max) return;
          const all = store.getAll();
          all.onsuccess = () => {
            for (const old of entriesOverLimit(all.result as T[], limit)) {
              store.delete((old as Record<string, IDBValidKey>)[keyPath]!);
            }
          };
        };
      }),
    clear: () => write((store) => store.clear()),
  };
}

/** The same in memory: where IndexedDB is missing (private modes of some browsers), and tests. */
export function keyedStoreMemory<T>(
  keyOf: (entry: T) => string,
  limit?: StoreLimit<T>,
): KeyedStore<T> {
  const held = new Map<string, T>();
  return {
    get: (key) => Promise.resolve(held.get(key)),
    put: (entry) => {
      held.set(keyOf(entry), entry);
      if (limit)
        for (const old of entriesOverLimit([...held.values()], limit)) held.delete(keyOf(old));
      return Promise.resolve();
    },
    clear: () => {
      held.clear();
      return Promise.resolve();
    },
  };
}
