import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockedUser, FriendView } from '../../../protocol';
import { apiRequest, errorText } from '../../lib/api';
import { useT } from '../../i18n/use-t';
import { toast } from '../../ui/toast-store';
import {
  blockedKey,
  friendRequestsKey,
  friendViewsKey,
  friendsRootKey,
} from '../friends/friends-cache';

/** The contacts screen's people: friends, the ones I asked, and suggestions (server-ranked). */
export function useFriendViews(me: string) {
  return useQuery({
    queryKey: friendViewsKey(me),
    queryFn: () => apiRequest<FriendView[]>('GET', `/api/friends?userId=${encodeURIComponent(me)}`),
  });
}

export function useBlocked(me: string, enabled = true) {
  return useQuery({
    queryKey: blockedKey(me),
    queryFn: () =>
      apiRequest<BlockedUser[]>('GET', `/api/blocked-users?userId=${encodeURIComponent(me)}`),
    enabled,
  });
}

type Action =
  | { kind: 'remove'; person: FriendView }
  | { kind: 'block'; person: { id: string; displayName: string } }
  | { kind: 'unblock'; person: { id: string; displayName: string } }
  | { kind: 'cancel'; person: FriendView };

/**
 * What the contacts screen does to a person: remove a friend, block, unblock, or take back a
 * request. Each says what happened, and every friends list is read again.
 */
export function useContactAction(me: string) {
  const t = useT();
  const client = useQueryClient();
  const id = (p: { id: string }) => encodeURIComponent(p.id);
  return useMutation({
    mutationFn: async (action: Action) => {
      switch (action.kind) {
        case 'remove':
          return apiRequest(
            'DELETE',
            `/api/users/${encodeURIComponent(me)}/friends/${id(action.person)}`,
          );
        case 'block':
          return apiRequest('POST', '/api/blocked-users', { userId: action.person.id });
        case 'unblock':
          return apiRequest('DELETE', `/api/blocked-users/${id(action.person)}`);
        case 'cancel': {
          const sent = await client.fetchQuery({
            queryKey: friendRequestsKey(me, true),
            queryFn: () =>
              apiRequest<Array<{ id: string; receiverId: string }>>(
                'GET',
                `/api/users/${encodeURIComponent(me)}/friend-requests?sent=1`,
              ),
            staleTime: 0,
          });
          const request = sent.find((r) => r.receiverId === action.person.id);
          if (request)
            await apiRequest('DELETE', `/api/friend-requests/${encodeURIComponent(request.id)}`);
          return undefined;
        }
      }
    },
    onSuccess: (_done, action) => {
      const name = action.person.displayName;
      if (action.kind === 'remove') toast({ title: t('contacts.removed', { name }) });
      else if (action.kind === 'block')
        toast({ title: t('contacts.blocked', { name }), description: t('contacts.blockedBody') });
      else if (action.kind === 'unblock') toast({ title: t('contacts.unblocked') });
      else toast({ title: t('contacts.requestCancelled') });
    },
    onError: (err) => {
      toast({
        title: t('contacts.actionFailed'),
        description: errorText(err),
        variant: 'destructive',
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: friendsRootKey(me) }),
  });
}
