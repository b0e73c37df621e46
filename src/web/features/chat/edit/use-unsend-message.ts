import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Message, messageUnsendSchema } from '../../../../protocol';
import { apiRequest } from '../../../lib/api';
import { cacheApplyEvents } from '../../../lib/live-cache';
import { toast } from '../../../ui/toast-store';
import { unsendFailure } from './message-unsend';

/**
 * Spec core 7 DELETE /api/messages/{id}. The reply is the unsent message (same id and seq, no
 * words left), folded into the cache like a live event, so the sender sees the placeholder at
 * once and the conversation list's last line follows. The other members get the same copy as
 * a live event. A refusal is shown as spec core 5 and 8 word it ({@link unsendFailure}).
 */
export function useUnsendMessage(conversationId: string, meId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => {
      const body: z.infer<typeof messageUnsendSchema> = { userId: meId };
      return apiRequest<Message>('DELETE', `/api/messages/${encodeURIComponent(messageId)}`, body);
    },
    onSuccess: (message) => {
      cacheApplyEvents(client, [{ type: 'message', message }], {
        userId: meId,
        openConversationId: conversationId,
      });
    },
    onError: (err) => {
      const { title, description } = unsendFailure(err);
      toast({ title, description, variant: 'destructive' });
    },
  });
}
