import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';

/** Space kept between the card and the '⋯' button, and between the card and the window's edge. */
const GAP = 8;
const EDGE = 12;

interface Place {
  top: number;
  left: number;
}

/**
 * Where the card goes: above the anchor, centred on it, or below when there is no room above,
 * always inside the window.
 */
function placeCard(anchor: DOMRect, card: { width: number; height: number }): Place {
  const above = anchor.top - GAP - card.height;
  const top =
    above >= EDGE ? above : Math.min(anchor.bottom + GAP, innerHeight - EDGE - card.height);
  const centred = anchor.left + anchor.width / 2 - card.width / 2;
  const left = Math.min(Math.max(centred, EDGE), innerWidth - EDGE - card.width);
  return { top: Math.max(top, EDGE), left };
}

export interface MenuCardProps {
  anchor: RefObject<HTMLElement | null>;
  onClose: () => void;
  label: string;
  testId: string;
  children: ReactNode;
}

/**
 * The open message menu, placed beside its '⋯' button in a portal. A chat holds dozens of
 * bubbles and scrolls through thousands, so a closed menu is only its button: a popover library
 * mounted in every bubble cost a fifth of the scrolling frame rate (`bench/web-scroll.ts`), and
 * one mounted already open could not find its anchor. This card measures the button when it
 * opens instead, and follows it while the chat scrolls. It closes on Escape, Tab or a press
 * outside; arrow keys move between its items, and focus goes back to the button when it closes.
 */
export function MenuCard({ anchor, onClose, label, testId, children }: MenuCardProps) {
  const card = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<Place | null>(null);

  useLayoutEffect(() => {
    card.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
  }, []);

  useLayoutEffect(() => {
    const follow = () => {
      const a = anchor.current;
      const c = card.current;
      if (!a || !c) return;
      const rect = a.getBoundingClientRect();
      // The bubble scrolled out of sight (or away): nothing left to point at.
      if (!a.isConnected || rect.bottom < 0 || rect.top > innerHeight) onClose();
      // Its layout size: the opening animation scales it, which the bounding box would count.
      else setPlace(placeCard(rect, { width: c.offsetWidth, height: c.offsetHeight }));
    };
    follow();
    addEventListener('scroll', follow, true);
    addEventListener('resize', follow);
    return () => {
      removeEventListener('scroll', follow, true);
      removeEventListener('resize', follow);
    };
  }, [anchor, onClose]);

  useEffect(() => {
    const button = anchor.current;
    const own = card.current;
    const outside = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!own?.contains(target) && !button?.contains(target)) onClose();
    };
    // Escape closes it wherever focus is (a long press leaves it on the bubble).
    const escape = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('pointerdown', outside, true);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      document.removeEventListener('keydown', escape);
      // Back to where the reader was, unless they moved on to something else (a dialog).
      if (document.activeElement === document.body || own?.contains(document.activeElement)) {
        button?.focus({ preventScroll: true });
      }
    };
  }, [anchor, onClose]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Tab') {
      e.preventDefault();
      onClose();
      return;
    }
    const step = { ArrowDown: 1, ArrowUp: -1 }[e.key];
    const ends = { Home: 0, End: -1 }[e.key];
    if (step === undefined && ends === undefined) return;
    e.preventDefault();
    const items = [...(card.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next =
      ends !== undefined
        ? (items.at(ends) ?? null)
        : (items[(at + step! + items.length) % items.length] ?? null);
    next?.focus();
  };

  return createPortal(
    <div
      ref={card}
      role="menu"
      aria-label={label}
      data-testid={testId}
      onKeyDown={onKeyDown}
      style={place ?? { top: 0, left: 0, visibility: 'hidden' }}
      className="animate-pop-in fixed z-50 w-60 rounded-2xl bg-white p-1.5 shadow-2xl ring-1 ring-slate-900/5 outline-none"
    >
      {children}
    </div>,
    document.body,
  );
}
