import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const visibleNow = () => document.visibilityState === 'visible';
const serverVisible = () => true;

/** True while the page is on screen (a hidden tab shows nobody anything: nothing is read). */
export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, visibleNow, serverVisible);
}
