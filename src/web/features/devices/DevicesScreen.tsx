import { useState } from 'react';
import { MonitorSmartphone, QrCode } from 'lucide-react';
import type { Device, User } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api';
import { useNow } from '../../lib/use-now';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Skeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/toast-store';
import { DeviceCard } from './DeviceCard';
import { LinkDeviceDialog } from './LinkDeviceDialog';
import { RemoveDeviceDialog } from './RemoveDeviceDialog';
import { SecurityInfo } from './SecurityInfo';
import { useDeviceRemove, useDevices } from './devices-queries';

/** Spec secondary 'Linked Devices' for a signed-in user: this device, the others, and linking. */
export function DevicesScreen({ me }: { me: User }) {
  const t = useT();
  const now = useNow();
  const devices = useDevices(me.id);
  const remove = useDeviceRemove(me.id);
  const [linking, setLinking] = useState(false);
  const [removing, setRemoving] = useState<Device | null>(null);
  const current = devices.data?.find((d) => d.isCurrent);
  const others = devices.data?.filter((d) => !d.isCurrent) ?? [];

  const link = () => {
    toast({ title: t('devices.linkTitle'), description: t('devices.linkBody') });
    setLinking(true);
  };

  return (
    <section
      className="flex flex-1 flex-col bg-slate-50 px-4 pt-5 pb-24"
      data-testid="linked-devices-page"
    >
      <h1 className="text-[28px] font-extrabold tracking-tight text-slate-900">
        {t('layout.linkedDevices')}
      </h1>
      <p className="mt-1 text-[15px] text-slate-500">{t('devices.subtitle')}</p>
      <Button className="mt-4 w-full" onClick={link} data-testid="link-device-button">
        <QrCode className="h-5 w-5" aria-hidden />
        {t('devices.linkTitle')}
      </Button>

      {devices.isPending ? (
        <div className="mt-6 space-y-3" aria-label={t('devices.loading')}>
          <Skeleton className="h-20 rounded-3xl" />
          <Skeleton className="h-20 rounded-3xl" />
        </div>
      ) : devices.isError ? (
        <EmptyState
          icon={<MonitorSmartphone className="h-9 w-9" />}
          tone="danger"
          title={t('devices.loadError')}
          body={errorText(devices.error)}
          action={<Button onClick={() => void devices.refetch()}>{t('devices.tryAgain')}</Button>}
          testId="devices-error"
        />
      ) : (
        <>
          <h2 className="mt-6 mb-2 text-[13px] font-semibold tracking-wide text-slate-500 uppercase">
            {t('devices.currentDevice')}
          </h2>
          {current && (
            <ul>
              <DeviceCard device={current} now={now} />
            </ul>
          )}
          <h2 className="mt-6 mb-2 text-[13px] font-semibold tracking-wide text-slate-500 uppercase">
            {t('devices.otherDevices')}
          </h2>
          {others.length === 0 ? (
            <p
              className="rounded-3xl bg-white px-4 py-6 text-center text-[15px] text-slate-500 ring-1 ring-slate-900/5"
              data-testid="devices-none"
            >
              {t('devices.noOthers')}
            </p>
          ) : (
            <ul className="space-y-3" data-testid="devices-others">
              {others.map((d) => (
                <DeviceCard key={d.id} device={d} now={now} onRemove={setRemoving} />
              ))}
            </ul>
          )}
        </>
      )}

      <SecurityInfo />

      <LinkDeviceDialog open={linking} onOpenChange={setLinking} />
      <RemoveDeviceDialog
        device={removing}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={(device) => remove.mutate(device, { onSettled: () => setRemoving(null) })}
      />
    </section>
  );
}
