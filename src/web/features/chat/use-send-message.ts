import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MessageType } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import { clientIdCreate } from '../../lib/client-id';
import { outboxFor } from '../outbox/outbox-registry';

/** What one send carries besides its conversation, sender and clientId. */
export interface SendParts {
  content: string;
  messageType?: MessageType;
  metadata?: Record<string, unknown> | null;
  isBurner?: boolean;
}

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
    async ({ content, messageType = 'text', metadata, isBurner }: SendParts, clientId: string) => {
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
        });
      } finally {
        setInFlight((n) => n - 1);
      }
    },
    [client, conversationId, meId],
  );

  const send = useCallback(
    (content: string, isBurner = false) => void post({ content, isBurner }, clientIdCreate()),
    [post],
  );

  /** A message of another type (a sticker, a song, a location): its words and metadata. */
  const sendRich = useCallback((parts: SendParts) => void post(parts, clientIdCreate()), [post]);

  const retry = useCallback(
    (message: ChatMessage) => {
      if (message.sendState !== 'failed' || !message.clientId) return;
      // A burner bubble shows as type 'burner'; it was sent as text with the burner flag.
      const messageType = message.messageType === 'burner' ? 'text' : message.messageType;
      void post(
        {
          content: message.content,
          messageType,
          metadata: message.metadata,
          isBurner: message.isBurner,
        },
        message.clientId,
      );
    },
    [post],
  );

  return { send, sendRich, retry, pending: inFlight > 0 };
}
