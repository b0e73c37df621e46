import { History } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { EmptyState } from '../../ui/EmptyState';
import { Skeleton } from '../../ui/Skeleton';
import { useRecentBroadcasts } from './broadcasts-queries';
import { RecentBroadcastCard } from './RecentBroadcastCard';

/**
 * Recent Broadcasts: mine, newest first. Read only while this tab is open, and again whenever a
 * read position moves in one of my chats (`broadcasts-cache.ts`).
 */
export function RecentTab({ me, now }: { me: string; now: Date }) {
  const t = useT();
  const recent = useRecentBroadcasts(me);
  if (recent.isPending) return <Skeleton className="h-36 rounded-3xl" />;
  const items = recent.data ?? [];
  if (items.length === 0)
    return (
      <EmptyState
        icon={<History className="h-9 w-9" strokeWidth={1.8} />}
        tone="muted"
        title={t('broadcasts.emptyRecentTitle')}
        body={t('broadcasts.emptyRecentBody')}
        testId="recent-empty"
      />
    );
  return (
    <ul className="space-y-3" data-testid="recent-broadcasts">
      {items.map((item) => (
        <RecentBroadcastCard key={item.id} item={item} now={now} />
      ))}
    </ul>
  );
}
