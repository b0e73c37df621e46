import type { KeyedStore } from './idb';
import { keyedStoreIndexedDb, keyedStoreMemory } from './idb';

/** One kept read: the data a live-data GET last answered, and whose it is. */
export interface SnapshotEntry {
  /** The URL it was read from, or `'session'` for the record of the signed-in user. */
  path: string;
  /** The user it belongs to: it is shown to no one else. */
  userId: string;
  data: unknown;
}

/** Where the offline snapshot is kept between page loads. */
export type SnapshotStore = KeyedStore<SnapshotEntry>;

/** Its own database, not the outbox's: clearing one never touches the other. */
export const SNAPSHOT_DB_NAME = 'allo-offline';

/**
 * The snapshot in IndexedDB, one entry per URL: the snapshot belongs to one user at a time (the
 * session record says who), so the user is a field of the entry, not part of its key.
 */
export function snapshotStoreIndexedDb(factory: IDBFactory = indexedDB): SnapshotStore {
  return keyedStoreIndexedDb<SnapshotEntry>(SNAPSHOT_DB_NAME, 'path', factory);
}

/** The snapshot in memory: where IndexedDB is missing (private modes of some browsers), and tests. */
export function snapshotStoreMemory(): SnapshotStore {
  return keyedStoreMemory<SnapshotEntry>((entry) => entry.path);
}

/** IndexedDB when the browser has it, else memory (the snapshot then lasts as long as the page). */
export function snapshotStoreDefault(): SnapshotStore {
  return typeof indexedDB === 'undefined' ? snapshotStoreMemory() : snapshotStoreIndexedDb();
}
