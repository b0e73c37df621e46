import { useLocale, useT } from '../../i18n/use-t';
import { numberLabel } from '../../lib/format';
import { listTagsShown } from './lists-text';

/** Spec secondary 9: the first two tags, then '+n'. */
export function ListTags({ tags }: { tags: readonly string[] }) {
  const t = useT();
  const locale = useLocale();
  const { shown, more } = listTagsShown(tags);
  if (shown.length === 0) return null;
  return (
    <ul className="mt-2.5 flex flex-wrap gap-1.5" aria-label={t('lists.tags')}>
      {shown.map((tag) => (
        <li
          key={tag}
          className="max-w-[10rem] truncate rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700"
          data-testid="list-tag"
        >
          {tag}
        </li>
      ))}
      {more > 0 && (
        <li
          className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-600"
          data-testid="list-tag-more"
        >
          {t('lists.moreTags', { count: numberLabel(locale, more) })}
        </li>
      )}
    </ul>
  );
}
