import { useEffect, useState } from 'react';
import type { ChatMessage } from '../../../lib/apply-event';
import { messagesLowestSeq } from '../../../lib/apply-event';

/** Issue 11 Go to Message: how long the message stays highlighted once on screen. */
export const FOCUS_HIGHLIGHT_MS = 2_000;

export interface MessageFocus {
  id: string;
  seq: number;
  /** When it was asked for: a second tap on the same reply's quote highlights it again. */
  at?: number;
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
  // Which asking was shown: a second tap on the same quote (a new `at`) shows it again.
  const key = id === null ? null : `${id}:${focus?.at ?? ''}`;
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    if (key === null || done === key) return;
    const timer = setTimeout(() => setDone(key), FOCUS_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [key, done]);

  return { scrollToId: id, highlightId: key !== null && done !== key ? id : null };
}
