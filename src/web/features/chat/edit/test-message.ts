import type { ChatMessage } from '../../../lib/apply-event';

/** What the edit and unsend rules' tests share: a message Emma sent at a fixed moment. */
export const SENT = Date.parse('2025-03-01T10:00:00.000Z');
export const ME = 'u-emma';

export function message(over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 'm1',
    conversationId: 'c1',
    senderId: ME,
    content: 'see you at five',
    messageType: 'text',
    metadata: null,
    isBurner: false,
    expiresAt: null,
    createdAt: new Date(SENT).toISOString(),
    seq: 1,
    clientId: null,
    ...over,
  };
}
