import type { ChatMessage } from '../../lib/apply-event';
import { messageIsConfirmed } from '../../lib/apply-event';

export interface PhotoPendingInput {
  clientId: string;
  conversationId: string;
  senderId: string;
  /** The stored picture's address once uploaded; empty while the bytes are on their way. */
  content: string;
  metadata: Record<string, unknown>;
  createdAt: string;
  /** Sent in burner mode: the waiting bubble wears the burner badge already. */
  isBurner?: boolean;
}

/**
 * The outgoing bubble of a photo on its way: shown at once, before the upload is over, and
 * replaced by the server's copy (same clientId) when the send is stored.
 */
export function photoPendingMessage(input: PhotoPendingInput): ChatMessage {
  return {
    id: `pending-${input.clientId}`,
    conversationId: input.conversationId,
    senderId: input.senderId,
    content: input.content,
    messageType: 'image',
    metadata: input.metadata,
    isBurner: input.isBurner ?? false,
    expiresAt: null,
    createdAt: input.createdAt,
    seq: 0,
    clientId: input.clientId,
    sendState: 'pending',
  };
}

/** The list without our unconfirmed message of this clientId (its upload failed). */
export function messagesWithoutPending(
  list: readonly ChatMessage[],
  senderId: string,
  clientId: string,
): ChatMessage[] {
  const next = list.filter(
    (m) => !(m.clientId === clientId && m.senderId === senderId && !messageIsConfirmed(m)),
  );
  return next.length === list.length ? (list as ChatMessage[]) : next;
}
