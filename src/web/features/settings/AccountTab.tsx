import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Ban, ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import type { User } from '../../../protocol';
import { AppLanguageSelect } from './AppLanguageSelect';
import { useT } from '../../i18n/use-t';
import { SESSION_KEY, USERS_KEY } from '../../lib/query-client';
import { Avatar } from '../../ui/Avatar';
import { ProfileForm } from '../avatar/ProfileForm';
import { useAvatarActions } from '../avatar/use-avatar-actions';
import { BlockedDialog } from '../contacts/BlockedDialog';
import { useBlocked } from '../contacts/contacts-queries';
import { PasskeysPanel } from '../identity/PasskeysPanel';
import { passkeySupported } from '../identity/passkey';
import { DeleteAccount } from './DeleteAccount';
import { PasswordForm } from './PasswordForm';
import { PresenceChoice } from './PresenceChoice';
import { SettingsSection } from './SettingsSection';
import { ThemePicker } from './ThemePicker';

/** Settings > Account: profile, status, theme, password, blocked users and account deletion. */
export function AccountTab({ me }: { me: User }) {
  const t = useT();
  const client = useQueryClient();
  const { profile } = useAvatarActions();
  const [blockedOpen, setBlockedOpen] = useState(false);
  const blocked = useBlocked(me.id);
  return (
    <div className="flex flex-col gap-4" data-testid="settings-account">
      <SettingsSection title={t('settings.profile')}>
        <div className="flex items-center gap-3 py-2">
          <Avatar src={me.avatar} name={me.displayName} size={56} />
          <div className="min-w-0 flex-1">
            <p className="truncate text-base font-semibold text-slate-900">{me.displayName}</p>
            <p className="truncate text-sm text-slate-500">
              <bdi>@{me.username}</bdi>
            </p>
            <Link
              href="/avatar"
              className="-ms-1 inline-block rounded-lg px-1 py-0.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('settings.changePhoto')}
            </Link>
          </div>
        </div>
        <div className="py-2">
          <ProfileForm
            key={`${me.displayName}\n${me.bio ?? ''}`}
            me={me}
            saving={profile.isPending}
            onSave={(change) => profile.mutate(change)}
          />
        </div>
        <div className="-mx-3 pb-1">
          <AppLanguageSelect me={me} />
        </div>
      </SettingsSection>

      <SettingsSection title={t('presence.title')}>
        <PresenceChoice me={me} />
      </SettingsSection>

      <SettingsSection title={t('settings.theme')}>
        <ThemePicker />
      </SettingsSection>

      <SettingsSection title={t('settings.password')}>
        <PasswordForm
          me={me}
          onChanged={() => {
            // 'hasPassword' changed: the form asks for the current password from now on.
            void client.invalidateQueries({ queryKey: SESSION_KEY, exact: true });
            void client.invalidateQueries({ queryKey: USERS_KEY, exact: true });
          }}
        />
      </SettingsSection>

      {passkeySupported() && (
        <SettingsSection title={t('identity.passkeysTitle')}>
          <PasskeysPanel hasPassword={me.hasPassword === true} />
        </SettingsSection>
      )}

      <SettingsSection title={t('settings.blockedUsers')}>
        <button
          type="button"
          data-testid="settings-blocked-button"
          onClick={() => setBlockedOpen(true)}
          className="-mx-2 flex w-[calc(100%+1rem)] items-center gap-3 rounded-2xl px-2 py-3 text-start hover:bg-slate-50"
        >
          <Ban aria-hidden className="h-5 w-5 shrink-0 text-slate-400" />
          <span className="min-w-0 flex-1">
            <span className="block text-[15px] font-medium text-slate-800">
              {t('settings.blockedManage')}
            </span>
            <span className="block text-[13px] text-slate-500">
              {blocked.data
                ? t('settings.blockedCount', { count: blocked.data.length })
                : t('settings.blockedHint')}
            </span>
          </span>
          <ChevronRight aria-hidden className="h-5 w-5 shrink-0 text-slate-400 rtl:rotate-180" />
        </button>
        <BlockedDialog open={blockedOpen} onOpenChange={setBlockedOpen} me={me.id} />
      </SettingsSection>

      <SettingsSection title={t('settings.deleteAccount')}>
        <DeleteAccount />
      </SettingsSection>
    </div>
  );
}
