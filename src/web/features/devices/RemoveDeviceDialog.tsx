import type { Device } from '../../../protocol';
import { useLocale, useT } from '../../i18n/use-t';
import { dateTimeLabel } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { deviceName } from './device-text';

export interface RemoveDeviceDialogProps {
  device: Device | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (device: Device) => void;
}

/** Spec secondary 'Linked Devices': the 'Remove Device' confirmation, in the spec's words. */
export function RemoveDeviceDialog({ device, busy, onCancel, onConfirm }: RemoveDeviceDialogProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <Dialog
      open={device !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={t('devices.removeTitle')}
      description={device ? t('devices.removeBody', { name: deviceName(t, device) }) : undefined}
      testId="remove-device-dialog"
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onCancel} data-testid="remove-device-cancel">
            {t('devices.cancel')}
          </Button>
          <Button
            variant="destructive"
            disabled={busy || !device}
            onClick={() => device && onConfirm(device)}
            data-testid="remove-device-confirm"
          >
            {t('devices.removeDevice')}
          </Button>
        </div>
      }
    >
      {device && (
        <p className="text-sm text-slate-600" data-testid="remove-device-signed-in">
          {t('devices.signedIn', { date: dateTimeLabel(locale, device.signedInAt) })}
        </p>
      )}
    </Dialog>
  );
}
