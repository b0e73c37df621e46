import { useId } from 'react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface SettingSwitchProps {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  icon?: ReactNode;
  testId: string;
  /** A tighter row, for the settings dialog. */
  compact?: boolean;
}

/** One on/off setting: its name and what it does, and a switch (role="switch"). */
export function SettingSwitch({
  label,
  hint,
  checked,
  onChange,
  disabled,
  icon,
  testId,
  compact,
}: SettingSwitchProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div
      className={cn(
        'flex items-center gap-3',
        compact ? 'rounded-2xl px-3 py-2' : 'py-3',
        disabled && 'opacity-50',
      )}
    >
      {icon && <span className="shrink-0 text-slate-400">{icon}</span>}
      <div className="min-w-0 flex-1">
        <p id={labelId} className="text-[15px] font-medium text-slate-800">
          {label}
        </p>
        {hint && (
          <p id={hintId} className="mt-0.5 text-[13px] leading-snug text-slate-500">
            {hint}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        disabled={disabled}
        data-testid={testId}
        data-state={checked ? 'on' : 'off'}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none',
          checked ? 'bg-brand-600' : 'bg-slate-300',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'inline-block h-5 w-5 rounded-full bg-[#fff] shadow transition-transform',
            checked ? 'translate-x-6 rtl:-translate-x-6' : 'translate-x-1 rtl:-translate-x-1',
          )}
        />
      </button>
    </div>
  );
}
