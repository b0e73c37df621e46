import { Eye } from 'lucide-react';
import type { User } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { NotificationSwitches } from './NotificationSwitches';
import { ReadReceiptsSwitch } from './ReadReceiptsSwitch';
import { SettingSwitch } from '../../ui/SettingSwitch';
import { ThemePicker } from './ThemePicker';
import { useSettingsSave } from './use-settings-save';

function Heading({ children }: { children: string }) {
  return (
    <p className="px-3 pt-2 pb-0.5 text-[12px] font-bold tracking-wide text-slate-500 uppercase">
      {children}
    </p>
  );
}

/**
 * The settings dialog's own controls (spec secondary 'Settings'): notification toggles, theme
 * and privacy toggles. Loaded when the dialog first opens: the first screen does without.
 */
export function SettingsQuick({ me }: { me: User }) {
  const t = useT();
  const { settings, save } = useSettingsSave();
  return (
    <div data-testid="settings-quick">
      <Heading>{t('settings.notifications')}</Heading>
      <NotificationSwitches compact />
      <Heading>{t('settings.theme')}</Heading>
      <ThemePicker compact />
      <Heading>{t('settings.tabPrivacy')}</Heading>
      <SettingSwitch
        compact
        icon={<Eye className="h-5 w-5" />}
        label={t('settings.lastSeen')}
        checked={settings.lastSeen}
        onChange={(lastSeen) => save({ lastSeen })}
        testId="setting-last-seen"
      />
      <ReadReceiptsSwitch me={me} compact />
    </div>
  );
}
