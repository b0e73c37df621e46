import { Monitor, Smartphone, Tablet, Trash2 } from 'lucide-react';
import type { Device } from '../../../protocol';
import { useLocale, useT } from '../../i18n/use-t';
import { agoLabel, dateTimeLabel } from '../../lib/format';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/Button';
import { deviceName, devicePlatform } from './device-text';

const ICONS = { mobile: Smartphone, desktop: Monitor, tablet: Tablet } as const;

export interface DeviceCardProps {
  device: Device;
  now: Date;
  /** Absent for this device, which is not removed from here. */
  onRemove?: (device: Device) => void;
}

/**
 * Spec secondary 'Linked Devices': this device (name, platform, 'Active now', 'Current') or
 * another (name, Online/Offline, platform, 'Last active').
 */
export function DeviceCard({ device, now, onRemove }: DeviceCardProps) {
  const t = useT();
  const locale = useLocale();
  const Icon = ICONS[device.type];
  const name = deviceName(t, device);
  return (
    <li
      className="flex items-center gap-3 rounded-3xl bg-white p-4 shadow-card ring-1 ring-slate-900/5"
      data-testid={device.isCurrent ? 'device-current' : 'device-other'}
      data-device-id={device.id}
      data-online={device.online}
    >
      <span
        className={cn(
          'flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl',
          device.isCurrent ? 'bg-brand-50 text-brand-600' : 'bg-slate-100 text-slate-600',
        )}
      >
        <Icon className="h-6 w-6" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <p className="truncate text-[15px] font-semibold text-slate-900">{name}</p>
          {device.isCurrent && (
            <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-[11px] font-semibold text-brand-700">
              {t('devices.current')}
            </span>
          )}
        </div>
        <p className="truncate text-[13px] text-slate-500">{devicePlatform(t, device)}</p>
        <p className="truncate text-[13px] text-slate-500" data-testid="device-signed-in">
          {t('devices.signedIn', { date: dateTimeLabel(locale, device.signedInAt) })}
        </p>
        <p className="flex flex-wrap items-center gap-x-1.5 text-[13px] text-slate-500">
          {!device.isCurrent && (
            <>
              <span
                className={cn(
                  'inline-flex shrink-0 items-center gap-1 font-semibold',
                  device.online ? 'text-emerald-700' : 'text-slate-600',
                )}
                data-testid="device-status"
              >
                <span
                  aria-hidden
                  className={cn(
                    'h-1.5 w-1.5 rounded-full',
                    device.online ? 'bg-emerald-500' : 'bg-slate-400',
                  )}
                />
                {device.online ? t('devices.online') : t('devices.offline')}
              </span>
              <span aria-hidden>·</span>
            </>
          )}
          <span>
            {device.isCurrent || device.online
              ? t('devices.activeNow')
              : t('devices.lastActive', { ago: agoLabel(locale, device.lastActive, now) })}
          </span>
        </p>
      </div>
      {onRemove && (
        <Button
          size="icon"
          variant="destructive-ghost"
          aria-label={t('devices.removeLabel', { name })}
          title={t('devices.remove')}
          data-testid="device-remove"
          onClick={() => onRemove(device)}
        >
          <Trash2 className="h-5 w-5" aria-hidden />
        </Button>
      )}
    </li>
  );
}
