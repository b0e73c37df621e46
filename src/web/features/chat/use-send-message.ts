import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Message, MessageSend } from '../../../protocol';
import { apiRequest, errorIsNetwork, errorText } from '../../lib/api';
import type { ChatMessage } from '../../lib/apply-event';
import { messagesAddPending, messagesMarkFailed } from '../../lib/apply-event';
import { clientIdCreate } from '../../lib/client-id';
import { cacheApplyEvents } from '../../lib/live-cache';
import { messagesKey } from '../../lib/query-client';
import { toast } from '../../ui/toast-store';

/**
 * Sending (the hot path): show the message at once as pending, POST it with a clientId, fold
 * the reply in like a live event. A failed send stays on screen, marked failed; retrying
 * re-posts with the same clientId, so the server returns the first copy rather than a second.
 */
export function useSendMessage(conversationId: string, meId: string) {
  const client = useQueryClient();
  const [inFlight, setInFlight] = useState(0);

  const post = useCallback(
    async (content: string, clientId: string, isBurner: boolean) => {
      const key = messagesKey(conversationId);
      const pending: ChatMessage = {
        id: `pending-${clientId}`,
        conversationId,
        senderId: meId,
        content,
        messageType: isBurner ? 'burner' : 'text',
        metadata: null,
        isBurner,
        expiresAt: null,
        createdAt: new Date().toISOString(),
        seq: 0,
        clientId,
        sendState: 'pending',
      };
      client.setQueryData<ChatMessage[]>(key, (old) => messagesAddPending(old ?? [], pending));
      setInFlight((n) => n + 1);
      try {
        const body: MessageSend = {
          conversationId,
          senderId: meId,
          content,
          messageType: 'text',
          clientId,
          // The server makes it a 'burner' message with its 24 h expiry (core 4).
          ...(isBurner ? { isBurner: true } : {}),
        };
        const message = await apiRequest<Message>('POST', '/api/messages', body);
        cacheApplyEvents(client, [{ type: 'message', message }], {
          userId: meId,
          openConversationId: conversationId,
        });
      } catch (err) {
        client.setQueryData<ChatMessage[]>(key, (old) => messagesMarkFailed(old ?? [], clientId));
        if (!errorIsNetwork(err)) {
          toast({ title: 'Message not sent', description: errorText(err), variant: 'destructive' });
        }
      } finally {
        setInFlight((n) => n - 1);
      }
    },
    [client, conversationId, meId],
  );

  const send = useCallback(
    (content: string, isBurner = false) => void post(content, clientIdCreate(), isBurner),
    [post],
  );

  const retry = useCallback(
    (message: ChatMessage) => {
      if (message.sendState !== 'failed' || !message.clientId) return;
      void post(message.content, message.clientId, message.isBurner);
    },
    [post],
  );

  return { send, retry, pending: inFlight > 0 };
}
