import { useSyncExternalStore } from 'react';
import { offlineNoticeShown, offlineNoticeSubscribe } from '../../lib/offline-reads';

/** True while the browser is offline or the app shows data kept from the last visit. */
export function useOfflineNotice(): boolean {
  return useSyncExternalStore(offlineNoticeSubscribe, offlineNoticeShown, () => false);
}
