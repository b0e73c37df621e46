import { useEffect, useState } from 'react';
import type { ChatMessage } from '../../../lib/apply-event';
import { messagesLowestSeq } from '../../../lib/apply-event';

/** Issue 11 Go to Message: how long the message stays highlighted once on screen. */
export const FOCUS_HIGHLIGHT_MS = 2_000;

export interface MessageFocus {
  id: string;
  seq: number;
}

/**
 * Go to Message: loads older pages until the chat holds the message (by its seq), then names it
 * for the list to scroll to, and highlights it for {@link FOCUS_HIGHLIGHT_MS}. A message that is
 * no longer there (the history ends first) is simply not shown.
 */
export function useMessageFocus(
  focus: MessageFocus | null,
  messages: readonly ChatMessage[] | undefined,
  hasOlder: boolean,
  loadingOlder: boolean,
  loadOlder: () => void,
): { scrollToId: string | null; highlightId: string | null } {
  const held = !!focus && !!messages?.some((m) => m.id === focus.id);
  const lowest = messagesLowestSeq(messages);
  const needOlder = !!focus && !!messages && !held && lowest > focus.seq && hasOlder;

  useEffect(() => {
    if (needOlder && !loadingOlder) loadOlder();
  }, [needOlder, loadingOlder, loadOlder, lowest]);

  const id = held && focus ? focus.id : null;
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    if (id === null || done === id) return;
    const timer = setTimeout(() => setDone(id), FOCUS_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [id, done]);

  return { scrollToId: id, highlightId: id !== null && done !== id ? id : null };
}
