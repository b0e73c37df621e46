import { ReceiptText } from 'lucide-react';
import { countLabel } from '../../lib/format';
import { useNow } from '../../lib/use-now';
import { Skeleton } from '../../ui/Skeleton';
import type { UsersById } from '../conversations/conversation-utils';
import { HistoryRow } from './HistoryRow';
import { usePaymentHistory } from './payment-queries';
import { useLocale, useT } from '../../i18n/use-t';

export interface HistoryTabProps {
  meId: string;
  usersById: UsersById;
}

/** Allo Cash 'History': every payment the reader sent or received, newest first. */
export function HistoryTab({ meId, usersById }: HistoryTabProps) {
  const history = usePaymentHistory(meId);
  const now = useNow();
  const locale = useLocale();
  const t = useT();

  if (history.isPending) {
    return (
      <div className="flex flex-col gap-3 py-2" aria-label={t('payments.historyLoading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (history.isError) {
    return (
      <p className="py-8 text-center text-sm text-rose-600">{t('payments.historyLoadFailed')}</p>
    );
  }
  const payments = history.data;
  if (payments.length === 0) {
    return (
      <div className="flex flex-col items-center py-8 text-center" data-testid="cash-history-empty">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <ReceiptText className="h-7 w-7" />
        </span>
        <p className="mt-3 font-semibold text-slate-900">{t('payments.historyEmptyTitle')}</p>
        <p className="mt-1 text-sm text-slate-500">{t('payments.historyEmptyText')}</p>
      </div>
    );
  }
  return (
    <div data-testid="cash-history">
      <p className="text-sm font-medium text-slate-500" data-testid="cash-history-count">
        {t('payments.historyCount', {
          count: payments.length,
          shown: countLabel(locale, payments.length),
        })}
      </p>
      <ul className="divide-y divide-slate-100">
        {payments.map((p) => (
          <HistoryRow
            key={p.id}
            payment={p}
            meId={meId}
            other={usersById.get(p.fromUserId === meId ? p.toUserId : p.fromUserId)}
            now={now}
          />
        ))}
      </ul>
    </div>
  );
}
