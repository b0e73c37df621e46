import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FriendRequest, FriendRequestResult, User } from '../../../protocol';
import { apiRequest, errorText } from '../../lib/api';
import { useT } from '../../i18n/use-t';
import { toast } from '../../ui/toast-store';
import {
  friendRequestsKey,
  friendSearchKey,
  friendsKey,
  friendsOnlineKey,
  friendsRootKey,
} from './friends-cache';

const get = <T>(path: string) => apiRequest<T>('GET', path);
const user = (id: string) => `/api/users/${encodeURIComponent(id)}`;

export function useFriends(me: string) {
  return useQuery({ queryKey: friendsKey(me), queryFn: () => get<User[]>(`${user(me)}/friends`) });
}

export function useFriendsOnline(me: string) {
  return useQuery({
    queryKey: friendsOnlineKey(me),
    queryFn: () => get<User[]>(`${user(me)}/friends/online`),
  });
}

/** Requests to me, or (`sent`) the ones I wait on; `enabled` false holds the read back. */
export function useFriendRequests(me: string, sent = false, enabled = true) {
  return useQuery({
    queryKey: friendRequestsKey(me, sent),
    queryFn: () => get<FriendRequest[]>(`${user(me)}/friend-requests${sent ? '?sent=1' : ''}`),
    enabled,
  });
}

/** People to add whose name or username holds `q` (the server keeps at most five). */
export function useFriendSearch(me: string, q: string) {
  const words = q.trim();
  return useQuery({
    queryKey: friendSearchKey(me, words.toLowerCase()),
    queryFn: () => get<User[]>(`/api/friend-search?q=${encodeURIComponent(words)}`),
    enabled: words.length > 0,
  });
}

/** Every friends list read again (after an action here; the other side hears it live). */
const refresh = (client: ReturnType<typeof useQueryClient>, me: string) =>
  client.invalidateQueries({ queryKey: friendsRootKey(me) });

/** Spec core 7 POST /api/friend-requests, with the spec's toasts. */
export function useFriendRequestSend(me: string) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (receiver: Pick<User, 'id' | 'displayName'>) =>
      apiRequest<FriendRequestResult>('POST', '/api/friend-requests', {
        senderId: me,
        receiverId: receiver.id,
      }),
    onSuccess: (result, receiver) => {
      toast(
        result.status === 'friends'
          ? { title: t('friends.nowFriends', { name: receiver.displayName }) }
          : {
              title: t('friends.requestSent'),
              description: t('friends.requestSentBody', { name: receiver.displayName }),
            },
      );
    },
    onError: (err) => {
      toast({
        title: t('friends.sendFailed'),
        description: errorText(err),
        variant: 'destructive',
      });
    },
    onSettled: () => refresh(client, me),
  });
}

/** Accept or reject a request to me. Rejecting has no error toast (spec core 8). */
export function useFriendRequestAnswer(me: string) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, accept }: { request: Pick<FriendRequest, 'id'>; accept: boolean }) =>
      apiRequest(
        'POST',
        `/api/friend-requests/${encodeURIComponent(request.id)}/${accept ? 'accept' : 'reject'}`,
      ),
    onMutate: ({ request }) => {
      client.setQueryData<FriendRequest[]>(friendRequestsKey(me), (old) =>
        old?.filter((r) => r.id !== request.id),
      );
    },
    onError: (err, { accept }) => {
      if (accept) {
        toast({
          title: t('friends.acceptFailed'),
          description: errorText(err),
          variant: 'destructive',
        });
      }
    },
    onSettled: () => refresh(client, me),
  });
}
