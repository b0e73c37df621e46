import { useEffect, useState } from 'react';
import { WifiOff } from 'lucide-react';
import { Spinner } from '../../ui/Spinner';
import { useT } from '../../i18n/use-t';
import { useLive, useLiveStatus } from '../../lib/live-context';
import { useOfflineNotice } from '../pwa/use-offline-notice';
import { connectingBannerShown, connectingGraceLeft } from './connecting-grace';

/** When a chat first began to wait for the page's first connection (one grace per page). */
let waitingSince: number | null = null;

/**
 * The banner while the live connection is not open, once it is worth saying
 * (`connecting-grace.ts`). It reads the connection itself, so that a change of it redraws the
 * banner, not the whole chat.
 */
export function ConnectingNotice() {
  const status = useLiveStatus();
  const offline = useOfflineNotice();
  const hasOpened = useLive().connection?.hasOpened ?? false;
  const [graceOver, setGraceOver] = useState(false);
  const waiting = status !== 'open' && !graceOver;
  useEffect(() => {
    if (!waiting) return;
    const now = performance.now();
    const timer = setTimeout(
      () => setGraceOver(true),
      connectingGraceLeft(now - (waitingSince ??= now)),
    );
    return () => clearTimeout(timer);
  }, [waiting]);
  return connectingBannerShown({ status, offline, hasOpened, graceOver }) ? (
    <ConnectingBanner offline={offline} />
  ) : null;
}

/**
 * Spec core 2: shown while the live connection is down. `offline` (the browser has no network,
 * or the chat shows what was kept from the last visit): 'Connecting...' would promise what
 * cannot happen yet, so it says offline, and that what is written waits (features/pwa).
 */
export function ConnectingBanner({ offline = false }: { offline?: boolean }) {
  const t = useT();
  return (
    <div
      role="status"
      data-testid="connecting-banner"
      data-offline={offline || undefined}
      className="animate-fade-in flex items-center justify-center gap-2 bg-amber-50 px-4 py-1.5 text-[13px] font-semibold text-amber-800 ring-1 ring-amber-200/60"
    >
      {offline ? (
        <>
          <WifiOff aria-hidden className="h-3.5 w-3.5 shrink-0" />
          {t('pwa.offlineChat')}
        </>
      ) : (
        <>
          <Spinner className="h-3.5 w-3.5" label={t('chat.connectingLabel')} />
          {t('chat.connecting')}
        </>
      )}
    </div>
  );
}
