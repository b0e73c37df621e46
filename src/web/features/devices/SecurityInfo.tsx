import { Lock, MonitorSmartphone, RefreshCw, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useT } from '../../i18n/use-t';

/**
 * Spec secondary 'Linked Devices': the Security Information card's four tips. The first says
 * what is true: messages are translated on the server, so they are encrypted in transit, not end
 * to end.
 */
const TIPS = [
  { id: 'devices.tipEncryption', icon: Lock },
  { id: 'devices.tipUnknown', icon: ShieldAlert },
  { id: 'devices.tipSync', icon: RefreshCw },
  { id: 'devices.tipLost', icon: MonitorSmartphone },
] as const;

export function SecurityInfo() {
  const t = useT();
  return (
    <section
      className="mt-6 rounded-3xl bg-white p-4 shadow-card ring-1 ring-slate-900/5"
      aria-labelledby="security-info-title"
      data-testid="security-info"
    >
      <h2
        id="security-info-title"
        className="flex items-center gap-2 text-[15px] font-bold text-slate-900"
      >
        <ShieldCheck className="h-5 w-5 text-emerald-600" aria-hidden />
        {t('devices.securityTitle')}
      </h2>
      <ul className="mt-3 space-y-3">
        {TIPS.map(({ id, icon: Icon }) => (
          <li key={id} className="flex gap-3 text-[14px] leading-snug text-slate-600">
            <Icon className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden />
            <span>{t(id)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
