import { useCallback, useEffect, useRef, useState } from 'react';

/** Where the arrow keys do something else: typing, a dialog, the reaction picker. */
const KEYS_TAKEN =
  'input, textarea, select, [contenteditable="true"], [role="dialog"], [data-testid="reel-reactions"]';

/** One reel down (1) or up (-1) for a key, or 0. */
export function reelKeyStep(key: string): -1 | 0 | 1 {
  if (key === 'ArrowDown' || key === 'PageDown') return 1;
  if (key === 'ArrowUp' || key === 'PageUp') return -1;
  return 0;
}

/**
 * The snapping column of reels: which one is on screen (the one most in view), moving to one,
 * and the arrow keys (and Page Up / Down) moving one reel at a time.
 */
export function useReelScroll(count: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const activeRef = useRef(0);
  useEffect(() => {
    activeRef.current = active;
  }, [active]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (el.clientHeight) setActive(Math.round(el.scrollTop / el.clientHeight));
      });
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      el.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  const scrollTo = useCallback(
    (index: number, smooth = true) => {
      const el = ref.current;
      if (!el || count === 0) return;
      const i = Math.max(0, Math.min(count - 1, index));
      el.scrollTo({ top: i * el.clientHeight, behavior: smooth ? 'smooth' : 'instant' });
      if (!smooth) setActive(i);
    },
    [count],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const step = reelKeyStep(e.key);
      if (!step) return;
      if (e.target instanceof Element && e.target.closest(KEYS_TAKEN)) return;
      e.preventDefault();
      scrollTo(activeRef.current + step);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [scrollTo]);

  return { ref, active, scrollTo };
}
