/**
 * Toasts (spec core 9): only one visible at a time; a new one replaces the current one; each
 * closes by itself after 5000 ms.
 */

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself. */
  duration?: number;
}

export interface ToastItem extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

/** Spec core 9: default auto-close delay. */
export const TOAST_DURATION_MS = 5_000;
/** Spec core 9: a swipe to the right this long dismisses the toast. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

let current: ToastItem | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const l of listeners) l();
}

/** Shows a toast, replacing whichever is on screen. Returns its id. */
export function toast(input: ToastInput): number {
  const item: ToastItem = {
    id: nextId++,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    duration: input.duration ?? TOAST_DURATION_MS,
  };
  current = item;
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => toastDismiss(item.id), item.duration);
  emit();
  return item.id;
}

/** Closes the toast with this id (or the current one). */
export function toastDismiss(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  if (timer) clearTimeout(timer);
  timer = null;
  emit();
}

export function toastSubscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastCurrent(): ToastItem | null {
  return current;
}

/** The toaster's column carries this attribute (Toaster.tsx): a tap there is not outside a dialog. */
export const TOASTER_ATTRIBUTE = 'data-toaster';

/**
 * For a dialog's outside-interaction handlers: a tap on a toast (closing it, or its action) is
 * not a wish to close the dialog under it, so the dialog stays.
 */
export function outsideUnlessToast(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(`[${TOASTER_ATTRIBUTE}]`)) event.preventDefault();
}
