import type { LucideIcon } from 'lucide-react';
import { Hourglass } from 'lucide-react';
import { useT } from '../i18n/use-t';

export interface PlaceholderPageProps {
  /** The catalog id of its title. */
  title: string;
  icon?: LucideIcon;
}

/** A screen later work builds: its title and 'Coming soon'. */
export function PlaceholderPage({ title, icon: Icon = Hourglass }: PlaceholderPageProps) {
  const t = useT();
  return (
    <section className="flex flex-1 flex-col px-5 pt-6" data-testid="placeholder-page">
      <h1 className="text-[28px] font-extrabold tracking-tight text-slate-900">{t(title)}</h1>
      <div className="mt-16 flex flex-col items-center text-center">
        <div className="flex h-20 w-20 items-center justify-center rounded-[1.75rem] bg-brand-50 text-brand-500">
          <Icon className="h-9 w-9" strokeWidth={1.8} />
        </div>
        <p className="mt-5 text-lg font-semibold text-slate-800">{t('common.comingSoon')}</p>
        <p className="mt-1 max-w-[16rem] text-[15px] text-slate-500">{t('common.stillBuilding')}</p>
      </div>
    </section>
  );
}
