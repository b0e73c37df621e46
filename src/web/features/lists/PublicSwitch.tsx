import { useId } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../i18n/use-t';

/** The 'Make list public' switch, with what it means under it. */
export function PublicSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-slate-50 px-3.5 py-3">
      <div className="min-w-0 flex-1">
        <p id={`${id}-label`} className="text-[15px] font-semibold text-slate-800">
          {t('lists.makePublic')}
        </p>
        <p id={`${id}-hint`} className="text-[13px] text-slate-500">
          {t('lists.makePublicHint')}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        data-testid="list-public-switch"
        onClick={() => onChange(!checked)}
        className={cn(
          'relative h-7 w-12 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400',
          checked ? 'bg-brand-600' : 'bg-slate-300',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'absolute start-0.5 top-0.5 h-6 w-6 rounded-full bg-white shadow transition-transform',
            checked && 'translate-x-5 rtl:-translate-x-5',
          )}
        />
      </button>
    </div>
  );
}
