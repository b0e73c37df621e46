import { Forward } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useT } from '../../i18n/use-t';

/** Over a forwarded message's words: 'Forwarded', so nobody takes them for the sender's own. */
export function ForwardedLabel({ own }: { own: boolean }) {
  const t = useT();
  return (
    <span
      className={cn(
        'mb-0.5 flex items-center gap-1 text-[12px] italic leading-tight',
        own ? 'text-white/80' : 'text-slate-500',
      )}
      data-testid="forwarded-label"
    >
      <Forward aria-hidden className="h-3 w-3 rtl:-scale-x-100" />
      {t('forward.label')}
    </span>
  );
}
