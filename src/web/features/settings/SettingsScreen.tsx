import { useState } from 'react';
import { Bell, HardDrive, Info, Lock, UserRound } from 'lucide-react';
import { useLocation } from 'wouter';
import type { User } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { Tabs } from '../../ui/Tabs';
import { AboutTab } from './AboutTab';
import { AccountTab } from './AccountTab';
import { NotificationsTab } from './NotificationsTab';
import { PrivacyTab } from './PrivacyTab';
import type { SettingsTab } from './settings-route';
import { settingsPathFor, settingsTabFor } from './settings-route';
import { StorageTab } from './StorageTab';

const ICON = 'h-4 w-4 shrink-0';

/** Spec secondary 'Settings': five tabs, the one shown chosen by the route. */
export function SettingsScreen({ me }: { me: User }) {
  const t = useT();
  const [path, navigate] = useLocation();
  // The route says the tab; About has no route here, so choosing it is remembered for the
  // address it was chosen at, and arriving by another route (the More menu) shows that one's.
  const [aboutAt, setAboutAt] = useState<string | null>(null);
  const tab: SettingsTab = aboutAt === path ? 'about' : settingsTabFor(path);

  const choose = (value: string) => {
    const to = settingsPathFor(value as SettingsTab);
    setAboutAt(to ? null : path);
    if (to && to !== path) navigate(to, { replace: true });
  };
  const label = (Icon: typeof Lock, text: string) => (
    <span className="flex items-center justify-center gap-1.5">
      <Icon aria-hidden className={ICON} />
      {text}
    </span>
  );

  return (
    <section
      className="flex flex-1 flex-col bg-slate-50/60 px-4 pt-5 pb-24"
      data-testid="settings-page"
    >
      <h1 className="text-[28px] font-extrabold tracking-tight text-slate-900">
        {t('settings.title')}
      </h1>
      <Tabs
        className="mt-4"
        // Every tab in sight at every width and in every language: a narrow screen (or a long
        // word) takes a second row rather than hiding 'Storage' and 'About' past the edge.
        listClassName="flex-wrap"
        triggerClassName="min-w-fit whitespace-nowrap focus-visible:outline-offset-[-2px]"
        value={tab}
        onValueChange={choose}
        tabs={[
          {
            value: 'account',
            label: label(UserRound, t('settings.tabAccount')),
            content: <AccountTab me={me} />,
          },
          {
            value: 'privacy',
            label: label(Lock, t('settings.tabPrivacy')),
            content: <PrivacyTab me={me} />,
          },
          {
            value: 'notifications',
            label: label(Bell, t('settings.tabNotifications')),
            content: <NotificationsTab />,
          },
          {
            value: 'storage',
            label: label(HardDrive, t('settings.tabStorage')),
            content: <StorageTab me={me} />,
          },
          { value: 'about', label: label(Info, t('settings.tabAbout')), content: <AboutTab /> },
        ]}
      />
    </section>
  );
}
