import { useCallback, useRef } from 'react';
import { useT } from '../../i18n/use-t';
import { toast, toastDismiss } from '../../ui/toast-store';
import type { SendParts } from '../chat/use-send-message';
import { locationRequest } from './location-request';

/**
 * The feature menu's 'Location': asks the browser where the user is and sends it, or says why
 * not with the spec's toasts (core 8). A second tap while the browser is still looking does
 * nothing, so one tap is one message.
 */
export function useShareLocation(onSend: (parts: SendParts) => void): () => void {
  const t = useT();
  const looking = useRef(false);
  return useCallback(() => {
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
        onSend({ messageType: 'location', ...outcome.share });
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
  }, [onSend, t]);
}
