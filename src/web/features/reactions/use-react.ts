import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message, ReactionSet } from '../../../protocol';
import { apiRequest, errorIsNetwork, errorText } from '../../lib/api';
import { cacheApplyEvents } from '../../lib/live-cache';
import { tNow } from '../../i18n/intl';
import { toast } from '../../ui/toast-store';

/**
 * My reaction to a message: PUT /api/messages/{id}/reaction gives or changes it, DELETE (emoji
 * null) takes it back. The reply is the message with its reactions, folded in like a live
 * event; the other members (and my other devices) get the same copy live.
 */
export function useReact(conversationId: string, meId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, emoji }: { messageId: string; emoji: string | null }) => {
      const path = `/api/messages/${encodeURIComponent(messageId)}/reaction`;
      if (emoji === null) return apiRequest<Message>('DELETE', path);
      const body: ReactionSet = { emoji };
      return apiRequest<Message>('PUT', path, body);
    },
    onSuccess: (message) => {
      cacheApplyEvents(client, [{ type: 'message', message }], {
        userId: meId,
        openConversationId: conversationId,
      });
    },
    onError: (err) => {
      toast({
        title: tNow('reactions.error'),
        description: errorIsNetwork(err) ? tNow('chat.serverUnreachable') : errorText(err),
        variant: 'destructive',
      });
    },
  });
}
