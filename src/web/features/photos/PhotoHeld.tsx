import { Download } from 'lucide-react';
import { bytesLabel } from '../../lib/bytes-format';
import { useLocale, useT } from '../../i18n/use-t';

/**
 * A photo not downloaded by itself (Settings > Storage > Auto-download Media says never, or
 * only on Wi-Fi and this is not): its box keeps the picture's shape, and one tap downloads it.
 */
export function PhotoHeld({ size, onLoad }: { size: number | undefined; onLoad: () => void }) {
  const t = useT();
  const locale = useLocale();
  const label = size
    ? t('photos.downloadSized', { size: bytesLabel(locale, size) })
    : t('photos.download');
  return (
    <span className="absolute inset-0 flex items-center justify-center">
      <button
        type="button"
        onClick={onLoad}
        data-testid="photo-download"
        className="flex items-center gap-1.5 rounded-full bg-slate-900/60 px-3 py-1.5 text-[13px] font-semibold text-white backdrop-blur transition hover:bg-slate-900/75 focus-visible:outline-2 focus-visible:outline-white"
      >
        <Download aria-hidden className="h-4 w-4" />
        {label}
      </button>
    </span>
  );
}
