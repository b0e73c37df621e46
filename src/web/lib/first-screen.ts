/**
 * Work that can wait until the person sees the first screen: the live connection, with the
 * schemas it checks events with (zod is most of that download). A screen says when its content
 * is shown (`firstScreenShown`); a screen that never says so releases the wait after
 * FIRST_SCREEN_WAIT_MAX_MS. Nothing is lost by waiting: every socket open fetches what was missed.
 */
export const FIRST_SCREEN_WAIT_MAX_MS = 2_000;

let shown = false;
/** Set once work waiting for the first screen has started: later screens need not wait. */
let settled = false;
const waiting = new Set<() => void>();

/** True once the first screen was shown and what waited for it has begun. */
export function firstScreenSettled(): boolean {
  return settled;
}

/** Called by a screen once its content (rows, an empty state, an error) is on screen. */
export function firstScreenShown(): void {
  if (shown) return;
  shown = true;
  for (const run of waiting) run();
  waiting.clear();
}

/** Runs `fn` once the first screen is shown and painted; returns a cancel. */
export function afterFirstScreen(fn: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    waiting.delete(run);
    if (timer) clearTimeout(timer);
    // After the next frame and the tasks waiting behind it (a tap, a keystroke): the screen's
    // paint and first input come first.
    const go = () => {
      settled = true;
      if (!cancelled) fn();
    };
    requestAnimationFrame(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(go, { timeout: 300 });
      else setTimeout(go, 50);
    });
  };
  if (shown) run();
  else {
    waiting.add(run);
    timer = setTimeout(run, FIRST_SCREEN_WAIT_MAX_MS);
  }
  return () => {
    cancelled = true;
    waiting.delete(run);
    if (timer) clearTimeout(timer);
  };
}
