import type { OutboxEntry } from './outbox-rules';
import { requestDone, transactionDone } from '../../lib/idb';

/** Where outbox entries are kept between page loads. */
export interface OutboxStore {
  /** The user's entries, in no particular order. */
  list(userId: string): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(userId: string, clientId: string): Promise<void>;
}

const DB_NAME = 'allo-outbox';
const DB_VERSION = 1;
const STORE = 'entries';
const BY_USER = 'userId';

function databaseOpen(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DB_NAME, DB_VERSION);
  request.onupgradeneeded = () => {
    // Keyed by owner and clientId: two identities on one browser never share an entry.
    const store = request.result.createObjectStore(STORE, { keyPath: ['userId', 'clientId'] });
    store.createIndex(BY_USER, 'userId');
  };
  return requestDone(request);
}

/**
 * The outbox in IndexedDB, so it survives closing the tab. A tiny promise wrapper over the
 * browser's API: one object store keyed by [userId, clientId], with an index by user.
 */
export function outboxStoreIndexedDb(factory: IDBFactory = indexedDB): OutboxStore {
  let opened: Promise<IDBDatabase> | null = null;
  const db = () => (opened ??= databaseOpen(factory));
  return {
    async list(userId) {
      const tx = (await db()).transaction(STORE, 'readonly');
      return requestDone(tx.objectStore(STORE).index(BY_USER).getAll(userId)) as Promise<
        OutboxEntry[]
      >;
    },
    async put(entry) {
      const tx = (await db()).transaction(STORE, 'readwrite');
      tx.objectStore(STORE).put(entry);
      await transactionDone(tx);
    },
    async remove(userId, clientId) {
      const tx = (await db()).transaction(STORE, 'readwrite');
      tx.objectStore(STORE).delete([userId, clientId]);
      await transactionDone(tx);
    },
  };
}

/** The outbox in memory: where IndexedDB is missing (private modes of some browsers), and tests. */
export function outboxStoreMemory(): OutboxStore {
  const held = new Map<string, OutboxEntry>();
  const key = (userId: string, clientId: string) => `${userId}\u0000${clientId}`;
  return {
    list: (userId) => Promise.resolve([...held.values()].filter((e) => e.userId === userId)),
    put: (entry) => {
      held.set(key(entry.userId, entry.clientId), entry);
      return Promise.resolve();
    },
    remove: (userId, clientId) => {
      held.delete(key(userId, clientId));
      return Promise.resolve();
    },
  };
}

/** IndexedDB when the browser has it, else memory (the outbox then lasts as long as the page). */
export function outboxStoreDefault(): OutboxStore {
  return typeof indexedDB === 'undefined' ? outboxStoreMemory() : outboxStoreIndexedDb();
}
