import { Eye } from 'lucide-react';
import type { PhotoVisibility, User } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { ChoiceList } from './ChoiceList';
import { SettingSwitch } from '../../ui/SettingSwitch';
import { SettingsSection } from './SettingsSection';
import { ReadReceiptsSwitch } from './ReadReceiptsSwitch';
import { useSettingsSave } from './use-settings-save';

const PHOTO_CHOICES: Array<{ value: PhotoVisibility; labelId: string }> = [
  { value: 'everyone', labelId: 'settings.photoEveryone' },
  { value: 'contacts', labelId: 'settings.photoContacts' },
  { value: 'nobody', labelId: 'settings.photoNobody' },
];

/** Settings > Privacy: last seen, read receipts (both on by default) and profile photo. */
export function PrivacyTab({ me }: { me: User }) {
  const t = useT();
  const { settings, save } = useSettingsSave();
  return (
    <div className="flex flex-col gap-4" data-testid="settings-privacy">
      <SettingsSection title={t('settings.tabPrivacy')}>
        <div className="divide-y divide-slate-100">
          <SettingSwitch
            icon={<Eye className="h-5 w-5" />}
            label={t('settings.lastSeen')}
            hint={t('settings.lastSeenHint')}
            checked={settings.lastSeen}
            onChange={(lastSeen) => save({ lastSeen })}
            testId="setting-last-seen"
          />
          <ReadReceiptsSwitch me={me} />
        </div>
      </SettingsSection>
      <SettingsSection title={t('settings.profilePhoto')}>
        <p className="pb-1 text-[13px] text-slate-500">{t('settings.profilePhotoHint')}</p>
        <ChoiceList
          label={t('settings.profilePhoto')}
          value={settings.profilePhoto}
          choices={PHOTO_CHOICES.map((c) => ({ value: c.value, label: t(c.labelId) }))}
          onChange={(profilePhoto) => save({ profilePhoto })}
          testId="setting-profile-photo"
        />
      </SettingsSection>
    </div>
  );
}
