import type { QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api';
import { SESSION_KEY, USERS_KEY } from '../../lib/query-client';
import { sessionEnd } from '../identity/session';

/** Everything read as the last person goes; the session and the user list are read again. */
async function signedOutHere(client: QueryClient): Promise<void> {
  await sessionEnd(client);
  client.removeQueries({
    predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] && q.queryKey[0] !== USERS_KEY[0],
  });
  await client.invalidateQueries({ queryKey: USERS_KEY, exact: true });
}

/** DELETE /api/account: the account and its data are gone; this browser is signed out. */
export async function accountDelete(client: QueryClient): Promise<void> {
  await apiRequest('DELETE', '/api/account');
  await signedOutHere(client);
}

/**
 * Clear Cache (spec secondary 9): the browser's caches and all local and session storage go,
 * and with them the chosen identity; the server session ends too, so this browser is really
 * signed out.
 */
export async function cacheClear(client: QueryClient): Promise<void> {
  await signedOutHere(client);
  if (typeof caches !== 'undefined') {
    const names = await caches.keys().catch(() => [] as string[]);
    await Promise.all(names.map((name) => caches.delete(name).catch(() => false)));
  }
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage turned off (private mode): there was nothing kept to clear.
  }
}

/**
 * Export Data: my data from GET /api/export, saved as the JSON file the server names
 * ('allo-<username>-<date>.json').
 */
export async function dataExport(): Promise<void> {
  const res = await fetch('/api/export', { credentials: 'include' });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
    'allo-export.json';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
