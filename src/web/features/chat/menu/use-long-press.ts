import { useEffect, useRef } from 'react';
import type { PointerEvent } from 'react';

/**
 * How long a finger rests on a bubble before its menu opens: Android's long-press timeout
 * (ViewConfiguration, 400–500 ms); shorter catches the start of a scroll.
 */
export const LONG_PRESS_MS = 500;
/** A finger that moves further than this is scrolling, not pressing. */
const LONG_PRESS_SLOP_PX = 10;

/**
 * A long press by touch, for browsers that send no `contextmenu` for one (Safari on iOS). Where
 * both come, the menu is simply opened twice.
 */
export function useLongPress(onLongPress: () => void, enabled: boolean) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useRef({ x: 0, y: 0 });
  const clear = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => clear, []);
  if (!enabled) return {};
  return {
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType !== 'touch') return;
      clear();
      start.current = { x: e.clientX, y: e.clientY };
      timer.current = setTimeout(() => {
        timer.current = undefined;
        onLongPress();
      }, LONG_PRESS_MS);
    },
    onPointerMove: (e: PointerEvent) => {
      if (timer.current === undefined) return;
      const moved = Math.hypot(e.clientX - start.current.x, e.clientY - start.current.y);
      if (moved > LONG_PRESS_SLOP_PX) clear();
    },
    onPointerUp: clear,
    onPointerCancel: clear,
  };
}
