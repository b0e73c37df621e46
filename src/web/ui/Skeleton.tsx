import { cn } from '../lib/cn';

/** A grey shimmering block standing in for content that is loading. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-lg bg-slate-200/80', className)} />;
}
