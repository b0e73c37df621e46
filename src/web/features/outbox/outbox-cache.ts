import type { ChatMessage, SendState } from '../../lib/apply-event';
import { messageCompare, messageIsConfirmed } from '../../lib/apply-event';
import type { OutboxEntry } from './outbox-rules';

/** The bubble an outbox entry shows until the server's copy replaces it. */
export function outboxEntryMessage(entry: OutboxEntry, sendState: SendState): ChatMessage {
  const b = entry.body;
  return {
    id: `pending-${entry.clientId}`,
    conversationId: b.conversationId,
    senderId: b.senderId,
    content: b.content,
    // The server stores a burner text as type 'burner' (core 3: burner overrides the type); a
    // rich message keeps its own type with isBurner (issue 12 contract).
    messageType: b.isBurner && b.messageType === 'text' ? 'burner' : b.messageType,
    metadata: b.metadata ?? null,
    isBurner: b.isBurner ?? false,
    expiresAt: null,
    createdAt: entry.createdAt,
    seq: 0,
    clientId: entry.clientId,
    sendState,
    // The quote shows while it is sending.
    ...(b.replyTo ? { replyTo: b.replyTo } : {}),
    ...(b.mentions?.length ? { mentions: b.mentions } : {}),
  };
}

const mine = (m: ChatMessage, senderId: string, clientId: string) =>
  m.clientId === clientId && m.senderId === senderId;

/**
 * Sets the state of our unconfirmed message with this clientId (and its refusal reason, for
 * `failed`). The same array back when nothing changes, so nothing re-renders.
 */
export function messagesSendStateSet(
  list: readonly ChatMessage[],
  senderId: string,
  clientId: string,
  sendState: SendState,
  sendError?: string,
): ChatMessage[] {
  let changed = false;
  const next = list.map((m) => {
    if (!mine(m, senderId, clientId) || messageIsConfirmed(m)) return m;
    if (m.sendState === sendState && m.sendError === sendError) return m;
    changed = true;
    return sendError === undefined
      ? { ...m, sendState, sendError: undefined }
      : { ...m, sendState, sendError };
  });
  return changed ? next : (list as ChatMessage[]);
}

/**
 * Adds the bubbles of outbox entries this list does not show yet (neither as our unconfirmed
 * copy nor as the server's), e.g. after a reload, or after a page fetched from scratch replaced
 * the list. The same array back when every entry is shown.
 */
export function messagesWithEntries(
  list: readonly ChatMessage[],
  entries: readonly OutboxEntry[],
  sendState: SendState,
): ChatMessage[] {
  const missing = entries.filter((e) => !list.some((m) => mine(m, e.body.senderId, e.clientId)));
  if (missing.length === 0) return list as ChatMessage[];
  return [...list, ...missing.map((e) => outboxEntryMessage(e, sendState))].sort(messageCompare);
}

/**
 * Without our refused (failed) send of this clientId: its bubble is deleted. The same array back
 * when there is none; a confirmed message is never taken away here.
 */
export function messagesRefusedRemove(
  list: readonly ChatMessage[],
  senderId: string,
  clientId: string,
): ChatMessage[] {
  const next = list.filter((m) => !(mine(m, senderId, clientId) && m.sendState === 'failed'));
  return next.length === list.length ? (list as ChatMessage[]) : next;
}
