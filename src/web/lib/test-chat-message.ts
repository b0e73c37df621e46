import type { ChatMessage } from './apply-event';

/**
 * For tests: message `seq` of conversation c1, a text Emma sent `seq` seconds after the epoch;
 * `extra` changes any field.
 */
export function chatMessage(seq: number, extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: `m${seq}`,
    conversationId: 'c1',
    senderId: 'u-emma',
    content: `hello ${seq}`,
    messageType: 'text',
    metadata: null,
    isBurner: false,
    expiresAt: null,
    createdAt: new Date(seq * 1000).toISOString(),
    seq,
    clientId: `k${seq}`,
    ...extra,
  };
}
