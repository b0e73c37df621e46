import { useSyncExternalStore } from 'react';

/**
 * Wide enough for the list and the open chat side by side, as messengers on the web show them;
 * below it the phone layout: one screen at a time.
 */
export const WIDE_QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const wideNow = () => window.matchMedia(WIDE_QUERY).matches;

/** True on a wide screen; follows the window as it is resized. */
export function useWide(): boolean {
  return useSyncExternalStore(subscribe, wideNow, () => false);
}

/**
 * On a wide screen the messenger shows the list in a column of this width, beside the navigation
 * rail (88 px, `layout/BottomNav`), with the chat beside it (`layout/AppLayout` marks its frame `data-wide`). The frame's
 * fixed parts that belong to the list (the new-chat button) add these classes to sit over that
 * column, at its foot, instead of the middle of the window. Logical sides, so that in Arabic the
 * column and the button are on the right with the rail.
 */
export const WIDE_LIST_FIXED =
  'group-data-wide/app:mx-0 group-data-wide/app:max-w-none group-data-wide/app:w-[400px] group-data-wide/app:end-auto group-data-wide/app:start-[calc(max(0px,(100vw-1400px)/2)+88px)] group-data-wide/app:bottom-6';
