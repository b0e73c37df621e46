import { Spinner } from '../../ui/Spinner';
import { useT } from '../../i18n/use-t';

/** Spec core 2: shown while the live connection is down. */
export function ConnectingBanner() {
  const t = useT();
  return (
    <div
      role="status"
      data-testid="connecting-banner"
      className="animate-fade-in flex items-center justify-center gap-2 bg-amber-50 px-4 py-1.5 text-[13px] font-semibold text-amber-800 ring-1 ring-amber-200/60"
    >
      <Spinner className="h-3.5 w-3.5" label={t('chat.connectingLabel')} />
      {t('chat.connecting')}
    </div>
  );
}
