import { lazy } from 'react';
import type { ComponentType } from 'react';

/** How long after the page's load event a background preload waits before asking for idle time. */
export const PRELOAD_AFTER_MS = 1_000;

const scheduled = new Set<() => Promise<unknown>>();

/**
 * Fetches a lazily loaded module in the background once the first screen is done with the
 * network: after the load event, a pause, and then idle time. Parts of the page that stay
 * closed at first (menus, dialogs) load this way, so they are ready before they are opened
 * without weighing on the first screen. Each loader is scheduled once; a failed preload is
 * ignored (opening the part imports it again).
 */
export function preloadWhenIdle(load: () => Promise<unknown>): void {
  if (scheduled.has(load) || typeof window === 'undefined') return;
  scheduled.add(load);
  const run = () => void load().catch(() => undefined);
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(run, { timeout: 2_000 });
    } else {
      run();
    }
  };
  const start = () => setTimeout(idle, PRELOAD_AFTER_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * A component loaded on first use, which also says whether it has arrived: a closed menu or
 * dialog renders nothing (or a stand-in) until then, and its loader can be preloaded or started
 * early (on hover).
 */
export function lazyPart<P>(importer: () => Promise<{ default: ComponentType<P> }>) {
  type Part = { default: ComponentType<P> };
  let part: Part | null = null;
  let pending: Promise<Part> | null = null;
  const load = () =>
    (pending ??= importer().then(
      (m) => (part = m),
      (err: unknown) => {
        // A failed download is tried again next time.
        pending = null;
        throw err;
      },
    ));
  // Once the part has arrived, React is handed it at once, by a thenable that answers before
  // returning: a promise answers a tick later, and for that tick the first render suspends,
  // which shows the stand-in beside the hidden tree (two copies of a trigger on the page).
  const ready = (): Promise<Part> =>
    part
      ? ({ then: (resolve: (m: Part) => void) => resolve(part!) } as unknown as Promise<Part>)
      : load();
  return { Component: lazy(ready), load, isLoaded: () => part !== null };
}
