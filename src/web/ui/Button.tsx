import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '../lib/cn';

export type ButtonVariant =
  'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'destructive-ghost';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-gradient text-white shadow-float hover:brightness-110 active:brightness-95 disabled:opacity-50 disabled:shadow-none',
  secondary: 'bg-brand-50 text-brand-700 hover:bg-brand-100 disabled:opacity-50',
  outline:
    'border border-slate-200 bg-white text-slate-800 hover:border-brand-300 hover:bg-brand-50/60 disabled:opacity-50',
  ghost: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-40',
  destructive: 'bg-rose-600 text-white hover:bg-rose-700 disabled:opacity-50',
  /** A destructive action beside the main ones, quieter than them (Unsend in Edit Message). */
  'destructive-ghost': 'text-rose-600 hover:bg-rose-50 hover:text-rose-700 disabled:opacity-40',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 px-3.5 text-sm rounded-xl gap-1.5',
  md: 'h-11 px-5 text-[15px] rounded-2xl gap-2',
  lg: 'h-13 px-6 text-base rounded-2xl gap-2',
  icon: 'h-10 w-10 rounded-full',
};

/** The app's button: a brand gradient by default, with quieter variants. */
export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(
        'inline-flex shrink-0 items-center justify-center font-semibold transition duration-150 select-none active:scale-[0.98] disabled:active:scale-100',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  );
}
