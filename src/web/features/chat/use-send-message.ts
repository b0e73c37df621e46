import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '../../lib/apply-event';
import { clientIdCreate } from '../../lib/client-id';
import { outboxFor } from '../outbox/outbox-registry';

/**
 * Sending (the hot path): the message goes into the user's outbox, which shows it at once as
 * pending and posts it with a clientId. A send that fails for a reason that passes waits in the
 * outbox (a clock) and goes again by itself; one the server refused is marked failed with its
 * reason, and tapping it sends it again with the same clientId, so the server returns the first
 * copy rather than a second.
 */
export function useSendMessage(conversationId: string, meId: string) {
  const client = useQueryClient();
  const [inFlight, setInFlight] = useState(0);

  const post = useCallback(
    async (content: string, clientId: string, isBurner: boolean) => {
      setInFlight((n) => n + 1);
      try {
        await outboxFor(client, meId).add({
          conversationId,
          senderId: meId,
          content,
          messageType: 'text',
          clientId,
          // The server makes it a 'burner' message with its 24 h expiry (core 4).
          ...(isBurner ? { isBurner: true } : {}),
        });
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
