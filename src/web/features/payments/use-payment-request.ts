import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { dollarsLabel } from '../../../protocol';
import { errorIsNetwork, errorText } from '../../lib/api';
import { toast } from '../../ui/toast-store';
import type { MoneyDraft } from './payment-form';
import { moneyDraftCheck } from './payment-form';
import { paymentRequestCreate } from './payment-api';

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
  const [pending, setPending] = useState(false);

  const send = async (draft: MoneyDraft) => {
    if (pending) return;
    const check = moneyDraftCheck(draft);
    if (!check.ok) {
      toast({ ...check.problem, variant: 'destructive' });
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
        title: 'Request sent',
        description: `Asked ${nameOf(check.recipientId)} for ${dollarsLabel(check.cents)}`,
        variant: 'success',
      });
      onSent();
    } catch (err) {
      toast({
        title: 'Request failed',
        description: errorIsNetwork(err)
          ? 'Unable to send the request. Please try again.'
          : errorText(err),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  return { send, pending };
}
