import { dateSeparatorLabel } from '../../lib/format';
import { useLocale } from '../../i18n/use-t';

/** A centred day label between messages of different days. */
export function DateSeparator({ iso, now }: { iso: string; now: Date }) {
  return (
    <div className="flex justify-center px-3 pt-4 pb-2" data-testid="date-separator">
      <span className="rounded-full bg-white/85 px-3 py-1 text-xs font-semibold text-slate-500 shadow-sm ring-1 ring-slate-900/5 backdrop-blur">
        {dateSeparatorLabel(useLocale(), iso, now)}
      </span>
    </div>
  );
}
