import { useEffect, useRef, useState } from 'react';
import type { PointerEvent } from 'react';
import { longPressCreate } from '../../../ui/use-long-press';

/**
 * How long a finger rests on a bubble before its menu opens: Android's long-press timeout
 * (ViewConfiguration, 400–500 ms); shorter catches the start of a scroll.
 */
export const LONG_PRESS_MS = 500;
/** A finger that moves further than this is scrolling, not pressing. */
const LONG_PRESS_SLOP_PX = 10;

/**
 * A long press by touch, for browsers that send no `contextmenu` for one (Safari on iOS). Where
 * both come, the menu is simply opened twice. Taps are left to the bubble: only the delay is
 * shared with the like button's press (`ui/use-long-press.ts`).
 */
export function useTouchLongPress(onLongPress: () => void, enabled: boolean) {
  const [press] = useState(() => longPressCreate(LONG_PRESS_MS));
  const start = useRef({ x: 0, y: 0 });
  useEffect(() => () => press.dispose(), [press]);
  if (!enabled) return {};
  return {
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType !== 'touch') return;
      start.current = { x: e.clientX, y: e.clientY };
      press.down(onLongPress);
    },
    onPointerMove: (e: PointerEvent) => {
      const moved = Math.hypot(e.clientX - start.current.x, e.clientY - start.current.y);
      if (moved > LONG_PRESS_SLOP_PX) press.cancel();
    },
    onPointerUp: press.cancel,
    onPointerCancel: press.cancel,
  };
}
