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
 * A keyed store as a database of its own, with one object store keyed by `keyPath`: clearing it
 * touches no other. Opened on first use.
 */
export function keyedStoreIndexedDb<T>(
  name: string,
  keyPath: string,
  factory: IDBFactory = indexedDB,
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
    put: (entry) => write((store) => store.put(entry)),
    clear: () => write((store) => store.clear()),
  };
}

/** The same in memory: where IndexedDB is missing (private modes of some browsers), and tests. */
export function keyedStoreMemory<T>(keyOf: (entry: T) => string): KeyedStore<T> {
  const held = new Map<string, T>();
  return {
    get: (key) => Promise.resolve(held.get(key)),
    put: (entry) => {
      held.set(keyOf(entry), entry);
      return Promise.resolve();
    },
    clear: () => {
      held.clear();
      return Promise.resolve();
    },
  };
}
