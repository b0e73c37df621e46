import { memo } from 'react';
import type { Payment, User } from '../../../protocol';
import { cn } from '../../lib/cn';
import { dateSeparatorLabel, moneyLabel, timeHm } from '../../lib/format';
import { Avatar } from '../../ui/Avatar';
import { paymentStatusLook } from './payment-status';
import { StatusPill } from './StatusPill';
import { useLocale, useT } from '../../i18n/use-t';

export interface HistoryRowProps {
  payment: Payment;
  meId: string;
  /** The other side of the payment (undefined when unknown to this client). */
  other: User | undefined;
  now: Date;
}

/** One payment in the History tab: who, which way, how much, why, when, and its status. */
export const HistoryRow = memo(function HistoryRow({ payment, meId, other, now }: HistoryRowProps) {
  const sent = payment.fromUserId === meId;
  const locale = useLocale();
  const t = useT();
  const look = paymentStatusLook(payment.status);
  const name = other?.displayName ?? t('payments.unknownPerson');
  const when = t('payments.historyWhen', {
    day: dateSeparatorLabel(locale, payment.createdAt, now),
    time: timeHm(locale, new Date(payment.createdAt)),
  });
  return (
    <li
      className="flex items-center gap-3 py-2.5"
      data-testid="cash-history-row"
      data-payment-id={payment.id}
      data-direction={sent ? 'sent' : 'received'}
    >
      <Avatar src={other?.avatar} name={name} size={40} />
      <div className="min-w-0 flex-1">
        <p className="text-xs text-slate-500">
          {sent ? t('payments.historySentTo') : t('payments.historyReceivedFrom')}{' '}
        </p>
        <p className="truncate text-[15px] font-semibold text-slate-900">{name}</p>
        {payment.note && <p className="truncate text-sm text-slate-600">{payment.note}</p>}
        <p className="text-xs text-slate-400">{when}</p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <span
          className={cn(
            'text-[15px] font-bold tabular-nums',
            look.tone === 'red'
              ? 'text-slate-400 line-through'
              : sent
                ? 'text-slate-900'
                : 'text-emerald-600',
          )}
        >
          {sent ? '−' : '+'}
          {moneyLabel(locale, payment.amount)}
        </span>
        <StatusPill label={t(look.labelId)} tone={look.tone} status={payment.status} />
      </div>
    </li>
  );
});
