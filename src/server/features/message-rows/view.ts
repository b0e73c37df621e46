import type { Message, MessageReaction, MessageType } from '../../../protocol';
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
    language: row.language,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    changeSeq: row.changeSeq,
    // Only when there are some: most messages have none, and every byte goes to every member.
    ...(row.reactions?.length ? { reactions: row.reactions } : {}),
    ...(row.replyTo ? { replyTo: row.replyTo } : {}),
    ...(row.mentions?.length ? { mentions: row.mentions } : {}),
  };
}

/** A messages row as `to_jsonb` / `row_to_json` gives it: snake_case keys, timestamps as text. */
export interface MessageJson {
  id: string;
  conversation_id: string;
  seq: number;
  sender_id: string;
  content: string;
  message_type: string;
  metadata: Record<string, unknown> | null;
  is_burner: boolean;
  /** Text inside JSON; a Date when node-postgres parsed a plain column. */
  expires_at: string | Date | null;
  client_id: string | null;
  created_at: string | Date;
  edited_at: string | Date | null;
  language: string | null;
  deleted_at?: string | Date | null;
  change_seq?: number;
  reactions?: MessageReaction[] | null;
  reply_to?: string | null;
  mentions?: string[] | null;
}

const date = (v: string | Date | null): Date | null => (v === null ? null : new Date(v));

/** The row behind a JSON-encoded message, for queries that return rows inside JSON. */
export function messageRowFromJson(m: MessageJson): MessageRow {
  return {
    id: m.id,
    conversationId: m.conversation_id,
    seq: m.seq,
    senderId: m.sender_id,
    content: m.content,
    messageType: m.message_type,
    metadata: m.metadata,
    isBurner: m.is_burner,
    expiresAt: date(m.expires_at),
    clientId: m.client_id,
    createdAt: new Date(m.created_at),
    editedAt: date(m.edited_at),
    language: m.language,
    deletedAt: date(m.deleted_at ?? null),
    changeSeq: m.change_seq ?? 0,
    reactions: m.reactions ?? null,
    replyTo: m.reply_to ?? null,
    mentions: m.mentions ?? null,
  };
}
