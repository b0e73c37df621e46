import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '../../lib/apply-event';
import { clientIdCreate } from '../../lib/client-id';
import { messagesKey } from '../../lib/query-client';
import { messagesRefusedRemove } from '../outbox/outbox-cache';
import { outboxFor } from '../outbox/outbox-registry';
import type { SendParts } from './registry/send-parts';

/**
 * Sending (the hot path): the message goes into the user's outbox, which shows it at once as
 * pending and posts it with a clientId. A send that fails for a reason that passes waits in the
 * outbox (a clock) and goes again by itself; one the server refused (a 4xx: blocked, not a
 * member, too long) is marked failed with its reason and is never sent again, since it cannot
 * succeed; the person may delete its bubble.
 */
export function useSendMessage(conversationId: string, meId: string) {
  const client = useQueryClient();
  const [inFlight, setInFlight] = useState(0);

  const post = useCallback(
    async (
      { content, messageType = 'text', metadata, isBurner, replyTo, mentions }: SendParts,
      clientId: string,
    ) => {
      setInFlight((n) => n + 1);
      try {
        await outboxFor(client, meId).add({
          conversationId,
          senderId: meId,
          content,
          messageType,
          ...(metadata ? { metadata } : {}),
          clientId,
          // The server makes it a 'burner' message with its 24 h expiry (core 4).
          ...(isBurner ? { isBurner: true } : {}),
          ...(replyTo ? { replyTo } : {}),
          ...(mentions?.length ? { mentions } : {}),
        });
      } finally {
        setInFlight((n) => n - 1);
      }
    },
    [client, conversationId, meId],
  );

  const send = useCallback(
    (content: string, isBurner = false, replyTo?: string, mentions?: string[]) =>
      void post({ content, isBurner, replyTo, mentions }, clientIdCreate()),
    [post],
  );

  /** A message of another type (a sticker, a song, a location): its words and metadata. */
  const sendRich = useCallback((parts: SendParts) => void post(parts, clientIdCreate()), [post]);

  /** Takes a refused send's bubble away: it is in no outbox and reached nobody. */
  const discard = useCallback(
    (message: ChatMessage) => {
      if (message.sendState !== 'failed' || !message.clientId) return;
      const key = messagesKey(conversationId);
      const list = client.getQueryData<ChatMessage[]>(key);
      if (list) client.setQueryData(key, messagesRefusedRemove(list, meId, message.clientId));
    },
    [client, conversationId, meId],
  );

  return { send, sendRich, discard, pending: inFlight > 0 };
}
