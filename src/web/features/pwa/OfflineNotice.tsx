import { WifiOff } from 'lucide-react';
import { useT } from '../../i18n/use-t';

/**
 * The chat list's word that the app is offline, and what that means here: the chats are those
 * kept from the last visit, and what is written waits to be sent. The list shows it while
 * `useOfflineNotice` says so; a chat says it in its connecting banner.
 */
export function OfflineNotice() {
  const t = useT();
  return (
    <div
      role="status"
      data-testid="offline-notice"
      className="animate-fade-in mt-2 flex items-start gap-2.5 rounded-2xl bg-amber-50 px-3 py-2.5 text-[13px] leading-snug text-amber-800 ring-1 ring-amber-200/60"
    >
      <WifiOff aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <p className="min-w-0 flex-1">
        <strong className="font-semibold">{t('pwa.offlineTitle')}</strong> {t('pwa.offlineBody')}
      </p>
    </div>
  );
}
