import type { BroadcastCategory } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { CATEGORY_IDS } from './broadcasts-text';

const TONES: Record<BroadcastCategory, string> = {
  General: 'bg-slate-100 text-slate-700',
  Business: 'bg-amber-50 text-amber-800',
  Technology: 'bg-sky-50 text-sky-800',
  Work: 'bg-violet-50 text-violet-800',
};

/** A broadcast list's category, in the app's language. */
export function CategoryBadge({ category }: { category: BroadcastCategory }) {
  const t = useT();
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-1 text-[11px] font-semibold',
        TONES[category],
      )}
      data-testid="broadcast-category"
    >
      {t(CATEGORY_IDS[category])}
    </span>
  );
}
