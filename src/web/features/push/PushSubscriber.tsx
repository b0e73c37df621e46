import { useEffect, useState } from 'react';
import type { User } from '../../../protocol';
import { notificationPermission } from '../notifications/permission';
import { useSettings } from '../settings/store/use-settings';
import { pushSubscribe, pushUnsubscribe } from './push-subscription';

/** The permission, kept current: it changes when the person answers the browser's question. */
function usePermission(): NotificationPermission | 'unsupported' {
  const [permission, setPermission] = useState(notificationPermission);
  useEffect(() => {
    let status: PermissionStatus | null = null;
    const changed = () => setPermission(notificationPermission());
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((s) => {
        status = s;
        s.addEventListener('change', changed);
      })
      .catch(() => undefined);
    // Where the Permissions API says nothing, coming back to the tab reads it again.
    document.addEventListener('visibilitychange', changed);
    return () => {
      status?.removeEventListener('change', changed);
      document.removeEventListener('visibilitychange', changed);
    };
  }, []);
  return permission;
}

/**
 * Keeps this browser's Web Push subscription in step with the person's choice (issue 31): with
 * notifications allowed by the browser and on in Settings, the browser is subscribed and the
 * server told it is theirs; with them switched off in Settings, it is ended. Renders nothing.
 * Signing out needs nothing here: the server drops the subscriptions of the ended session.
 */
export function PushSubscriber({ me }: { me: User }) {
  const { settings, loaded } = useSettings();
  const permission = usePermission();
  const wanted = settings.notifications;

  useEffect(() => {
    if (!loaded || permission !== 'granted') return;
    // A browser that cannot subscribe (no push service reachable) still notifies while open.
    void (wanted ? pushSubscribe() : pushUnsubscribe()).catch(() => undefined);
  }, [me.id, loaded, permission, wanted]);

  return null;
}
