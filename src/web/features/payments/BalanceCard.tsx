import { DollarSign } from 'lucide-react';
import { useLocale, useT } from '../../i18n/use-t';
import { moneyLabel } from '../../lib/format';
import { useBalance } from './payment-queries';

/** The reader's Allo Cash balance, as a small green card. */
export function BalanceCard({ meId }: { meId: string }) {
  const balance = useBalance(meId);
  const t = useT();
  const locale = useLocale();
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-gradient-to-br from-emerald-500 to-teal-500 px-4 py-3 text-white shadow-md">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white/20">
        <DollarSign className="h-5 w-5" strokeWidth={2.4} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-medium tracking-wide text-white/80 uppercase">
          {t('payments.balanceLabel')}
        </span>
        {balance.data ? (
          <span
            data-testid="cash-balance"
            data-cents={balance.data.balanceCents}
            className="block text-2xl font-bold tracking-tight tabular-nums"
          >
            {moneyLabel(locale, balance.data.balanceCents)}
          </span>
        ) : balance.isError ? (
          <span className="block text-sm text-white/90">{t('payments.balanceUnavailable')}</span>
        ) : (
          <span aria-hidden className="mt-1 block h-7 w-28 animate-pulse rounded-lg bg-white/30" />
        )}
      </span>
    </div>
  );
}
