import { Search } from 'lucide-react';
import type { StarredQuery, StarredSort, StarredTypeFilter } from './starred-filter';
import { useT } from '../../i18n/use-t';
import { STARRED_SORT_IDS, STARRED_TYPE_IDS } from './starred-text';

const TYPES: StarredTypeFilter[] = ['all', 'text', 'image', 'video', 'document', 'link'];
const SORTS: StarredSort[] = ['newest', 'oldest', 'conversation'];

const SELECT =
  'h-10 min-w-0 flex-1 rounded-xl border-0 bg-slate-100 px-3 text-sm font-medium text-slate-700 outline-none focus-visible:ring-2 focus-visible:ring-brand-400';

/** Spec secondary 2: the search box, the type filter and the sort of the starred list. */
export function StarredToolbar({
  query,
  onChange,
}: {
  query: StarredQuery;
  onChange: (next: StarredQuery) => void;
}) {
  const t = useT();
  return (
    <div className="space-y-2.5">
      <label className="relative block">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 start-3.5 h-4 w-4 -translate-y-1/2 text-slate-400"
        />
        <input
          type="search"
          value={query.search}
          onChange={(e) => onChange({ ...query, search: e.target.value })}
          placeholder={t('starred.search')}
          aria-label={t('starred.search')}
          data-testid="starred-search"
          className="h-11 w-full rounded-2xl bg-slate-100 pe-3 ps-10 text-[15px] text-slate-900 outline-none placeholder:text-slate-400 focus-visible:ring-2 focus-visible:ring-brand-400"
        />
      </label>
      <div className="flex gap-2">
        <select
          aria-label={t('starred.typeFilterLabel')}
          data-testid="starred-type-filter"
          value={query.type}
          onChange={(e) => onChange({ ...query, type: e.target.value as StarredTypeFilter })}
          className={SELECT}
        >
          {TYPES.map((type) => (
            <option key={type} value={type}>
              {t(STARRED_TYPE_IDS[type])}
            </option>
          ))}
        </select>
        <select
          aria-label={t('starred.sortLabel')}
          data-testid="starred-sort"
          value={query.sort}
          onChange={(e) => onChange({ ...query, sort: e.target.value as StarredSort })}
          className={SELECT}
        >
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(STARRED_SORT_IDS[s])}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
