import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BroadcastAnalytics,
  BroadcastList,
  BroadcastListCreate,
  BroadcastListUpdate,
  BroadcastSubscriber,
  RecentBroadcast,
} from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { apiRequest, errorText } from '../../lib/api';
import { toast } from '../../ui/toast-store';
import {
  broadcastDiscoverKey,
  broadcastListsKey,
  broadcastRecentKey,
  broadcastsRootKey,
} from './broadcasts-cache';

const path = (id: string) => `/api/broadcast-lists/${encodeURIComponent(id)}`;

/** My Lists and Subscribed. */
export function useBroadcastLists(me: string) {
  return useQuery({
    queryKey: broadcastListsKey(me),
    queryFn: () =>
      apiRequest<{ mine: BroadcastList[]; subscribed: BroadcastList[] }>(
        'GET',
        '/api/broadcast-lists',
      ),
  });
}

/** Other people's lists I may subscribe to, matching `q`; the last answer stays while typing. */
export function useBroadcastDiscover(me: string, q: string) {
  return useQuery({
    queryKey: broadcastDiscoverKey(me, q),
    queryFn: () =>
      apiRequest<BroadcastList[]>(
        'GET',
        `/api/broadcast-lists/discover?q=${encodeURIComponent(q)}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** Recent Broadcasts: mine, newest first, with recipients and reads. */
export function useRecentBroadcasts(me: string) {
  return useQuery({
    queryKey: broadcastRecentKey(me),
    queryFn: () => apiRequest<RecentBroadcast[]>('GET', '/api/broadcasts'),
  });
}

/** The people a broadcast to these lists reaches (each once, blocked people not counted). */
export function useRecipientCount(me: string, listIds: readonly string[]) {
  const ids = [...listIds].sort();
  return useQuery({
    queryKey: [...broadcastsRootKey(me), 'recipients', ids.join(',')],
    queryFn: () =>
      apiRequest<{ recipientCount: number }>(
        'GET',
        `/api/broadcasts/recipients?listIds=${ids.map(encodeURIComponent).join(',')}`,
      ),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useSubscribers(me: string, listId: string | null) {
  return useQuery({
    queryKey: [...broadcastsRootKey(me), 'subscribers', listId],
    queryFn: () => apiRequest<BroadcastSubscriber[]>('GET', `${path(listId!)}/subscribers`),
    enabled: listId !== null,
  });
}

export function useAnalytics(me: string, listId: string | null) {
  return useQuery({
    queryKey: [...broadcastsRootKey(me), 'analytics', listId],
    queryFn: () => apiRequest<BroadcastAnalytics>('GET', `${path(listId!)}/analytics`),
    enabled: listId !== null,
  });
}

export type BroadcastAction =
  | { kind: 'create'; input: BroadcastListCreate }
  | { kind: 'update'; list: BroadcastList; input: BroadcastListUpdate }
  | { kind: 'delete'; list: BroadcastList }
  | { kind: 'subscribe'; list: BroadcastList }
  | { kind: 'unsubscribe'; list: BroadcastList }
  | { kind: 'removeSubscriber'; list: BroadcastList; subscriber: BroadcastSubscriber };

function actionRun(action: BroadcastAction): Promise<unknown> {
  switch (action.kind) {
    case 'create':
      return apiRequest('POST', '/api/broadcast-lists', action.input);
    case 'update':
      return apiRequest('PATCH', path(action.list.id), action.input);
    case 'delete':
      return apiRequest('DELETE', path(action.list.id));
    case 'subscribe':
      return apiRequest('PUT', `${path(action.list.id)}/subscription`);
    case 'unsubscribe':
      return apiRequest('DELETE', `${path(action.list.id)}/subscription`);
    case 'removeSubscriber':
      return apiRequest(
        'DELETE',
        `${path(action.list.id)}/subscribers/${encodeURIComponent(action.subscriber.id)}`,
      );
  }
}

/**
 * What the broadcast screen does to a list, with the spec's toasts (section 4; Unsubscribe has
 * none); a failure says why. Every broadcast query is read again afterwards.
 */
export function useBroadcastAction(me: string) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: actionRun,
    onSuccess: (_done, action) => {
      switch (action.kind) {
        case 'create':
          return toast({
            title: t('broadcasts.createdTitle'),
            description: t('broadcasts.createdBody'),
          });
        case 'update':
          return toast({
            title: t('broadcasts.updatedTitle'),
            description: t('broadcasts.updatedBody'),
          });
        case 'delete':
          return toast({
            title: t('broadcasts.deletedTitle'),
            description: t('broadcasts.deletedBody'),
          });
        case 'subscribe':
          return toast({
            title: t('broadcasts.subscribedTitle'),
            description: t('broadcasts.subscribedBody', {
              name: action.list.name,
              creator: action.list.creatorName,
            }),
          });
        case 'removeSubscriber':
          return toast({
            title: t('broadcasts.subscriberRemovedTitle'),
            description: t('broadcasts.subscriberRemovedBody', {
              name: action.subscriber.displayName,
            }),
          });
        case 'unsubscribe':
          return undefined;
      }
    },
    onError: (err) =>
      toast({
        title: t('broadcasts.actionFailed'),
        description: errorText(err),
        variant: 'destructive',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: broadcastsRootKey(me) }),
  });
}

/**
 * 'Send Broadcast'. The clientId is the dialog's, kept across retries, so a broadcast that
 * reached the server before the answer was lost is not sent twice.
 */
export function useBroadcastSend(me: string) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { content: string; listIds: string[]; clientId: string }) =>
      apiRequest<RecentBroadcast>('POST', '/api/broadcasts', input),
    onSuccess: () =>
      toast({ title: t('broadcasts.sentTitle'), description: t('broadcasts.sentBody') }),
    onError: (err) =>
      toast({
        title: t('broadcasts.sendFailed'),
        description: errorText(err),
        variant: 'destructive',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: broadcastsRootKey(me) }),
  });
}
