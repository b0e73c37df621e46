import type { QueryClient } from '@tanstack/react-query';
import { tNow } from '../../i18n/intl';
import { toast } from '../../ui/toast-store';
import { sessionEnd } from '../identity/session';

/**
 * This page's session was removed from Linked Devices (its socket closed saying so): sign out
 * here too, and forget the remembered identity, so the page goes back to the identity picker
 * instead of signing in again by itself.
 */
export function deviceRemovedSignOut(client: QueryClient): void {
  void sessionEnd(client).catch(() => undefined);
  toast({
    title: tNow('devices.signedOutTitle'),
    description: tNow('devices.signedOutBody'),
    variant: 'destructive',
  });
}
