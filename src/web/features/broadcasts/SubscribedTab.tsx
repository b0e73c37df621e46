import { useDeferredValue } from 'react';
import { Compass, Rss } from 'lucide-react';
import type { BroadcastList } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { EmptyState } from '../../ui/EmptyState';
import { Skeleton } from '../../ui/Skeleton';
import { useBroadcastDiscover } from './broadcasts-queries';
import { OtherListCard } from './OtherListCard';

/**
 * Subscribed (spec secondary 2): others' lists I follow, with Unsubscribe; then Discover: the
 * lists I could follow, found by the same search (on the server: there may be many).
 */
export function SubscribedTab({
  me,
  subscribed,
  search,
  busy,
  onSubscribe,
  onUnsubscribe,
}: {
  me: string;
  subscribed: readonly BroadcastList[];
  search: string;
  busy: boolean;
  onSubscribe: (list: BroadcastList) => void;
  onUnsubscribe: (list: BroadcastList) => void;
}) {
  const t = useT();
  const q = useDeferredValue(search.trim());
  const discover = useBroadcastDiscover(me, q);
  const card = (list: BroadcastList) => (
    <OtherListCard
      key={list.id}
      list={list}
      busy={busy}
      onSubscribe={onSubscribe}
      onUnsubscribe={onUnsubscribe}
    />
  );
  return (
    <div>
      {subscribed.length > 0 ? (
        <ul className="space-y-3" data-testid="subscribed-lists">
          {subscribed.map(card)}
        </ul>
      ) : (
        <EmptyState
          icon={<Rss className="h-9 w-9" strokeWidth={1.8} />}
          tone="muted"
          title={t('broadcasts.emptySubscribedTitle')}
          body={t('broadcasts.emptySubscribedBody')}
          testId="subscribed-empty"
        />
      )}
      <h2 className="mt-8 mb-3 flex items-center gap-2 text-lg font-bold text-slate-900">
        <Compass aria-hidden className="h-5 w-5 text-brand-600" />
        {t('broadcasts.discover')}
      </h2>
      {discover.isPending ? (
        <Skeleton className="h-32 rounded-3xl" />
      ) : (discover.data ?? []).length === 0 ? (
        <p
          className="px-4 py-6 text-center text-[15px] text-slate-500"
          data-testid="discover-empty"
        >
          {q ? t('broadcasts.noMatch', { query: q }) : t('broadcasts.discoverEmpty')}
        </p>
      ) : (
        <ul className="space-y-3" data-testid="discover-lists">
          {discover.data!.map(card)}
        </ul>
      )}
    </div>
  );
}
