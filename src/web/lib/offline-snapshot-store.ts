import { requestDone, transactionDone } from './idb';

/** One kept read: the data a live-data GET last answered, and whose it is. */
export interface SnapshotEntry {
  /** The URL it was read from, or `'session'` for the record of the signed-in user. */
  path: string;
  /** The user it belongs to: it is shown to no one else. */
  userId: string;
  data: unknown;
}

/** Where the offline snapshot is kept between page loads. */
export interface SnapshotStore {
  get(path: string): Promise<SnapshotEntry | undefined>;
  put(entry: SnapshotEntry): Promise<void>;
  /** Everything goes (sign-out, another user). */
  clear(): Promise<void>;
}

/** Its own database, not the outbox's: clearing one never touches the other. */
export const SNAPSHOT_DB_NAME = 'allo-offline';
const DB_VERSION = 1;
const STORE = 'entries';

function databaseOpen(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(SNAPSHOT_DB_NAME, DB_VERSION);
  request.onupgradeneeded = () => {
    // One entry per URL: the snapshot belongs to one user at a time (the session record says
    // who), so the user is a field of the entry, not part of its key.
    request.result.createObjectStore(STORE, { keyPath: 'path' });
  };
  return requestDone(request);
}

/** The snapshot in IndexedDB: one object store keyed by path. */
export function snapshotStoreIndexedDb(factory: IDBFactory = indexedDB): SnapshotStore {
  let opened: Promise<IDBDatabase> | null = null;
  const db = () => (opened ??= databaseOpen(factory));
  const write = async (op: (store: IDBObjectStore) => void) => {
    const tx = (await db()).transaction(STORE, 'readwrite');
    op(tx.objectStore(STORE));
    await transactionDone(tx);
  };
  return {
    async get(path) {
      const tx = (await db()).transaction(STORE, 'readonly');
      return requestDone(tx.objectStore(STORE).get(path)) as Promise<SnapshotEntry | undefined>;
    },
    put: (entry) => write((store) => store.put(entry)),
    clear: () => write((store) => store.clear()),
  };
}

/** The snapshot in memory: where IndexedDB is missing (private modes of some browsers), and tests. */
export function snapshotStoreMemory(): SnapshotStore {
  const held = new Map<string, SnapshotEntry>();
  return {
    get: (path) => Promise.resolve(held.get(path)),
    put: (entry) => {
      held.set(entry.path, entry);
      return Promise.resolve();
    },
    clear: () => {
      held.clear();
      return Promise.resolve();
    },
  };
}

/** IndexedDB when the browser has it, else memory (the snapshot then lasts as long as the page). */
export function snapshotStoreDefault(): SnapshotStore {
  return typeof indexedDB === 'undefined' ? snapshotStoreMemory() : snapshotStoreIndexedDb();
}
