import { useCallback, useEffect, useRef } from 'react';
import { TYPING_IDLE_MS, TYPING_SHOWN_MS } from '../../../protocol/limits';
import { useLive } from '../../lib/live-context';

/**
 * While typing continues we repeat typing:true this often, shorter than the 3 s the other side
 * shows it for (TYPING_SHOWN_MS), so the indicator does not blink off mid-sentence.
 */
const TYPING_REPEAT_MS = TYPING_SHOWN_MS - 1_000;

/**
 * Spec core 4: tell the others we are typing; stop after 2 s of idleness (TYPING_IDLE_MS), on
 * send, on clearing the text and on leaving the chat.
 */
export function useTypingSender(conversationId: string) {
  const { connection } = useLive();
  const state = useRef<{
    typing: boolean;
    lastSent: number;
    idle: ReturnType<typeof setTimeout> | null;
  }>({ typing: false, lastSent: 0, idle: null });

  const stop = useCallback(() => {
    const s = state.current;
    if (s.idle) clearTimeout(s.idle);
    s.idle = null;
    if (s.typing) connection?.typing(conversationId, false);
    s.typing = false;
  }, [connection, conversationId]);

  const onInput = useCallback(
    (text: string) => {
      if (!text.trim()) {
        stop();
        return;
      }
      const s = state.current;
      const now = Date.now();
      if (!s.typing || now - s.lastSent >= TYPING_REPEAT_MS) {
        connection?.typing(conversationId, true);
        s.typing = true;
        s.lastSent = now;
      }
      if (s.idle) clearTimeout(s.idle);
      s.idle = setTimeout(stop, TYPING_IDLE_MS);
    },
    [connection, conversationId, stop],
  );

  useEffect(() => stop, [stop]);

  return { onInput, stop };
}
