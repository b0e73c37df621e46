import { Suspense, cloneElement, isValidElement, useEffect, useState } from 'react';
import type { FocusEvent, MouseEvent, PointerEvent, ReactElement, ReactNode } from 'react';
import { lazyPart, preloadWhenIdle } from '../lib/preload';

export interface PopoverProps {
  trigger: ReactNode;
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: 'top' | 'bottom' | 'left' | 'right';
  align?: 'start' | 'center' | 'end';
  className?: string;
  testId?: string;
  /** The card's accessible name (it is a dialog to assistive technology). */
  label?: string;
}

const card = lazyPart<PopoverProps>(() =>
  import('./PopoverCard').then((m) => ({ default: m.PopoverCard })),
);
const PopoverCard = card.Component;

type TriggerProps = {
  onClick?: (e: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (e: PointerEvent<HTMLElement>) => void;
  onFocus?: (e: FocusEvent<HTMLElement>) => void;
};

/**
 * A floating card anchored to its trigger (Radix Popover). The trigger must be one element.
 *
 * Radix and Floating UI (about 24 KB gzipped) load on their own: in the background once the
 * page is idle, or at once when the trigger is pointed at, focused or clicked. Until then the
 * trigger is shown as it is, with the attributes Radix gives it, and a click opens the card as
 * soon as it has loaded.
 */
export function Popover(props: PopoverProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  const onOpenChange = (next: boolean) => {
    setOwnOpen(next);
    props.onOpenChange?.(next);
  };
  useEffect(() => preloadWhenIdle(card.load), []);

  const trigger = props.trigger;
  const early = isValidElement<TriggerProps>(trigger)
    ? cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
        'aria-haspopup': 'dialog',
        'aria-expanded': false,
        'data-state': 'closed',
        onPointerEnter: (e: PointerEvent<HTMLElement>) => {
          void card.load();
          trigger.props.onPointerEnter?.(e);
        },
        onFocus: (e: FocusEvent<HTMLElement>) => {
          void card.load();
          trigger.props.onFocus?.(e);
        },
        onClick: (e: MouseEvent<HTMLElement>) => {
          trigger.props.onClick?.(e);
          if (!e.defaultPrevented) onOpenChange(true);
        },
      })
    : trigger;
  return (
    <Suspense fallback={early}>
      {open || card.isLoaded() ? (
        <PopoverCard {...props} open={open} onOpenChange={onOpenChange} />
      ) : (
        early
      )}
    </Suspense>
  );
}
