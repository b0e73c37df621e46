import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../protocol';
import { currentUserIdGet } from '../../lib/current-user';
import { sessionStart, useSessionQuery, useUsers } from './session';

export type IdentityStage =
  { stage: 'loading' } | { stage: 'error' } | { stage: 'picker' } | { stage: 'ready'; user: User };

/**
 * Spec core 2 stage 1 and core 4: who is using the app. A live session wins; else a remembered
 * currentUserId of a user that still exists is signed in silently; else the picker shows (also
 * when the remembered user needs a password).
 */
export function useIdentity(): IdentityStage {
  const client = useQueryClient();
  const session = useSessionQuery();
  const users = useUsers();
  const stored = currentUserIdGet();
  const storedExists = !!stored && !!users.data?.some((u) => u.id === stored);
  const restore = useQuery({
    queryKey: ['session-restore', stored],
    enabled: session.data === null && storedExists,
    gcTime: 0,
    queryFn: async () => {
      try {
        return (await sessionStart(client, stored!)).id;
      } catch {
        return null;
      }
    },
  });

  if (session.data) return { stage: 'ready', user: session.data.user };
  if (session.isPending) return { stage: 'loading' };
  if (session.isError) return { stage: 'error' };
  if (stored && users.isPending) return { stage: 'loading' };
  if (storedExists && restore.isPending) return { stage: 'loading' };
  return { stage: 'picker' };
}
