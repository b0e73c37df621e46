import { useRef, useState } from 'react';
import type { TouchEvent } from 'react';

/** How far a bubble is pulled along the line before letting go answers it. */
export const SWIPE_REPLY_PX = 56;
/** Further than this it no longer follows the finger. */
const SWIPE_MAX_PX = 80;

/**
 * Swipe to reply, as on every phone messenger: a finger pulls the bubble along the reading
 * direction (rightwards, leftwards in Arabic); let go past {@link SWIPE_REPLY_PX} and the
 * message is answered. A mostly vertical move is the list scrolling and is left alone.
 */
export function useSwipeReply(onReply: () => void, enabled: boolean) {
  const start = useRef<{ x: number; y: number; rtl: boolean } | null>(null);
  const [offset, setOffset] = useState(0);
  if (!enabled) return { handlers: {}, offset: 0 };
  const handlers = {
    onTouchStart: (e: TouchEvent) => {
      const touch = e.touches[0];
      if (!touch || e.touches.length > 1) return;
      const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
      start.current = { x: touch.clientX, y: touch.clientY, rtl };
    },
    onTouchMove: (e: TouchEvent) => {
      const from = start.current;
      const touch = e.touches[0];
      if (!from || !touch) return;
      const dx = (touch.clientX - from.x) * (from.rtl ? -1 : 1);
      const dy = touch.clientY - from.y;
      if (Math.abs(dy) > Math.abs(dx)) {
        start.current = null;
        setOffset(0);
        return;
      }
      setOffset(Math.max(0, Math.min(dx, SWIPE_MAX_PX)) * (from.rtl ? -1 : 1));
    },
    onTouchEnd: () => {
      if (Math.abs(offset) >= SWIPE_REPLY_PX) onReply();
      start.current = null;
      setOffset(0);
    },
    onTouchCancel: () => {
      start.current = null;
      setOffset(0);
    },
  };
  return { handlers, offset };
}
