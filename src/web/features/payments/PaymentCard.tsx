import { DollarSign } from 'lucide-react';
import { useLocale, useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { moneyLabel } from '../../lib/format';
import type { ShownWords } from '../translate/text-translation';
import { paymentStatusLook } from './payment-status';
import { PaymentNote } from './PaymentNote';
import { failureReasonText } from './payment-text';
import { StatusPill } from './StatusPill';

export interface PaymentCardProps {
  paymentId: string;
  amount: number;
  /** The note as the reader should see it (translated when it is someone else's). */
  note: ShownWords | null;
  /** 'You sent Sofía', 'Emma sent you'. */
  line: string;
  status: string;
  failureReason: string | null;
  own: boolean;
}

/** A payment in the chat: the amount large, who paid whom, the note and the live status. */
export function PaymentCard({
  paymentId,
  amount,
  note,
  line,
  status,
  failureReason,
  own,
}: PaymentCardProps) {
  const t = useT();
  const locale = useLocale();
  const look = paymentStatusLook(status);
  return (
    <div
      data-testid="payment-card"
      data-payment-id={paymentId}
      data-status={status}
      className="flex min-w-[200px] flex-col gap-1 pt-1 pb-5"
    >
      <span
        className={cn(
          'flex items-center gap-1.5 text-xs font-semibold tracking-wide uppercase',
          own ? 'text-white/80' : 'text-emerald-600',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'flex h-5 w-5 items-center justify-center rounded-full',
            own ? 'bg-white/25' : 'bg-emerald-500 text-white',
          )}
        >
          <DollarSign className="h-3 w-3" strokeWidth={3} />
        </span>
        Allo Cash
      </span>
      <span className="text-[34px] leading-tight font-bold tracking-tight tabular-nums">
        {moneyLabel(locale, amount)}
      </span>
      <span className={cn('text-sm', own ? 'text-white/90' : 'text-slate-600')}>{line}</span>
      {note && <PaymentNote note={note} className={own ? 'text-white' : 'text-slate-900'} />}
      <span className="mt-1 flex flex-wrap items-center gap-2">
        <StatusPill
          label={t(look.labelId)}
          tone={look.tone}
          status={status}
          testId="payment-status"
        />
        {look.tone === 'red' && failureReason && (
          <span className={cn('text-xs', own ? 'text-white/85' : 'text-rose-600')}>
            {failureReasonText(failureReason, t)}
          </span>
        )}
      </span>
    </div>
  );
}
