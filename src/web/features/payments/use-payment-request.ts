import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useT } from '../../i18n/use-t';
import { errorIsNetwork, errorText } from '../../lib/api';
import { moneyLabel } from '../../lib/format';
import { toast } from '../../ui/toast-store';
import type { MoneyDraft } from './payment-form';
import { moneyDraftCheck } from './payment-form';
import { paymentProblemToast, paymentRequestCreate } from './payment-api';

/**
 * The Request tab's submit: the same checks as Send (spec core 5), then POST
 * /api/payment-requests, which posts the request in the chat for the other person to pay.
 */
export function usePaymentRequestSend(
  meId: string,
  conversationId: string,
  nameOf: (id: string) => string,
  onSent: () => void,
) {
  const client = useQueryClient();
  const t = useT();
  const locale = useLocale();
  const [pending, setPending] = useState(false);

  const send = async (draft: MoneyDraft) => {
    if (pending) return;
    const check = moneyDraftCheck(draft);
    if (!check.ok) {
      paymentProblemToast(check.problem);
      return;
    }
    setPending(true);
    try {
      await paymentRequestCreate(client, {
        userId: meId,
        toUserId: check.recipientId,
        amount: check.dollars,
        note: check.note,
        conversationId,
      });
      toast({
        title: t('payments.requestSent'),
        description: t('payments.requestSentText', {
          name: nameOf(check.recipientId),
          amount: moneyLabel(locale, check.cents),
        }),
        variant: 'success',
      });
      onSent();
    } catch (err) {
      toast({
        title: t('payments.requestFailed'),
        description: errorIsNetwork(err) ? t('payments.requestFailedFallback') : errorText(err),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  return { send, pending };
}
