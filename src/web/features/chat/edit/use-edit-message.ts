import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message, MessageEdit } from '../../../../protocol';
import { apiRequest, errorIsNetwork, errorText } from '../../../lib/api';
import { cacheApplyEvents } from '../../../lib/live-cache';
import { tNow } from '../../../i18n/intl';
import { toast } from '../../../ui/toast-store';

/**
 * The server's reason when the 15 minutes ran out while the sender was typing (its words, to
 * recognise it by; the sender reads 'chat.editExpired').
 */
export const EDIT_EXPIRED = 'Edit time expired';

/**
 * Spec core 7 PUT /api/messages/{id}/edit. The reply is the edited message (same id and seq),
 * folded into the cache like a live event, so the sender sees it at once and the conversation
 * list's preview follows. The other members get the same copy as a live event.
 *
 * The spec re-fetches the messages after an edit; the reply already is the fresh copy, and a
 * refetch of the newest page would drop older pages and unsent messages held in the cache.
 */
export function useEditMessage(conversationId: string, meId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, content }: { messageId: string; content: string }) => {
      const body: MessageEdit = { content, userId: meId };
      return apiRequest<Message>(
        'PUT',
        `/api/messages/${encodeURIComponent(messageId)}/edit`,
        body,
      );
    },
    onSuccess: (message) => {
      cacheApplyEvents(client, [{ type: 'message', message }], {
        userId: meId,
        openConversationId: conversationId,
      });
    },
    onError: (err) => {
      toast({
        title: tNow('chat.editError'),
        description: errorIsNetwork(err) ? tNow('chat.serverUnreachable') : errorText(err),
        variant: 'destructive',
      });
    },
  });
}
