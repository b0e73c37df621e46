import { HandCoins } from 'lucide-react';
import type { PaymentRequestStatus } from '../../../protocol';
import { useLocale, useT } from '../../i18n/use-t';
import { cn } from '../../lib/cn';
import { moneyLabel } from '../../lib/format';
import { Spinner } from '../../ui/Spinner';
import type { ShownWords } from '../translate/text-translation';
import type { RequestViewer } from './payment-status';
import { requestStatusLook } from './payment-status';
import { PaymentNote } from './PaymentNote';
import { StatusPill } from './StatusPill';

export interface RequestCardProps {
  requestId: string;
  amount: number;
  /** The note as the reader should see it (translated when it is someone else's). */
  note: ShownWords | null;
  /** 'Sofía requests $5.00', 'You requested $5.00 from Emma'. */
  line: string;
  status: PaymentRequestStatus;
  viewer: RequestViewer;
  own: boolean;
  /** The payer's tap is on its way or being settled. */
  paying: boolean;
  onPay: () => void;
}

/**
 * A payment request in the chat: who asks whom for how much, the note, and for the payer a
 * 'Pay' button that pays it in one tap. Everyone else sees whether it is paid yet.
 */
export function RequestCard(props: RequestCardProps) {
  const { requestId, amount, note, line, status, viewer, own, paying, onPay } = props;
  const t = useT();
  const locale = useLocale();
  const look = requestStatusLook(status, viewer);
  return (
    <div
      data-testid="payment-request-card"
      data-request-id={requestId}
      data-status={status}
      className="flex min-w-[210px] flex-col gap-1 pt-1 pb-5"
    >
      <span
        className={cn(
          'flex items-center gap-1.5 text-xs font-semibold tracking-wide uppercase',
          own ? 'text-white/80' : 'text-emerald-600',
        )}
      >
        <HandCoins aria-hidden className="h-4 w-4" />
        {t('payments.requestCardLabel')}
      </span>
      <span className="text-[17px] leading-snug font-semibold" data-testid="payment-request-line">
        {line}
      </span>
      {note && <PaymentNote note={note} className={own ? 'text-white/90' : 'text-slate-600'} />}
      <span className="mt-1.5">
        {look ? (
          <StatusPill
            label={t(look.labelId)}
            tone={look.tone}
            status={status}
            testId="payment-request-status"
          />
        ) : (
          <button
            type="button"
            data-testid="payment-request-pay"
            disabled={paying}
            onClick={onPay}
            className="flex h-10 w-full items-center justify-center gap-2 rounded-full bg-emerald-600 px-4 text-[15px] font-semibold text-white shadow-sm transition hover:bg-emerald-700 active:scale-[0.98] disabled:opacity-70"
          >
            {paying ? (
              <>
                <Spinner className="h-4 w-4" label={t('payments.payingLabel')} />
                {t('payments.paying')}
              </>
            ) : (
              t('payments.payAmount', { amount: moneyLabel(locale, amount) })
            )}
          </button>
        )}
      </span>
    </div>
  );
}
