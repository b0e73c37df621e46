import { Suspense, lazy, useEffect } from 'react';
import type { ReactNode } from 'react';
import { preloadWhenIdle } from '../lib/preload';

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

let cardLoaded = false;
const cardLoad = () =>
  import('./DialogCard').then((m) => {
    cardLoaded = true;
    return m;
  });
const DialogCard = lazy(() => cardLoad().then((m) => ({ default: m.DialogCard })));

/**
 * A centred modal card on a dimmed backdrop (Radix Dialog: focus trap, Escape, labels).
 *
 * Radix loads on its own: in the background once the page is idle, or when a dialog first
 * opens. A closed dialog renders nothing until then.
 */
export function Dialog(props: DialogProps) {
  useEffect(() => preloadWhenIdle(cardLoad), []);
  if (!props.open && !cardLoaded) return null;
  return (
    <Suspense fallback={null}>
      <DialogCard {...props} />
    </Suspense>
  );
}
