import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DEVICE_LINK_TTL_MS } from '../../../protocol';
import { deviceLinkCreate, deviceLinkUrl } from './devices-queries';
import { deviceLinkedSubscribe } from './devices-cache';
import { qrDataUrl } from './qr';

export interface ShownLink {
  linkId: string;
  url: string;
  qr: string;
  /** When the code stops working, by this device's clock. */
  expiresAt: number;
}

/**
 * A fresh one-time code for as long as the caller is mounted (a new one each time the dialog
 * opens, or on `renew`), its QR code, and `onLinked` once a device has signed in with it. The
 * code's two minutes are counted from its arrival here, so a device whose clock is off still
 * shows the right time left.
 */
export function useDeviceLink(onLinked: () => void) {
  // Each opening is its own code: never one cached from an earlier opening.
  const [opening] = useState(() => Math.random());
  const [round, setRound] = useState(0);
  const query = useQuery({
    queryKey: ['device-link', opening, round],
    staleTime: Infinity,
    gcTime: 0,
    queryFn: async (): Promise<ShownLink> => {
      const link = await deviceLinkCreate();
      const arrived = Date.now();
      const url = deviceLinkUrl(link.code);
      return {
        linkId: link.linkId,
        url,
        qr: await qrDataUrl(url),
        expiresAt: arrived + DEVICE_LINK_TTL_MS,
      };
    },
  });
  const linkId = query.data?.linkId;
  useEffect(() => {
    if (!linkId) return undefined;
    return deviceLinkedSubscribe((id) => {
      if (id === linkId) onLinked();
    });
  }, [linkId, onLinked]);
  return { query, renew: () => setRound((r) => r + 1) };
}
