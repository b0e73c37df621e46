import type { StarredMessage, StarredType } from '../../../protocol';

export type StarredTypeFilter = 'all' | StarredType;
export type StarredSort = 'newest' | 'oldest' | 'conversation';

export interface StarredQuery {
  search: string;
  type: StarredTypeFilter;
  sort: StarredSort;
}

/**
 * Spec secondary 5 'Starred': a case-insensitive substring over content, sender name and
 * conversation name; the type filter exact or all; sort by starredAt descending (Newest),
 * ascending (Oldest), or conversation name alphabetically. Issue 11 adds the text as the reader
 * is shown it (`shown`: the translation, when there is one). Pure; a new array.
 */
export function starredFilter(
  items: readonly StarredMessage[],
  query: StarredQuery,
  shown: (item: StarredMessage) => string | undefined = () => undefined,
): StarredMessage[] {
  const needle = query.search.trim().toLocaleLowerCase();
  const matches = (item: StarredMessage) =>
    [item.content, item.senderName, item.conversationName, shown(item) ?? ''].some((field) =>
      field.toLocaleLowerCase().includes(needle),
    );
  const kept = items.filter(
    (item) =>
      (query.type === 'all' || item.messageType === query.type) && (!needle || matches(item)),
  );
  return kept.sort(starredCompare(query.sort));
}

const time = (iso: string) => new Date(iso).getTime();

/** The order of a sort; ties fall back to the newest star, then the id, so it is stable. */
function starredCompare(sort: StarredSort): (a: StarredMessage, b: StarredMessage) => number {
  const newest = (a: StarredMessage, b: StarredMessage) =>
    time(b.starredAt) - time(a.starredAt) || a.id.localeCompare(b.id);
  switch (sort) {
    case 'newest':
      return newest;
    case 'oldest':
      return (a, b) => time(a.starredAt) - time(b.starredAt) || a.id.localeCompare(b.id);
    case 'conversation':
      return (a, b) =>
        a.conversationName.localeCompare(b.conversationName, undefined, { sensitivity: 'base' }) ||
        newest(a, b);
  }
}

/** True when a search or a type filter is narrowing the list (for the empty state's words). */
export function starredFiltered(query: StarredQuery): boolean {
  return query.search.trim() !== '' || query.type !== 'all';
}
