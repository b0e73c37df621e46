import { Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { lazyPart, preloadWhenIdle } from '../lib/preload';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
  testId?: string;
}

const card = lazyPart<DialogProps>(() =>
  import('./DialogCard').then((m) => ({ default: m.DialogCard })),
);
const DialogCard = card.Component;

/**
 * A centred modal card on a dimmed backdrop (Radix Dialog: focus trap, Escape, labels).
 *
 * Radix loads on its own: in the background once the page is idle, or when a dialog first
 * opens. A closed dialog renders nothing until then.
 */
export function Dialog(props: DialogProps) {
  useEffect(() => preloadWhenIdle(card.load), []);
  if (!props.open && !card.isLoaded()) return null;
  return (
    <Suspense fallback={null}>
      <DialogCard {...props} />
    </Suspense>
  );
}
