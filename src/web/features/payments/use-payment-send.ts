import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PaymentCreateBody } from '../../../protocol';
import { clientIdCreate } from '../../lib/client-id';
import type { HeldKey, MoneyDraft } from './payment-form';
import { idempotencyKeyFor, idempotencyKeyKeep, moneyDraftCheck } from './payment-form';
import {
  paymentCreate,
  paymentErrorToast,
  paymentProblemToast,
  paymentSettleLater,
} from './payment-api';
import { useBalance } from './payment-queries';

/**
 * The Send tab's submit: check the form (spec core 5), POST it with an Idempotency-Key, then
 * schedule the settle call (core 4). The key belongs to the filled form: pressing Send again
 * after a lost answer reuses it, so the server pays once; success or any edit starts a new one.
 * An amount above the balance the tab shows is refused here; the server refuses it regardless.
 */
export function usePaymentSend(meId: string, conversationId: string, onSent: () => void) {
  const client = useQueryClient();
  const held = useRef<HeldKey | null>(null);
  const [pending, setPending] = useState(false);
  const balanceCents = useBalance(meId).data?.balanceCents;

  const send = async (draft: MoneyDraft) => {
    if (pending) return;
    const check = moneyDraftCheck(draft, balanceCents);
    if (!check.ok) {
      paymentProblemToast(check.problem);
      return;
    }
    const body: PaymentCreateBody = {
      fromUserId: meId,
      toUserId: check.recipientId,
      amount: check.dollars,
      note: check.note,
      conversationId,
    };
    const key = idempotencyKeyFor(held.current, JSON.stringify(body), clientIdCreate);
    held.current = key;
    setPending(true);
    try {
      const payment = await paymentCreate(client, body, key.key);
      held.current = null;
      onSent();
      paymentSettleLater(client, payment, meId);
    } catch (err) {
      if (!idempotencyKeyKeep(err)) held.current = null;
      paymentErrorToast(err);
    } finally {
      setPending(false);
    }
  };

  return { send, pending };
}
