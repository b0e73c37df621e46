import * as RadixPopover from '@radix-ui/react-popover';
import { cn } from '../lib/cn';
import type { PopoverProps } from './Popover';

/**
 * The Radix half of {@link Popover}: loaded when a popover is first wanted (or the page is idle),
 * so Radix and Floating UI stay out of the first screen's download.
 */
export function PopoverCard({
  trigger,
  children,
  open,
  onOpenChange,
  side = 'bottom',
  align = 'end',
  className,
  testId,
  label,
}: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          data-testid={testId}
          aria-label={label}
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
