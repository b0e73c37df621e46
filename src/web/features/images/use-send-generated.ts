import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { GenerateImageResponse, ImageStyle } from '../../../protocol';
import { clientIdCreate } from '../../lib/client-id';
import { outboxFor } from '../outbox/outbox-registry';

/**
 * Sends a generated picture into the chat as an image message (contract 12: content is the
 * image's path, metadata names its object, source 'generated', the prompt and the style),
 * through the outbox like every send, so it waits and goes again if the connection drops.
 */
export function useSendGenerated(conversationId: string, meId: string) {
  const client = useQueryClient();
  return useCallback(
    (result: GenerateImageResponse, prompt: string, style: ImageStyle) =>
      outboxFor(client, meId).add({
        conversationId,
        senderId: meId,
        content: result.imageUrl,
        messageType: 'image',
        metadata: { objectRef: result.ref, source: 'generated', prompt, style },
        clientId: clientIdCreate(),
      }),
    [client, conversationId, meId],
  );
}
