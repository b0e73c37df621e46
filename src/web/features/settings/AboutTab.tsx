import { ChevronRight, Info, MonitorSmartphone } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '../../i18n/use-t';
import { APP_BUILD, APP_VERSION } from '../../lib/app-version';
import { LogoMark } from '../../ui/LogoMark';
import { SettingsSection } from './SettingsSection';

/**
 * Settings > About: the app, its version and build (one reading, shared with the settings dialog
 * and App Information: lib/app-version.ts), and the pages that say more.
 */
export function AboutTab() {
  const t = useT();
  const rows: Array<[string, string, string]> = [
    [t('settings.version'), APP_VERSION, 'about-version'],
    [t('settings.build'), APP_BUILD, 'about-build'],
    [t('settings.platform'), t('settings.platformWeb'), 'about-platform'],
  ];
  return (
    <div className="flex flex-col gap-4" data-testid="settings-about">
      <SettingsSection title={t('settings.tabAbout')}>
        <div className="flex items-center gap-3 py-3">
          <LogoMark size={48} />
          <div>
            <p className="text-lg font-bold text-slate-900">{t('settings.appName')}</p>
            <p className="text-[13px] text-slate-500">{t('settings.appTagline')}</p>
          </div>
        </div>
        <dl className="divide-y divide-slate-100 border-t border-slate-100">
          {rows.map(([label, value, testId]) => (
            <div key={testId} className="flex items-center justify-between py-2.5 text-[15px]">
              <dt className="text-slate-500">{label}</dt>
              <dd className="font-medium text-slate-800 tabular-nums" data-testid={testId}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </SettingsSection>
      <SettingsSection title={t('settings.more')}>
        <nav className="-mx-2 pb-1">
          {(
            [
              ['/app-info', t('settings.appInfo'), Info],
              ['/linked-devices', t('settings.linkedDevices'), MonitorSmartphone],
            ] as const
          ).map(([href, label, Icon]) => (
            <Link
              key={href}
              href={href}
              className="flex items-center gap-3 rounded-2xl px-2 py-3 text-[15px] font-medium text-slate-800 hover:bg-slate-50"
            >
              <Icon aria-hidden className="h-5 w-5 text-slate-400" />
              <span className="flex-1">{label}</span>
              <ChevronRight aria-hidden className="h-5 w-5 text-slate-400 rtl:rotate-180" />
            </Link>
          ))}
        </nav>
      </SettingsSection>
    </div>
  );
}
