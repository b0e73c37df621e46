import { Flame } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useT } from '../../i18n/use-t';

export interface BurnerToggleProps {
  on: boolean;
  onToggle: () => void;
}

/** Spec core 4 'Burner mode': the composer's flame; on, the next message is a burner. */
export function BurnerToggle({ on, onToggle }: BurnerToggleProps) {
  const t = useT();
  const label = on ? t('burner.toggleOn') : t('burner.toggleOff');
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={on}
      data-testid="burner-toggle"
      onClick={onToggle}
      className={cn(
        'mb-1 flex h-8 w-8 shrink-0 items-center justify-center rounded-full transition',
        on ? 'bg-orange-100 text-orange-600' : 'text-slate-400 hover:text-orange-500',
      )}
    >
      <Flame className="h-[18px] w-[18px]" fill={on ? 'currentColor' : 'none'} />
    </button>
  );
}
