import { randomUUID } from 'node:crypto';
import type { Message, MessageSend } from '../../../protocol';

/** Spec core 4: burner messages disappear after 24 hours at the latest. */
export const BURNER_TTL_MS = 24 * 60 * 60 * 1000;

export type SendInput = Omit<MessageSend, 'senderId'>;

export interface SendResult {
  message: Message;
  created: boolean;
}

/** A result with the members to push it to (none when a publish elsewhere covers it). */
export type Sent = SendResult & { members: readonly string[] };

/** One send of a batch. */
export interface BatchSend {
  senderId: string;
  input: SendInput;
}

/** How a backend stores a batch: per send, its result or the error refusing it. */
export type BatchStore = (batch: readonly BatchSend[]) => Promise<Array<Sent | Error>>;

export const clientKey = (conversationId: string, senderId: string, clientId: string) =>
  `${conversationId}\n${senderId}\n${clientId}`;

/** The row a send will store; the seq is the store's to decide. */
export function newRow(
  senderId: string,
  input: SendInput,
  seq: number,
  now: Date,
  language: string | null,
) {
  const isBurner = input.isBurner === true || input.messageType === 'burner';
  return {
    id: randomUUID(),
    conversationId: input.conversationId,
    seq,
    senderId,
    content: input.content,
    // Only words become a 'burner' message; a burner photo or song keeps its own type (issue 12).
    messageType: isBurner && input.messageType === 'text' ? 'burner' : input.messageType,
    metadata: input.metadata ?? null,
    isBurner,
    expiresAt: isBurner ? new Date(now.getTime() + BURNER_TTL_MS) : null,
    clientId: input.clientId ?? null,
    createdAt: now,
    language,
    replyTo: input.replyTo ?? null,
    mentions: input.mentions?.length ? input.mentions : null,
  };
}
