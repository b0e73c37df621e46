import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StatusReplyResult, StatusUpdate, StatusViewer } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { apiRequest, errorText } from '../../lib/api';
import { toast } from '../../ui/toast-store';
import { statusViewersKey, statusesKey, statusesPut, statusesRootKey } from './status-cache';

const path = (id: string, what = '') => `/api/status-updates/${encodeURIComponent(id)}${what}`;

/** Mine and my friends' live statuses, newest first (the server's order). */
export function useStatuses(me: string) {
  return useQuery({
    queryKey: statusesKey(me),
    queryFn: () => apiRequest<StatusUpdate[]>('GET', '/api/status-updates'),
  });
}

/** Who saw one of my statuses (the author's list). */
export function useStatusViewers(me: string, statusId: string, enabled: boolean) {
  return useQuery({
    queryKey: statusViewersKey(me, statusId),
    queryFn: () => apiRequest<StatusViewer[]>('GET', path(statusId, '/views')),
    enabled,
  });
}

/** A failed action's toast: what failed, and the server's words in the app language. */
function failed(title: string) {
  return (err: unknown) => toast({ title, description: errorText(err), variant: 'destructive' });
}

/** Posts a status (text, or a photo already uploaded with its caption): 'Status Updated'. */
export function useStatusCreate(me: string) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { content: string; objectRef?: string }) =>
      apiRequest<StatusUpdate>('POST', '/api/status-updates', body),
    onSuccess: (status) => {
      client.setQueryData<StatusUpdate[]>(statusesKey(me), (old) =>
        old ? [status, ...old.filter((s) => s.id !== status.id)] : old,
      );
      toast({ title: t('status.updated'), variant: 'success' });
    },
    onError: failed(t('status.postFailed')),
  });
}

/** Deletes one of my statuses: 'Status Deleted'. */
export function useStatusDelete(me: string) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', path(id)),
    onSuccess: (_done, id) => {
      client.setQueryData<StatusUpdate[]>(statusesKey(me), (old) =>
        old?.filter((s) => s.id !== id),
      );
      toast({ title: t('status.deleted'), variant: 'success' });
    },
    onError: failed(t('status.deleteFailed')),
    onSettled: () => client.invalidateQueries({ queryKey: statusesRootKey(me) }),
  });
}

/** Likes or unlikes a status; a like says 'Status liked!'. */
export function useStatusLike(me: string) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, liked }: { id: string; liked: boolean }) =>
      apiRequest<StatusUpdate>(liked ? 'POST' : 'DELETE', path(id, '/like')),
    onSuccess: (status, { liked }) => {
      statusesPut(client, me, status);
      if (liked) toast({ title: t('status.liked'), variant: 'success' });
    },
    onError: failed(t('status.likeFailed')),
  });
}

/** Records that I opened a friend's status (once; the server ignores a second time). */
export function useStatusView(me: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<StatusUpdate>('POST', path(id, '/view')),
    onSuccess: (status) => statusesPut(client, me, status),
  });
}

/**
 * Replies to a status: the words go to the author's chat as a message. The caller keeps one
 * clientId per reply typed, so sending it again after a lost answer sends it once.
 * 'Reply posted!'.
 */
export function useStatusReply(me: string) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content, clientId }: { id: string; content: string; clientId: string }) =>
      apiRequest<StatusReplyResult>('POST', path(id, '/reply'), { content, clientId }),
    onSuccess: (result) => {
      statusesPut(client, me, result.status);
      toast({ title: t('status.replied'), variant: 'success' });
    },
    onError: failed(t('status.replyFailed')),
  });
}
