import { useT } from '../../i18n/use-t';
import { NotificationPermission } from './NotificationPermission';
import { NotificationSwitches } from './NotificationSwitches';
import { SettingsSection } from './SettingsSection';

/**
 * Settings > Notifications: the switches (kept in my settings, read by the notifier when this
 * tab is hidden) and this browser's permission.
 */
export function NotificationsTab() {
  const t = useT();
  return (
    <div className="flex flex-col gap-4" data-testid="settings-notifications">
      <SettingsSection title={t('settings.tabNotifications')}>
        <NotificationSwitches />
      </SettingsSection>
      <SettingsSection title={t('settings.browserPermission')}>
        <NotificationPermission />
      </SettingsSection>
    </div>
  );
}
