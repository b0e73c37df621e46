import { useCallback } from 'react';
import { Copy, RefreshCw } from 'lucide-react';
import { useLocale, useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useNow } from '../../lib/use-now';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Skeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/toast-store';
import { countdownLabel } from './countdown';
import { useDeviceLink } from './use-device-link';

export interface LinkDeviceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Link Device': the QR code of a one-time sign-in link, with the time it has left. */
export function LinkDeviceDialog({ open, onOpenChange }: LinkDeviceDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('devices.linkTitle')}
      description={t('devices.linkBody')}
      testId="link-device-dialog"
    >
      <LinkCode onLinked={() => onOpenChange(false)} />
    </Dialog>
  );
}

/** The dialog's content: mounted while it is open, so each opening shows a new code. */
function LinkCode({ onLinked }: { onLinked: () => void }) {
  const t = useT();
  const locale = useLocale();
  const now = useNow(1_000);
  const linked = useCallback(() => {
    toast({ title: t('devices.linkedTitle'), description: t('devices.linkedBody') });
    onLinked();
  }, [onLinked, t]);
  const { query, renew } = useDeviceLink(linked);
  const link = query.data;
  const left = link ? Math.max(0, link.expiresAt - now.getTime()) : 0;
  const expired = link !== undefined && left === 0;

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      toast({ title: t('devices.copiedTitle'), description: t('devices.copiedBody') });
    } catch {
      toast({ title: t('devices.copyFailed'), variant: 'destructive' });
    }
  };

  if (query.isError) {
    return (
      <div className="py-6 text-center" data-testid="link-device-error">
        <p className="text-[15px] text-slate-600">{errorText(query.error)}</p>
        <Button className="mt-4" onClick={renew}>
          {t('devices.tryAgain')}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col items-center pt-2">
      <div className="relative">
        {link ? (
          <img
            src={link.qr}
            alt={t('devices.qrAlt')}
            width={224}
            height={224}
            className={cn(
              'h-56 w-56 rounded-2xl ring-1 ring-slate-200 transition',
              expired && 'opacity-15 blur-[2px]',
            )}
            data-testid="link-device-qr"
            data-link-url={link.url}
          />
        ) : (
          <Skeleton className="h-56 w-56 rounded-2xl" />
        )}
        {expired && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-center">
            <p
              className="text-[15px] font-semibold text-slate-900"
              data-testid="link-device-expired"
            >
              {t('devices.codeExpired')}
            </p>
            <Button size="sm" onClick={renew} data-testid="link-device-renew">
              <RefreshCw className="h-4 w-4" aria-hidden />
              {t('devices.newCode')}
            </Button>
          </div>
        )}
      </div>
      <p
        className="mt-3 text-sm font-medium text-slate-600 tabular-nums"
        aria-live="polite"
        data-testid="link-device-time-left"
      >
        {link && !expired ? t('devices.expiresIn', { time: countdownLabel(locale, left) }) : ' '}
      </p>
      <ol className="mt-3 w-full list-decimal space-y-1 ps-5 text-[14px] text-slate-600">
        <li>{t('devices.stepOpen')}</li>
        <li>{t('devices.stepScan')}</li>
        <li>{t('devices.stepConfirm')}</li>
      </ol>
      <Button
        variant="outline"
        size="sm"
        className="mt-4 self-stretch"
        disabled={!link || expired}
        onClick={() => void copy()}
        data-testid="link-device-copy"
      >
        <Copy className="h-4 w-4" aria-hidden />
        {t('devices.copyLink')}
      </Button>
    </div>
  );
}
