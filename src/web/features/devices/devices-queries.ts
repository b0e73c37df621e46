import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Device, DeviceLink } from '../../../protocol';
import { ApiError, apiRequest, errorText } from '../../lib/api';
import { useT } from '../../i18n/use-t';
import { toast } from '../../ui/toast-store';
import { devicesKey } from './devices-cache';

/** GET /api/devices: my sessions, this one first. */
export function useDevices(me: string) {
  return useQuery({
    queryKey: devicesKey(me),
    queryFn: () => apiRequest<Device[]>('GET', '/api/devices'),
  });
}

/**
 * DELETE /api/devices/{id}: the device is signed out at once. Spec secondary 4 'Device': it
 * leaves the list on confirm, with the toast 'Device Removed'.
 */
export function useDeviceRemove(me: string) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (device: Device) =>
      apiRequest('DELETE', `/api/devices/${encodeURIComponent(device.id)}`),
    onSuccess: (_done, device) => {
      client.setQueryData<Device[]>(devicesKey(me), (list) =>
        list?.filter((d) => d.id !== device.id),
      );
      toast({ title: t('devices.removedTitle'), description: t('devices.removedBody') });
    },
    onError: (err) => {
      // Already gone (removed from another of my devices): the list was only out of date.
      const gone = err instanceof ApiError && err.status === 404;
      toast({
        title: t('devices.removeFailed'),
        description: gone ? t('devices.alreadyRemoved') : errorText(err),
        variant: 'destructive',
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: devicesKey(me) }),
  });
}

/** POST /api/device-links: a new one-time code for the QR code. */
export function deviceLinkCreate(): Promise<DeviceLink> {
  return apiRequest<DeviceLink>('POST', '/api/device-links');
}

/** The address the QR code holds: this app's /link page with the code. */
export function deviceLinkUrl(code: string): string {
  return `${window.location.origin}/link/${code}`;
}
