import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A round icon button of the call screen, named by `label` alone: one of the controls under the
 * picture (`active` when pressed, `danger` to hang up), or a smaller one in the `header`.
 */
export function CallButton(props: {
  label: string;
  onClick: () => void;
  active?: boolean;
  danger?: boolean;
  header?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      aria-pressed={props.active}
      data-testid={props.testId}
      onClick={props.onClick}
      className={
        props.header
          ? 'flex h-10 w-10 items-center justify-center rounded-full hover:bg-white/10'
          : cn(
              'flex h-14 w-14 shrink-0 items-center justify-center rounded-full transition',
              // One text colour per state: white on white hid the icon of a pressed button.
              props.danger
                ? 'bg-rose-600 text-white hover:bg-rose-700'
                : props.active
                  ? 'bg-white text-slate-900'
                  : 'bg-white/15 text-white hover:bg-white/25',
            )
      }
    >
      {props.children}
    </button>
  );
}
