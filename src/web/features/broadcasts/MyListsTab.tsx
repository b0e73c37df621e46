import { Plus, Radio } from 'lucide-react';
import type { BroadcastList } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { BroadcastListCard } from './BroadcastListCard';

export interface MyListsTabProps {
  lists: readonly BroadcastList[];
  /** Set when a search hides lists there are. */
  hiddenBy: string | null;
  now: Date;
  onCreate: () => void;
  onSend: (list: BroadcastList) => void;
  onEdit: (list: BroadcastList) => void;
  onSubscribers: (list: BroadcastList) => void;
  onAnalytics: (list: BroadcastList) => void;
  onDelete: (list: BroadcastList) => void;
}

/** My Lists: my broadcast lists, or 'No Broadcast Lists' with Create List. */
export function MyListsTab({ lists, hiddenBy, now, onCreate, ...actions }: MyListsTabProps) {
  const t = useT();
  if (lists.length > 0)
    return (
      <ul className="space-y-3" data-testid="my-broadcast-lists">
        {lists.map((list) => (
          <BroadcastListCard key={list.id} list={list} now={now} {...actions} />
        ))}
      </ul>
    );
  if (hiddenBy)
    return (
      <p
        className="px-4 py-10 text-center text-[15px] text-slate-500"
        data-testid="broadcasts-no-match"
      >
        {t('broadcasts.noMatch', { query: hiddenBy })}
      </p>
    );
  return (
    <EmptyState
      icon={<Radio className="h-9 w-9" strokeWidth={1.8} />}
      tone="brand"
      title={t('broadcasts.emptyMineTitle')}
      body={t('broadcasts.emptyMineBody')}
      action={
        <Button onClick={onCreate} data-testid="create-first-broadcast-list">
          <Plus aria-hidden className="h-4.5 w-4.5" />
          {t('broadcasts.createList')}
        </Button>
      }
      testId="my-broadcast-lists-empty"
    />
  );
}
