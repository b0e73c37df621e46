import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import type { Session, User } from '../../../protocol';
import { apiRequest, queryFnCreate } from '../../lib/api';
import { currentUserIdSet } from '../../lib/current-user';
import { SESSION_KEY, USERS_KEY } from '../../lib/query-client';

const sessionRead = queryFnCreate<Session | null>({ on401: 'returnNull' });

/** GET /api/session: the signed-in user, or null (401). Remembers the id locally (core 3). */
export function useSessionQuery() {
  return useQuery<Session | null>({
    queryKey: SESSION_KEY,
    queryFn: async (ctx) => {
      const session = await sessionRead(ctx);
      if (session) currentUserIdSet(session.user.id);
      return session;
    },
  });
}

/** The signed-in user from the cache (undefined while unknown, null when signed out). */
export function useSessionUser(): User | null | undefined {
  const { data } = useSessionQuery();
  return data === undefined ? undefined : (data?.user ?? null);
}

/** GET /api/users: everyone, with live presence (retried per spec core 9). */
export function useUsers() {
  return useQuery<User[]>({ queryKey: USERS_KEY });
}

/** POST /api/session: binds the picked identity to this browser and remembers it locally. */
export async function sessionStart(
  client: QueryClient,
  userId: string,
  password?: string,
): Promise<User> {
  const { user } = await apiRequest<Session>(
    'POST',
    '/api/session',
    password === undefined ? { userId } : { userId, password },
  );
  sessionAdopt(client, user);
  return user;
}

/** Makes `user` the signed-in user in this tab (after sign-in or sign-up). */
export function sessionAdopt(client: QueryClient, user: User): void {
  currentUserIdSet(user.id);
  const session: Session = { user };
  client.setQueryData(SESSION_KEY, session);
}

/** DELETE /api/session, then forget the identity and everything read as that user. */
export async function sessionEnd(client: QueryClient): Promise<void> {
  try {
    await apiRequest('DELETE', '/api/session');
  } finally {
    currentUserIdSet(null);
    client.removeQueries({ queryKey: ['/api/conversations'] });
    client.setQueryData<Session | null>(SESSION_KEY, null);
  }
}
