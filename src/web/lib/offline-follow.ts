import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { hashKey } from '@tanstack/react-query';
import {
  OFFLINE_SESSION_MARK,
  offlineServed,
  offlineServedRefetch,
  offlineSnapshotClear,
  offlineSnapshotDo,
} from './offline-reads';

/**
 * The writing half of the offline snapshot (`offline-reads.ts`), loaded once the first screen
 * is shown: it follows the query cache and keeps the kept reads as the cache holds them.
 */

/**
 * A read is written this long after the cache changed, with every other change of that second:
 * a burst of live events (presence, a busy group) is one write, not one per event.
 */
export const OFFLINE_WRITE_AFTER_MS = 1_000;

/** Which queries are kept, as `query-client.ts` defines them. */
export interface OfflineKeys {
  /** The path a query's read is kept under, or null when it is not kept. */
  pathOf(key: QueryKey): string | null;
  /** The signed-in user's query: its data (`{ user }` or null) says whose the snapshot is. */
  sessionKey: QueryKey;
}

function sessionUserId(data: unknown): string | null {
  const user = (data as { user?: { id?: unknown } } | null | undefined)?.user;
  return typeof user?.id === 'string' ? user.id : null;
}

/**
 * Keeps the snapshot following the query cache: what it holds when this starts, every later
 * successful read of a kept query, and every change to its data (live events, sends, edits),
 * written for the signed-in user. The session is written at once: someone new clears the one
 * before, nobody clears all. Also reads again what was served from the snapshot when the browser
 * is back online. `flush` writes what waits now (the page is being hidden; tests).
 */
export function offlineFollow(
  client: QueryClient,
  keys: OfflineKeys,
): { stop(): void; flush(): Promise<void> } {
  const sessionHash = hashKey(keys.sessionKey);
  const due = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    // Whose it is is read now, not when it changed: after a sign-out there is nobody.
    const owner = sessionUserId(client.getQueryData(keys.sessionKey));
    for (const [path, key] of due) {
      const data = client.getQueryData(key);
      // What was served from the snapshot is not written back over it.
      if (!owner || data === undefined || offlineServed(path)) continue;
      void offlineSnapshotDo((s) =>
        s.snapshotWrite(s.snapshotStoreShared(), path, owner, data),
      ).catch(() => undefined);
    }
    due.clear();
    return offlineSnapshotDo(() => Promise.resolve()).catch(() => undefined);
  };

  const sessionChanged = (data: unknown) => {
    if (offlineServed(OFFLINE_SESSION_MARK)) return;
    const userId = sessionUserId(data);
    if (!userId) {
      due.clear();
      void offlineSnapshotClear();
      return;
    }
    void offlineSnapshotDo((s) =>
      s.snapshotSessionWrite(s.snapshotStoreShared(), userId, data),
    ).catch(() => undefined);
  };

  const dataChanged = (key: QueryKey) => {
    const path = keys.pathOf(key);
    if (!path || offlineServed(path)) return;
    due.set(path, key);
    timer ??= setTimeout(flush, OFFLINE_WRITE_AFTER_MS);
  };

  // What was read before this started: the session first, so that its user owns the rest.
  const queries = client.getQueryCache().getAll();
  const session = queries.find((q) => q.queryHash === sessionHash);
  if (session?.state.status === 'success') sessionChanged(session.state.data);
  for (const q of queries) {
    if (q !== session && q.state.status === 'success') dataChanged(q.queryKey);
  }

  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryHash === sessionHash) sessionChanged(event.query.state.data);
    else dataChanged(event.query.queryKey);
  });

  const online = () => offlineServedRefetch(client);
  // A page being hidden may be closed next: what waits is written now.
  const hidden = () => {
    if (document.visibilityState === 'hidden' && due.size > 0) void flush();
  };
  const inBrowser = typeof window !== 'undefined';
  if (inBrowser) {
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', hidden);
  }

  return {
    flush,
    stop: () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
      timer = null;
      due.clear();
      if (inBrowser) {
        window.removeEventListener('online', online);
        document.removeEventListener('visibilitychange', hidden);
      }
    },
  };
}
