import { Bell, MessageCircle, Phone, Users } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { SettingSwitch } from '../../ui/SettingSwitch';
import { useSettingsSave } from './use-settings-save';

/**
 * Notifications on or off, then messages, calls and groups (spec secondary 9, all on by
 * default). The three wait on the first: with notifications off, none is shown.
 */
export function NotificationSwitches({ compact }: { compact?: boolean }) {
  const t = useT();
  const { settings, save } = useSettingsSave();
  const off = !settings.notifications;
  return (
    <div className={compact ? undefined : 'divide-y divide-slate-100'}>
      <SettingSwitch
        compact={compact}
        icon={<Bell className="h-5 w-5" />}
        label={t('settings.notifications')}
        hint={compact ? undefined : t('settings.notificationsHint')}
        checked={settings.notifications}
        onChange={(notifications) => save({ notifications })}
        testId="setting-notifications"
      />
      <SettingSwitch
        compact={compact}
        icon={<MessageCircle className="h-5 w-5" />}
        label={t('settings.notifyMessages')}
        hint={compact ? undefined : t('settings.notifyMessagesHint')}
        checked={settings.notifyMessages}
        disabled={off}
        onChange={(notifyMessages) => save({ notifyMessages })}
        testId="setting-notify-messages"
      />
      <SettingSwitch
        compact={compact}
        icon={<Phone className="h-5 w-5" />}
        label={t('settings.notifyCalls')}
        hint={compact ? undefined : t('settings.notifyCallsHint')}
        checked={settings.notifyCalls}
        disabled={off}
        onChange={(notifyCalls) => save({ notifyCalls })}
        testId="setting-notify-calls"
      />
      <SettingSwitch
        compact={compact}
        icon={<Users className="h-5 w-5" />}
        label={t('settings.notifyGroups')}
        hint={compact ? undefined : t('settings.notifyGroupsHint')}
        checked={settings.notifyGroups}
        disabled={off}
        onChange={(notifyGroups) => save({ notifyGroups })}
        testId="setting-notify-groups"
      />
    </div>
  );
}
