import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';
import type { DialogProps } from './Dialog';
import { useT } from '../i18n/use-t';
import { outsideUnlessToast } from './toast-store';

/**
 * The Radix half of {@link Dialog}: loaded when a dialog first opens (or the page is idle), so
 * Radix stays out of the first screen's download.
 */
export function DialogCard({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  className,
  testId,
}: DialogProps) {
  const t = useT();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-slate-950/40 backdrop-blur-[2px]" />
        <RadixDialog.Content
          data-testid={testId}
          onPointerDownOutside={outsideUnlessToast}
          onFocusOutside={outsideUnlessToast}
          className={cn(
            'animate-pop-in fixed top-1/2 left-1/2 z-50 flex max-h-[85dvh] w-[calc(100%-2rem)] max-w-[420px] -translate-x-1/2 -translate-y-1/2 flex-col rounded-3xl bg-white shadow-2xl outline-none',
            className,
          )}
        >
          <div className="flex items-start justify-between gap-3 px-5 pt-5 pb-2">
            <div className="min-w-0">
              <RadixDialog.Title className="text-lg font-bold tracking-tight text-slate-900">
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-slate-500">
                  {description}
                </RadixDialog.Description>
              ) : (
                <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              aria-label={t('common.close')}
              className="-mt-1 -me-1 rounded-full p-2 text-slate-400 transition hover:bg-slate-100 hover:text-slate-700"
            >
              <X className="h-5 w-5" />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-5">{children}</div>
          {footer && <div className="border-t border-slate-100 px-5 py-4">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
