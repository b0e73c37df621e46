import { useEffect, useState } from 'react';
import type { KeyboardEvent, MouseEvent, PointerEvent } from 'react';

export interface LongPress {
  /** A pointer went down: the delay starts, and `onLong` runs if it is held that long. */
  down(onLong: () => void): void;
  /** The pointer went up, left, or the press became a scroll: the delay stops. */
  cancel(): void;
  /**
   * The click that follows a press: `onTap` runs, unless the press was long. A click from the
   * keyboard (Enter, Space) is always a tap.
   */
  click(onTap: () => void, fromKeyboard?: boolean): void;
  dispose(): void;
}

/**
 * A press that is a tap when let go before `delayMs`, and a long press once held that long. The
 * click that follows a long press is swallowed, so it never counts as a tap too.
 */
export function longPressCreate(delayMs: number): LongPress {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let fired = false;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    down(onLong) {
      cancel();
      fired = false;
      timer = setTimeout(() => {
        timer = null;
        fired = true;
        onLong();
      }, delayMs);
    },
    cancel,
    click(onTap, fromKeyboard = false) {
      cancel();
      const long = fired && !fromKeyboard;
      fired = false;
      if (!long) onTap();
    },
    dispose: cancel,
  };
}

export interface LongPressCallbacks {
  /** The press was held for the whole delay (or Shift+Enter). */
  onLong: () => void;
  /** A press let go before the delay, or Enter / Space. */
  onTap: () => void;
}

/**
 * The handlers of a button with a tap and a long press (pointer events, so mouse, pen and touch
 * alike). The long press shows no context menu. From the keyboard, Enter or Space is the tap
 * and Shift+Enter the long press.
 */
export function useLongPress(delayMs: number, { onLong, onTap }: LongPressCallbacks) {
  const [press] = useState(() => longPressCreate(delayMs));
  useEffect(() => () => press.dispose(), [press]);
  return {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (e.button === 0) press.down(onLong);
    },
    onPointerUp: press.cancel,
    onPointerLeave: press.cancel,
    onPointerCancel: press.cancel,
    onContextMenu: (e: MouseEvent<HTMLElement>) => e.preventDefault(),
    // A click from the keyboard has no pointer behind it (detail 0).
    onClick: (e: MouseEvent<HTMLElement>) => press.click(onTap, e.detail === 0),
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      if (e.key === 'Enter' && e.shiftKey) {
        e.preventDefault();
        onLong();
      }
    },
  };
}
