import type { StatusReplyQuote } from '../../../protocol';

/**
 * The status a chat message answers (`metadata.statusReply`, written by the server's reply
 * path), read defensively: anything else in a message's metadata is no quote. Plain checks, so
 * the chat's bubble loads no schema library.
 */
export function statusReplyQuoteOf(metadata: unknown): StatusReplyQuote | null {
  if (!metadata || typeof metadata !== 'object') return null;
  const q = (metadata as { statusReply?: unknown }).statusReply;
  if (!q || typeof q !== 'object') return null;
  const { statusId, authorId, content, photo } = q as Record<string, unknown>;
  if (typeof statusId !== 'string' || typeof authorId !== 'string') return null;
  if (typeof content !== 'string' || typeof photo !== 'boolean') return null;
  return { statusId, authorId, content, photo };
}
