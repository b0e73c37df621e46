import type { Message, MessageType } from '../../../protocol';
import type { messages } from '../../db/schema';

export type MessageRow = typeof messages.$inferSelect;

/** A stored message as the API and the live connection show it. */
export function messageView(row: MessageRow): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    content: row.content,
    messageType: row.messageType as MessageType,
    metadata: row.metadata ?? null,
    isBurner: row.isBurner,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    seq: row.seq,
    clientId: row.clientId,
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}
