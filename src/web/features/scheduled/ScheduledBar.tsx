import { ChevronRight, Clock } from 'lucide-react';
import { useT } from '../../i18n/use-t';

export interface ScheduledBarProps {
  count: number;
  onOpen: () => void;
}

/** A slim bar above the composer while I have messages waiting to go in this chat. */
export function ScheduledBar({ count, onOpen }: ScheduledBarProps) {
  const t = useT();
  if (count === 0) return null;
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="scheduled-bar"
      data-count={count}
      className="flex w-full shrink-0 items-center gap-2 border-t border-sky-100 bg-sky-50/90 px-4 py-1.5 text-start text-[13px] font-medium text-sky-800 transition hover:bg-sky-100"
    >
      <Clock aria-hidden className="h-4 w-4" />
      <span className="flex-1">{t('scheduled.bar', { count })}</span>
      <ChevronRight aria-hidden className="h-4 w-4 text-sky-500 rtl:-scale-x-100" />
    </button>
  );
}
