import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { afterFirstScreen } from './first-screen';
import type { OfflineKeys } from './offline-follow';
import type * as Snapshot from './offline-snapshot';

/**
 * Opening offline into the chats (features/pwa): the answers of the live-data reads (the
 * signed-in user, the users, the conversation list, each chat's newest messages) are kept in
 * IndexedDB ('allo-offline'), and a read the network cannot answer is answered from there.
 *
 * The page keeps them, not the service worker: only the page knows who is signed in (the data
 * is kept per user and cleared on sign-out), and what it holds is the query cache as live events
 * and sends left it, newer than any GET's answer. This module is the first screen's part: when
 * to serve, with no IndexedDB code. Writing follows the cache from `offline-follow.ts`, started
 * once the first screen is shown; the IndexedDB code is in `offline-snapshot.ts`, loaded on the
 * first write or on a failed read.
 */

/** Served-from-snapshot marks are by path; the session read's mark is under this name. */
export const OFFLINE_SESSION_MARK = 'session';

let loaded: Promise<typeof Snapshot> | null = null;

function snapshotLoad(): Promise<typeof Snapshot> {
  // A failed load (offline before the chunk was ever fetched) is tried again next time.
  return (loaded ??= import('./offline-snapshot').catch((err: unknown) => {
    loaded = null;
    throw err;
  }));
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs `op` on the snapshot after every operation asked for before it, so that a clear asked
 * for at sign-out lands after a write asked for just before it, never the other way round.
 */
export function offlineSnapshotDo<T>(op: (s: typeof Snapshot) => Promise<T>): Promise<T> {
  const run = queue.then(() => snapshotLoad()).then(op);
  queue = run.catch(() => undefined);
  return run;
}

/** The reads on screen that were answered from the snapshot, by path, with their query keys. */
const served = new Map<string, QueryKey>();
/** Who hears that the offline notice may have changed. */
const listeners = new Set<() => void>();

/** True while the read under `mark` (a path, or {@link OFFLINE_SESSION_MARK}) shows kept data. */
export function offlineServed(mark: string): boolean {
  return served.has(mark);
}

function servedMark(mark: string, key: QueryKey | null): void {
  const had = served.has(mark);
  if (key) served.set(mark, key);
  else served.delete(mark);
  if (had !== served.has(mark)) for (const listener of listeners) listener();
}

function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * `fetch` rejects with a TypeError when there is no answer at all (offline, DNS, connection
 * refused; also a body cut off mid-way). An HTTP error is an ApiError, a bad body a SyntaxError,
 * an abort a DOMException: answers, or our own doing, never served from the snapshot.
 */
function errorIsNoNetwork(err: unknown): boolean {
  return err instanceof TypeError;
}

async function readOrKept<T>(
  mark: string,
  key: QueryKey,
  read: () => Promise<T>,
  kept: (s: typeof Snapshot) => Promise<unknown>,
): Promise<T> {
  const held = () => offlineSnapshotDo(kept).catch(() => undefined);
  if (browserOffline()) {
    // The browser knows there is no network: no need to wait for the request to fail.
    const data = await held();
    if (data !== undefined) {
      servedMark(mark, key);
      return data as T;
    }
    // Nothing kept: ask anyway (the browser may be wrong about being offline).
  }
  try {
    const data = await read();
    servedMark(mark, null);
    return data;
  } catch (err) {
    if (!errorIsNoNetwork(err)) {
      servedMark(mark, null);
      throw err;
    }
    const data = await held();
    if (data === undefined) throw err;
    servedMark(mark, key);
    return data as T;
  }
}

/**
 * `read` (a GET of `path`), or, when it gets no answer for lack of network, what the snapshot
 * kept for `path` for the user it names. Never on an HTTP error (a 401, a 404: the server
 * said so). `path` null: a read that is not kept, passed through.
 */
export function offlineRead<T>(
  key: QueryKey,
  path: string | null,
  read: () => Promise<T>,
): Promise<T> {
  if (path === null) return read();
  return readOrKept(path, key, read, (s) => s.snapshotRead(s.snapshotStoreShared(), path));
}

/** The session read (GET /api/session?optional=1), with the same fallback. */
export function offlineSessionRead<T>(key: QueryKey, read: () => Promise<T>): Promise<T> {
  return readOrKept(OFFLINE_SESSION_MARK, key, read, (s) =>
    s.snapshotSessionRead(s.snapshotStoreShared()),
  );
}

/**
 * Forgets everything kept: sign-out, a switch of user, account deletion, a device removed
 * (all through `sessionEnd`), and a session read that finds nobody signed in.
 */
export function offlineSnapshotClear(): Promise<void> {
  if (served.size > 0) {
    served.clear();
    for (const listener of listeners) listener();
  }
  return offlineSnapshotDo((s) => s.snapshotClear(s.snapshotStoreShared())).catch(() => undefined);
}

/**
 * Reads answered from the snapshot are read again: the network is back ('online'), or the live
 * connection opened. Inactive ones too, so that none is left behind showing old data.
 */
export function offlineServedRefetch(client: QueryClient): void {
  for (const key of served.values()) {
    void client.invalidateQueries({ queryKey: key, exact: true, refetchType: 'all' });
  }
}

/** True while the app is offline or shows data from the snapshot: the offline notice shows. */
export function offlineNoticeShown(): boolean {
  return served.size > 0 || browserOffline();
}

/** Listen to {@link offlineNoticeShown} (useSyncExternalStore shape). */
export function offlineNoticeSubscribe(listener: () => void): () => void {
  listeners.add(listener);
  const inBrowser = typeof window !== 'undefined';
  if (inBrowser) {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
  }
  return () => {
    listeners.delete(listener);
    if (!inBrowser) return;
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * Starts keeping the kept reads (`offline-follow.ts`) once the first screen is shown, outside
 * its download. Returns the stop.
 */
export function offlineKeepStart(client: QueryClient, keys: OfflineKeys): () => void {
  let stop: (() => void) | null = null;
  let cancelled = false;
  const wait = afterFirstScreen(() => {
    void import('./offline-follow')
      .then(({ offlineFollow }) => {
        if (!cancelled) stop = offlineFollow(client, keys).stop;
      })
      // Offline, before this chunk was ever kept by the worker: nothing is written this time.
      .catch(() => undefined);
  });
  return () => {
    cancelled = true;
    wait();
    stop?.();
  };
}
