import { useMutation } from '@tanstack/react-query';
import type { Forward, ForwardResult } from '../../../protocol';
import { apiRequest, errorIsNetwork, errorText } from '../../lib/api';
import { tNow } from '../../i18n/intl';
import { toast } from '../../ui/toast-store';

/**
 * Forwards a message to the chats picked: POST /api/messages/{id}/forward. The new messages
 * reach every chat (mine included) live, like any message, so nothing is folded in here.
 */
export function useForward(onDone: () => void) {
  return useMutation({
    mutationFn: ({
      messageId,
      conversationIds,
    }: {
      messageId: string;
      conversationIds: string[];
    }) =>
      apiRequest<ForwardResult>('POST', `/api/messages/${encodeURIComponent(messageId)}/forward`, {
        conversationIds,
      } satisfies Forward),
    onSuccess: ({ forwarded }) => {
      onDone();
      toast({ title: tNow('forward.done', { count: forwarded.length }) });
    },
    onError: (err) => {
      toast({
        title: tNow('forward.error'),
        description: errorIsNetwork(err) ? tNow('chat.serverUnreachable') : errorText(err),
        variant: 'destructive',
      });
    },
  });
}
