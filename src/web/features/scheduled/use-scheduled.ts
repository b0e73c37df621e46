import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScheduledCreate, ScheduledMessage, ScheduledUpdate } from '../../../protocol';
import { apiRequest } from '../../lib/api';
import { cacheApplyScheduled, scheduledKey } from './scheduled-cache';

/**
 * My pending scheduled messages in this chat, soonest first, kept live by pushes. `enabled`
 * false: not yet.
 */
export function useScheduledList(conversationId: string, enabled = true) {
  return useQuery<ScheduledMessage[]>({ queryKey: scheduledKey(conversationId), enabled });
}

/** What the dialog saves: a new item, or new words and moment for one already pending. */
export type ScheduledSave =
  { kind: 'create'; body: ScheduledCreate } | { kind: 'update'; id: string; body: ScheduledUpdate };

const itemPath = (id: string) => `/api/scheduled-messages/${encodeURIComponent(id)}`;

/** A reply folds into the list like the push that follows it, so the list changes at once. */
function useFoldReply() {
  const client = useQueryClient();
  return (scheduled: ScheduledMessage) =>
    cacheApplyScheduled(client, [{ type: 'scheduled_updated', scheduled }]);
}

export function useScheduledSave() {
  const fold = useFoldReply();
  return useMutation({
    mutationFn: (save: ScheduledSave) =>
      save.kind === 'create'
        ? apiRequest<ScheduledMessage>('POST', '/api/scheduled-messages', save.body)
        : apiRequest<ScheduledMessage>('PUT', itemPath(save.id), save.body),
    onSuccess: fold,
  });
}

export function useScheduledCancel() {
  const fold = useFoldReply();
  return useMutation({
    mutationFn: (id: string) => apiRequest<ScheduledMessage>('DELETE', itemPath(id)),
    onSuccess: fold,
  });
}
