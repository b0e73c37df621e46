import type { MessageType } from '../../../../protocol';

/**
 * A message as a feature hands it to the chat to send (a sticker, a song, a location): the
 * words, the type and its metadata. The chat adds the conversation, the sender and the
 * clientId, and burner mode when the composer's toggle is on.
 */
export interface SendParts {
  content: string;
  messageType?: MessageType;
  metadata?: Record<string, unknown> | null;
  isBurner?: boolean;
  /** The message of this chat it answers (issue 31): the composer's reply. */
  replyTo?: string;
  /** The members its words name with @ (issue 31), by id. */
  mentions?: string[];
}
