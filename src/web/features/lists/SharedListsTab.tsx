import { Share2 } from 'lucide-react';
import type { ContactList } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { EmptyState } from '../../ui/EmptyState';
import { SharedListCard } from './SharedListCard';

/** Nothing matches the search, though there are lists. */
export function ListsNoMatch({ query }: { query: string }) {
  const t = useT();
  return (
    <p className="px-4 py-10 text-center text-[15px] text-slate-500" data-testid="lists-no-match">
      {t('lists.noMatch', { query })}
    </p>
  );
}

/**
 * Shared Lists: other people's public lists and the lists I am on, or 'No Shared Lists'.
 * `query` is set when a search hides lists there are.
 */
export function SharedListsTab({
  lists,
  hiddenBy,
  busy,
  linked,
  onJoin,
  onLeave,
}: {
  lists: readonly ContactList[];
  hiddenBy: string | null;
  busy: boolean;
  linked: string | null;
  onJoin: (list: ContactList) => void;
  onLeave: (list: ContactList) => void;
}) {
  const t = useT();
  if (lists.length > 0)
    return (
      <ul className="space-y-3" data-testid="shared-lists">
        {lists.map((list) => (
          <SharedListCard
            key={list.id}
            list={list}
            busy={busy}
            highlighted={list.id === linked}
            onJoin={onJoin}
            onLeave={onLeave}
          />
        ))}
      </ul>
    );
  if (hiddenBy) return <ListsNoMatch query={hiddenBy} />;
  return (
    <EmptyState
      icon={<Share2 className="h-9 w-9" strokeWidth={1.8} />}
      tone="muted"
      title={t('lists.emptySharedTitle')}
      body={t('lists.emptySharedBody')}
      testId="shared-lists-empty"
    />
  );
}
