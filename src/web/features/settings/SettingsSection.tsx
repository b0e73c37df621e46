import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A titled card of the settings screen. */
export function SettingsSection({
  title,
  children,
  className,
  testId,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section
      className={cn(
        'rounded-3xl border border-slate-100 bg-white px-4 py-3 shadow-card',
        className,
      )}
      data-testid={testId}
    >
      <h2 className="pt-1 pb-1 text-[13px] font-bold tracking-wide text-slate-500 uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}
