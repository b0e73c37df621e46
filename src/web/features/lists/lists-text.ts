import type { ContactList } from '../../../protocol';

/** Spec secondary 9: a card shows the first two tags, then '+n' for the rest. */
export const LIST_TAGS_SHOWN = 2;

/** The tags a card shows, and how many more there are. */
export function listTagsShown(
  tags: readonly string[],
  max = LIST_TAGS_SHOWN,
): { shown: string[]; more: number } {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}

/**
 * Spec secondary 5: the search matches the name, the description or any tag, in any case (the
 * locale's case rules: 'İstanbul' is found by 'i̇stanbul').
 */
export function listMatches(
  list: Pick<ContactList, 'name' | 'description' | 'tags'>,
  query: string,
  locale?: string,
): boolean {
  const q = query.trim().toLocaleLowerCase(locale);
  if (!q) return true;
  return [list.name, list.description, ...list.tags].some((text) =>
    text.toLocaleLowerCase(locale).includes(q),
  );
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Spec secondary 9: the 'Updated' date as en-US writes it ('Sep 1, 2025': short month, numeric
 * day and year), in the app's language through `Intl` ('1 sept. 2025', '2025年9月1日').
 */
export function listDateLabel(locale: string, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let f = dateFormats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric' });
    dateFormats.set(locale, f);
  }
  return f.format(date);
}

/** Tags typed into one field, separated by commas (the server trims them and drops repeats). */
export function listTagsParse(text: string): string[] {
  return text
    .split(/[,،、，]/)
    .map((t) => t.trim())
    .filter(Boolean);
}
