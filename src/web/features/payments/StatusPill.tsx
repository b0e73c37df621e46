import { cn } from '../../lib/cn';
import type { PillTone } from './payment-status';

/** Light fills that read on white and on the purple of one's own bubble alike. */
const TONES: Record<PillTone, string> = {
  green: 'bg-emerald-100 text-emerald-700',
  yellow: 'bg-amber-100 text-amber-800',
  red: 'bg-rose-100 text-rose-700',
};

const DOTS: Record<PillTone, string> = {
  green: 'bg-emerald-500',
  yellow: 'bg-amber-500',
  red: 'bg-rose-500',
};

export interface StatusPillProps {
  label: string;
  tone: PillTone;
  /** The status itself, for tests and styles: completed, pending, failed, open, paid. */
  status: string;
  testId?: string;
}

/** Spec core 4: a payment's status, completed green, pending yellow, anything else red. */
export function StatusPill({ label, tone, status, testId }: StatusPillProps) {
  return (
    <span
      data-testid={testId}
      data-status={status}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[tone],
      )}
    >
      <span
        aria-hidden
        className={cn('h-1.5 w-1.5 rounded-full', DOTS[tone], tone === 'yellow' && 'animate-pulse')}
      />
      {label}
    </span>
  );
}
