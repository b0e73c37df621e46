import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorIsNetwork, errorText } from '../../../lib/api';
import { cacheApplyEvents } from '../../../lib/live-cache';
import { tNow } from '../../../i18n/intl';
import { toast } from '../../../ui/toast-store';

/**
 * Delete for me (issue 31): PUT /api/messages/{id}/hidden. Once the server kept it, the chat
 * folds it in as my other devices get it (`message_hidden`): the bubble goes, its place stays.
 */
export function useHideMessage(conversationId: string, meId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      apiRequest('PUT', `/api/messages/${encodeURIComponent(messageId)}/hidden`),
    onSuccess: (_reply, messageId) => {
      cacheApplyEvents(client, [{ type: 'message_hidden', conversationId, messageId }], {
        userId: meId,
        openConversationId: conversationId,
      });
      toast({ title: tNow('chat.deletedForMe') });
    },
    onError: (err) => {
      toast({
        title: tNow('chat.deleteForMeError'),
        description: errorIsNetwork(err) ? tNow('chat.serverUnreachable') : errorText(err),
        variant: 'destructive',
      });
    },
  });
}
