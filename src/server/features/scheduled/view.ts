import type { ScheduledMessage } from '../../../protocol';
import type { scheduledMessages } from '../../db/schema';

export type ScheduledRow = typeof scheduledMessages.$inferSelect;

/** A stored row as the API shows it. */
export function scheduledView(row: ScheduledRow): ScheduledMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    content: row.content,
    isBurner: row.isBurner,
    sendAt: row.sendAt.toISOString(),
    status: row.status as ScheduledMessage['status'],
    messageId: row.messageId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
