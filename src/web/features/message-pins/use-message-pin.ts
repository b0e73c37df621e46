import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PinnedMessage } from '../../../protocol';
import { apiRequest, errorIsNetwork, errorText } from '../../lib/api';
import { cacheApplyEvents } from '../../lib/live-cache';
import { tNow } from '../../i18n/intl';
import { toast } from '../../ui/toast-store';

/**
 * Pins a message at the top of its chat for everyone, or takes the pin away: PUT or DELETE
 * /api/messages/{id}/pin. The reply is the chat's pins, folded in as the other members get them.
 */
export function useMessagePin(conversationId: string, meId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, pinned }: { messageId: string; pinned: boolean }) =>
      apiRequest<{ pins: PinnedMessage[] }>(
        pinned ? 'PUT' : 'DELETE',
        `/api/messages/${encodeURIComponent(messageId)}/pin`,
      ),
    onSuccess: ({ pins }, { pinned }) => {
      cacheApplyEvents(client, [{ type: 'pins', conversationId, pins }], {
        userId: meId,
        openConversationId: conversationId,
      });
      toast({ title: tNow(pinned ? 'pins.pinned' : 'pins.unpinned') });
    },
    onError: (err) => {
      toast({
        title: tNow('pins.error'),
        description: errorIsNetwork(err) ? tNow('chat.serverUnreachable') : errorText(err),
        variant: 'destructive',
      });
    },
  });
}
