import { useRef, useState, useSyncExternalStore } from 'react';
import type { PointerEvent } from 'react';
import { AlertCircle, CheckCircle2, Info, X } from 'lucide-react';
import { cn } from '../lib/cn';
import type { ToastItem } from './toast-store';
import {
  TOAST_SWIPE_THRESHOLD_PX,
  toastCurrent,
  toastDismiss,
  toastSubscribe,
} from './toast-store';
import { useT } from '../i18n/use-t';

const ICONS = {
  default: <Info className="h-5 w-5 text-brand-500" />,
  success: <CheckCircle2 className="h-5 w-5 text-emerald-500" />,
  destructive: <AlertCircle className="h-5 w-5 text-white" />,
};

function ToastCard({ item }: { item: ToastItem }) {
  const t = useT();
  const [dx, setDx] = useState(0);
  const [dragging, setDragging] = useState(false);
  const start = useRef<number | null>(null);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    start.current = e.clientX;
    setDragging(true);
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    // Only rightward swipes dismiss; leftward drags barely move.
    setDx(Math.max(-8, e.clientX - start.current));
  };
  const onPointerUp = () => {
    if (start.current === null) return;
    start.current = null;
    setDragging(false);
    if (dx > TOAST_SWIPE_THRESHOLD_PX) toastDismiss(item.id);
    else setDx(0);
  };

  return (
    <div
      role={item.variant === 'destructive' ? 'alert' : 'status'}
      data-testid="toast"
      data-variant={item.variant}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      style={{
        transform: `translateX(${dx}px)`,
        opacity: dx > 0 ? Math.max(0.3, 1 - dx / 200) : 1,
        transition: !dragging ? 'transform 180ms, opacity 180ms' : 'none',
      }}
      className={cn(
        'animate-toast-in pointer-events-auto flex w-full touch-pan-y items-start gap-3 rounded-2xl px-4 py-3 shadow-xl ring-1 select-none',
        item.variant === 'destructive'
          ? 'bg-rose-600 text-white ring-rose-700/40'
          : 'bg-white text-slate-900 ring-slate-900/5',
      )}
    >
      <span className="mt-0.5 shrink-0">{ICONS[item.variant]}</span>
      <div className="min-w-0 flex-1">
        <p className="text-[15px] leading-snug font-semibold">{item.title}</p>
        {item.description && (
          <p
            className={cn(
              'mt-0.5 text-sm leading-snug',
              // White as the title: rose-50 on rose-600 is 4.1:1, under AA's 4.5 (and the dark
              // theme turns rose-50 dark, 3.7:1).
              item.variant === 'destructive' ? 'text-white' : 'text-slate-600',
            )}
          >
            {item.description}
          </p>
        )}
      </div>
      <button
        type="button"
        aria-label={t('common.close')}
        onClick={() => toastDismiss(item.id)}
        className={cn(
          'shrink-0 rounded-full p-1 transition',
          item.variant === 'destructive'
            ? 'hover:bg-white/15'
            : 'text-slate-400 hover:bg-slate-100',
        )}
      >
        <X className="h-4 w-4" />
      </button>
    </div>
  );
}

/** Renders the one visible toast at the top of the app column. Mount once. */
export function Toaster() {
  const item = useSyncExternalStore(toastSubscribe, toastCurrent, () => null);
  return (
    <div
      aria-live="polite"
      data-toaster=""
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] mx-auto flex max-w-[480px] flex-col px-3 pt-[max(0.75rem,env(safe-area-inset-top))]"
    >
      {item && <ToastCard key={item.id} item={item} />}
    </div>
  );
}
