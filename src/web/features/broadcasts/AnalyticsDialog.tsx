import type { BroadcastList } from '../../../protocol';
import { broadcastReadPercent } from '../../../protocol/lists-limits';
import { useLocale, useT } from '../../i18n/use-t';
import { countLabel } from '../../lib/format';
import { Dialog } from '../../ui/Dialog';
import { Skeleton } from '../../ui/Skeleton';
import { useAnalytics } from './broadcasts-queries';

/** 'View Analytics': the list's subscribers, broadcasts, people reached and reads. */
export function AnalyticsDialog({
  me,
  list,
  onOpenChange,
}: {
  me: string;
  list: BroadcastList | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const stats = useAnalytics(me, list?.id ?? null);
  const s = stats.data;
  const tiles = s
    ? [
        { id: 'subscribers', label: t('broadcasts.statSubscribers'), value: s.subscriberCount },
        { id: 'broadcasts', label: t('broadcasts.statBroadcasts'), value: s.totalBroadcasts },
        { id: 'reached', label: t('broadcasts.statReached'), value: s.recipientCount },
        { id: 'reads', label: t('broadcasts.statReads'), value: s.readCount },
      ]
    : [];
  return (
    <Dialog
      open={list !== null}
      onOpenChange={onOpenChange}
      title={t('broadcasts.viewAnalytics')}
      description={list?.name}
      testId="analytics-dialog"
    >
      {!s ? (
        <Skeleton className="h-40 rounded-2xl" />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3">
            {tiles.map((tile) => (
              <div
                key={tile.id}
                className="rounded-2xl bg-slate-50 p-3.5"
                data-testid={`stat-${tile.id}`}
              >
                <dt className="text-[13px] text-slate-500">{tile.label}</dt>
                <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
                  {countLabel(locale, tile.value)}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm text-slate-600" data-testid="stat-rate">
            {t('broadcasts.readRate', {
              percent: broadcastReadPercent(s.readCount, s.recipientCount),
            })}
          </p>
        </>
      )}
    </Dialog>
  );
}
