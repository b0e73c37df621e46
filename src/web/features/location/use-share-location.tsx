import type { ReactNode } from 'react';
import { useCallback, useRef, useState } from 'react';
import type { RichShare } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { toast, toastDismiss } from '../../ui/toast-store';
import type { SendParts } from '../chat/registry/send-parts';
import { locationRequest } from './location-request';
import { LocationConfirmDialog } from './LocationConfirmDialog';

export interface ShareLocation {
  /** The feature menu's 'Location' tile: finds the position and asks before sending it. */
  start: () => void;
  /** The confirm dialog; render it once in the chat. */
  dialog: ReactNode;
}

/**
 * The feature menu's 'Location': asks the browser where the user is, shows it, and sends it
 * only on 'Send location' (issue 27: it went the instant the tile was tapped, and an exact
 * position is personal data); or says why not with the spec's toasts (core 8). A second tap
 * while the browser is still looking does nothing, so one confirm is one message.
 */
export function useShareLocation(onSend: (parts: SendParts) => void): ShareLocation {
  const t = useT();
  const looking = useRef(false);
  const [found, setFound] = useState<RichShare | null>(null);
  const start = useCallback(() => {
    if (looking.current) return;
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      toast({
        title: t('location.unsupportedTitle'),
        description: t('location.unsupported'),
      });
      return;
    }
    looking.current = true;
    // Finding a position can take seconds; this stays until the answer replaces it.
    const finding = toast({ title: t('location.finding'), duration: 30_000 });
    void locationRequest(geolocation).then((outcome) => {
      looking.current = false;
      if (outcome.kind === 'found') {
        toastDismiss(finding);
        setFound(outcome.share);
      } else if (outcome.kind === 'denied') {
        toast({
          title: t('location.deniedTitle'),
          description: t('location.denied'),
          variant: 'destructive',
        });
      } else {
        toast({
          title: t('location.unavailableTitle'),
          description: t('location.unavailable'),
          variant: 'destructive',
        });
      }
    });
  }, [t]);
  const send = useCallback(() => {
    if (found) onSend({ messageType: 'location', ...found });
    setFound(null);
  }, [found, onSend]);
  const cancel = useCallback(() => setFound(null), []);
  return {
    start,
    dialog: <LocationConfirmDialog found={found} onSend={send} onCancel={cancel} />,
  };
}
