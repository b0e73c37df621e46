import type { BroadcastCategory, BroadcastList } from '../../../protocol';

/** Each category's catalog id (whole literals, so the catalog check sees them). */
export const CATEGORY_IDS: Record<BroadcastCategory, string> = {
  General: 'broadcasts.categoryGeneral',
  Business: 'broadcasts.categoryBusiness',
  Technology: 'broadcasts.categoryTechnology',
  Work: 'broadcasts.categoryWork',
};

/**
 * Spec secondary 5: the search matches a list's name, description or category, in any case;
 * the category by its English name or by the words the app shows for it.
 */
export function broadcastListMatches(
  list: Pick<BroadcastList, 'name' | 'description' | 'category'>,
  query: string,
  categoryLabel: string,
  locale?: string,
): boolean {
  const q = query.trim().toLocaleLowerCase(locale);
  if (!q) return true;
  return [list.name, list.description, list.category, categoryLabel].some((text) =>
    text.toLocaleLowerCase(locale).includes(q),
  );
}
