import { useEffect, useState } from 'react';
import { BellRing } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';

type Permission = NotificationPermission | 'unsupported';

function permissionNow(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

const HINTS: Record<Permission, string> = {
  granted: 'settings.permissionGranted',
  denied: 'settings.permissionDenied',
  default: 'settings.permissionDefault',
  unsupported: 'settings.permissionUnsupported',
};

/**
 * Whether this browser may show notifications, and a button to ask when it has not been asked
 * yet (a browser asks only on a person's click). A refusal can only be undone in the browser's
 * own settings, which the hint says.
 */
export function NotificationPermission() {
  const t = useT();
  const [permission, setPermission] = useState<Permission>(permissionNow);
  // The permission may change elsewhere (the chat list's banner; the browser's own
  // settings): follow it while shown.
  useEffect(() => {
    let status: PermissionStatus | null = null;
    const follow = () => setPermission(permissionNow());
    void navigator.permissions
      ?.query({ name: 'notifications' })
      .then((s) => {
        status = s;
        s.addEventListener('change', follow);
      })
      .catch(() => undefined);
    return () => status?.removeEventListener('change', follow);
  }, []);
  const ask = async () => {
    try {
      setPermission(await Notification.requestPermission());
    } catch {
      setPermission(permissionNow());
    }
  };
  return (
    <div className="flex items-center gap-3 py-3" data-testid="notification-permission">
      <BellRing aria-hidden className="h-5 w-5 shrink-0 text-slate-400" />
      <div className="min-w-0 flex-1">
        <p className="text-[15px] font-medium text-slate-800">{t('settings.browserPermission')}</p>
        <p
          className="mt-0.5 text-[13px] leading-snug text-slate-500"
          data-testid="notification-permission-state"
          data-permission={permission}
        >
          {t(HINTS[permission])}
        </p>
      </div>
      {permission === 'default' && (
        <Button size="sm" data-testid="notification-permission-ask" onClick={() => void ask()}>
          {t('settings.permissionAllow')}
        </Button>
      )}
    </div>
  );
}
