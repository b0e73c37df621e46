import type { ReactNode } from 'react';
import * as RadixPopover from '@radix-ui/react-popover';
import { cn } from '../lib/cn';

export interface PopoverProps {
  trigger: ReactNode;
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: 'top' | 'bottom' | 'left' | 'right';
  align?: 'start' | 'center' | 'end';
  className?: string;
  testId?: string;
}

/** A floating card anchored to its trigger (Radix Popover). The trigger must be one element. */
export function Popover({
  trigger,
  children,
  open,
  onOpenChange,
  side = 'bottom',
  align = 'end',
  className,
  testId,
}: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          data-testid={testId}
          side={side}
          align={align}
          sideOffset={8}
          collisionPadding={12}
          className={cn(
            'animate-pop-in z-50 rounded-3xl bg-white p-2 shadow-2xl ring-1 ring-slate-900/5 outline-none',
            className,
          )}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
