import { ExternalLink, MapPin } from 'lucide-react';
import type { RichShare } from '../../../protocol';
import { useLocale, useT } from '../../i18n/use-t';
import { numberLabel } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { locationMapUrl } from './location-request';

export interface LocationConfirmDialogProps {
  /** The position found, not yet sent; null while nothing waits for a confirm. */
  found: RichShare | null;
  onSend: () => void;
  onCancel: () => void;
}

/**
 * Where the browser says the person is, before anything leaves the device: an exact position is
 * personal data, so it goes only on 'Send location'. It shows what will be sent (the
 * coordinates and how precise they are) and a link to check the point on a map; no drawn map,
 * since no map tiles are reachable and made-up streets would not say where.
 */
export function LocationConfirmDialog({ found, onSend, onCancel }: LocationConfirmDialogProps) {
  const t = useT();
  const locale = useLocale();
  const { latitude, longitude, accuracy } = (found?.metadata ?? {}) as {
    latitude?: number;
    longitude?: number;
    accuracy?: number;
  };
  return (
    <Dialog
      open={found !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={t('location.confirmTitle')}
      description={t('location.confirmBody')}
      testId="location-confirm"
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onCancel} data-testid="location-cancel">
            {t('location.cancel')}
          </Button>
          <Button onClick={onSend} data-testid="location-send">
            <MapPin aria-hidden className="h-4 w-4" />
            {t('location.send')}
          </Button>
        </div>
      }
    >
      {found && (
        <div className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-900/5">
          <p className="flex items-center gap-2 text-[16px] font-semibold text-slate-900">
            <MapPin aria-hidden className="h-5 w-5 shrink-0 text-red-600" />
            <bdi dir="ltr" className="tabular-nums" data-testid="location-confirm-coordinates">
              {found.content}
            </bdi>
          </p>
          {typeof accuracy === 'number' && (
            <p className="mt-1 text-[13px] text-slate-500" data-testid="location-confirm-accuracy">
              {t('location.accuracy', { metres: numberLabel(locale, Math.round(accuracy)) })}
            </p>
          )}
          {typeof latitude === 'number' && typeof longitude === 'number' && (
            <a
              href={locationMapUrl(latitude, longitude)}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-flex items-center gap-1 text-[13.5px] font-semibold text-brand-600 underline-offset-2 hover:underline"
            >
              {t('location.open')}
              <ExternalLink aria-hidden className="h-3.5 w-3.5" />
            </a>
          )}
        </div>
      )}
    </Dialog>
  );
}
