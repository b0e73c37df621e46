import { Check } from 'lucide-react';
import { cn } from '../lib/cn';

export interface CheckMarkProps {
  on: boolean;
  /** 'circle' for a choice of people or chats, 'square' for a checkbox, 'radio' for one of a few. */
  shape?: 'circle' | 'square' | 'radio';
  /** Shown but not to be changed (already a member). */
  dim?: boolean;
}

/** The tick at the end of a pickable row; the row itself carries the role and the state. */
export function CheckMark({ on, shape = 'circle', dim = false }: CheckMarkProps) {
  const small = shape !== 'circle';
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center border-2 transition',
        small ? 'h-5 w-5' : 'h-6 w-6',
        shape === 'square' ? 'rounded-md' : 'rounded-full',
        on ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300',
        dim && 'opacity-50',
      )}
    >
      {on && <Check className={shape === 'radio' ? 'h-3 w-3' : 'h-3.5 w-3.5'} strokeWidth={3} />}
    </span>
  );
}
