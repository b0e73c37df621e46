import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import type { Session, SessionMaybe, User } from '../../../protocol';
import { apiRequest } from '../../lib/api';
import { currentUserIdGet, currentUserIdSet } from '../../lib/current-user';
import { offlineSessionRead, offlineSnapshotClear } from '../../lib/offline-reads';
import { SESSION_KEY, USERS_KEY } from '../../lib/query-client';
import { deviceTranslationsForget } from '../translate/device-translation';
import { translationOpeningsClear } from '../translate/translation-opening';

/**
 * Spelled here, not imported from protocol: a value from there would bring its schemas (zod,
 * ~33 KB compressed) into the first screen, which needs none of them. `index.html` preloads
 * this same address: change both together.
 */
const SESSION_OPTIONAL_PATH = '/api/session?optional=1';

/**
 * GET /api/session?optional=1: the signed-in user, or null for a visitor (answered 200, so that
 * a new visitor's console shows no failed request). Remembers the id locally (core 3). Without
 * a network, the user this browser last saw signed in (`lib/offline-reads.ts`), so that the app
 * opens offline into their chats.
 */
export function useSessionQuery() {
  return useQuery<Session | null>({
    queryKey: SESSION_KEY,
    queryFn: async () => {
      const { user } = await offlineSessionRead(SESSION_KEY, () =>
        apiRequest<SessionMaybe>('GET', SESSION_OPTIONAL_PATH),
      );
      if (!user) return null;
      currentUserIdSet(user.id);
      return { user };
    },
  });
}

/** The signed-in user from the cache (undefined while unknown, null when signed out). */
export function useSessionUser(): User | null | undefined {
  const { data } = useSessionQuery();
  return data === undefined ? undefined : (data?.user ?? null);
}

/**
 * GET /api/users, with live presence (retried per spec core 9): everyone for a signed-in person;
 * before sign-in, the picker's list (the demo people and the accounts this browser signed into).
 */
export function useUsers() {
  return useQuery<User[]>({ queryKey: USERS_KEY });
}

/**
 * POST /api/session: binds an identity to this browser and remembers it locally. Picked on the
 * picker it is named by id; typed in 'Sign in to another account', by username.
 */
export async function sessionStart(
  client: QueryClient,
  who: string | { username: string },
  password?: string,
): Promise<User> {
  const named = typeof who === 'string' ? { userId: who } : who;
  const { user } = await apiRequest<Session>(
    'POST',
    '/api/session',
    password === undefined ? named : { ...named, password },
  );
  sessionAdopt(client, user);
  return user;
}

/**
 * Every translation read as the reader signed in until now, the chats' openings, and the
 * translations this device made and kept.
 */
function translationsForget(client: QueryClient): void {
  translationOpeningsClear();
  deviceTranslationsForget();
  client.removeQueries({ queryKey: ['translation'] });
}

/**
 * Makes `user` the signed-in user in this tab (after sign-in or sign-up). The users list is the
 * picker's until the live connection opens, which reads it again (as it does on every open), now
 * as everyone: one read, not two.
 */
export function sessionAdopt(client: QueryClient, user: User): void {
  // Translations are each reader's own (their do-not-translate words): another person's go.
  if (currentUserIdGet() !== user.id) translationsForget(client);
  currentUserIdSet(user.id);
  const session: Session = { user };
  client.setQueryData(SESSION_KEY, session);
}

/**
 * DELETE /api/session, then forget the identity and everything read as that user, the offline
 * snapshot too. Sign-out, Switch User, account deletion and a device removed all end here.
 */
export async function sessionEnd(client: QueryClient): Promise<void> {
  try {
    await apiRequest('DELETE', '/api/session');
  } finally {
    currentUserIdSet(null);
    translationsForget(client);
    client.removeQueries({ queryKey: ['/api/conversations'] });
    client.setQueryData<Session | null>(SESSION_KEY, null);
    // The picker's list again: everyone else's accounts are not this browser's to show.
    void client.resetQueries({ queryKey: USERS_KEY, exact: true });
    await offlineSnapshotClear();
  }
}
