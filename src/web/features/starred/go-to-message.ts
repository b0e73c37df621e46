import type { StarredMessage } from '../../../protocol';

/**
 * The chat's address parameters for Go to Message: the conversation (`c`, as the messenger
 * keeps it), the message to show (`m`) and its place (`s`, so older pages are loaded until it
 * is held).
 */
export const GO_TO_PARAMS = { conversation: 'c', message: 'm', seq: 's' } as const;

/** /chat?c=<conversation>&m=<message>&s=<seq>: opens the chat at that message. */
export function chatMessageHref(item: Pick<StarredMessage, 'conversationId' | 'id' | 'seq'>) {
  const params = new URLSearchParams({
    [GO_TO_PARAMS.conversation]: item.conversationId,
    [GO_TO_PARAMS.message]: item.id,
    [GO_TO_PARAMS.seq]: String(item.seq),
  });
  return `/chat?${params.toString()}`;
}

/** The message to show, from the chat's address; null when there is none (or it is malformed). */
export function chatMessageFocus(
  id: string | null,
  seqParam: string | null,
): { id: string; seq: number } | null {
  const seq = Number(seqParam);
  if (!id || !Number.isInteger(seq) || seq < 1) return null;
  return { id, seq };
}
