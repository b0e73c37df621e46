import {
  CheckCircle2,
  CircleSlash,
  Globe2,
  Lock,
  LockOpen,
  MessagesSquare,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../i18n/use-t';
import { APP_BUILD, APP_BUILD_DATE, APP_VERSION } from '../../lib/app-version';
import { useLiveStatus } from '../../lib/live-context';
import { LogoMark } from '../../ui/LogoMark';
import { buildDateLabel } from './build-date';
import { featureStates } from './feature-states';

/**
 * Spec secondary 'App Information'. The spec's three version readings disagree; every screen
 * shows the one from the build (lib/app-version.ts). Its features list says only what is true
 * for this page now (feature-states.ts): messages are translated on the server, so at best they
 * are encrypted in transit, never end to end, and only when the page came over https.
 */
const ICONS = { encryption: Lock, realtime: MessagesSquare, groups: Users, languages: Globe2 };

function Row({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <dt className="text-[15px] text-slate-500">{label}</dt>
      <dd className="text-end text-[15px] font-semibold text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Route /app-info. */
export function AppInfoPage() {
  const t = useT();
  const locale = useLocale();
  const built = buildDateLabel(locale, APP_BUILD_DATE);
  const year = APP_BUILD_DATE ? APP_BUILD_DATE.slice(0, 4) : String(new Date().getFullYear());
  const features = featureStates(location.protocol, useLiveStatus());
  const card = 'rounded-3xl bg-white p-4 shadow-card ring-1 ring-slate-900/5';
  return (
    <section
      className="flex flex-1 flex-col bg-slate-50 px-4 pt-5 pb-24"
      data-testid="app-info-page"
    >
      <h1 className="text-[28px] font-extrabold tracking-tight text-slate-900">
        {t('layout.appInformation')}
      </h1>

      <div className={`${card} mt-4 flex flex-col items-center py-6 text-center`}>
        <LogoMark size={72} />
        <p className="mt-3 text-2xl font-extrabold tracking-tight text-slate-900">Allo</p>
        <p className="mt-1 text-[15px] text-slate-500" data-testid="app-info-version-line">
          {t('app-info.versionLine', { version: APP_VERSION, build: APP_BUILD })}
        </p>
      </div>

      <dl className={`${card} mt-4 divide-y divide-slate-100 py-1`}>
        <Row label={t('app-info.version')} value={APP_VERSION} testId="app-info-version" />
        <Row label={t('app-info.build')} value={APP_BUILD} testId="app-info-build" />
        <Row label={t('app-info.platform')} value={t('app-info.web')} testId="app-info-platform" />
        <Row
          label={t('app-info.developer')}
          value={t('app-info.developerTeam')}
          testId="app-info-developer"
        />
        <Row
          label={t('app-info.lastUpdated')}
          value={built ?? t('app-info.notBuilt')}
          testId="app-info-updated"
        />
      </dl>

      <section className={`${card} mt-4`} aria-labelledby="app-info-features">
        <h2 id="app-info-features" className="text-[15px] font-bold text-slate-900">
          {t('app-info.features')}
        </h2>
        <ul className="mt-2 divide-y divide-slate-100">
          {features.map(({ id, text, badge, on }) => {
            const Icon = id === 'encryption' && !on ? LockOpen : ICONS[id];
            const Badge = on ? CheckCircle2 : CircleSlash;
            return (
              <li
                key={id}
                className="flex items-center gap-3 py-3"
                data-testid="app-info-feature"
                data-on={on}
              >
                <Icon
                  className={`h-5 w-5 shrink-0 ${on ? 'text-brand-600' : 'text-amber-600'}`}
                  aria-hidden
                />
                <span className="flex-1 text-[15px] text-slate-700">{t(text)}</span>
                <span
                  className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-[12px] font-semibold ${on ? 'bg-emerald-50 text-emerald-700' : 'bg-amber-50 text-amber-800'}`}
                >
                  <Badge className="h-3.5 w-3.5" aria-hidden />
                  {t(badge)}
                </span>
              </li>
            );
          })}
        </ul>
      </section>

      <section className={`${card} mt-4 space-y-2 text-[13px] leading-relaxed text-slate-500`}>
        <h2 className="text-[15px] font-bold text-slate-900">{t('app-info.legal')}</h2>
        <p>{t('app-info.rights', { year })}</p>
        <p>{t('app-info.asIs')}</p>
        <p>{t('app-info.contact')}</p>
      </section>
    </section>
  );
}
