import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { centsToDollars } from '../../../protocol';
import { ApiError } from '../../lib/api';
import { paymentRequestKey } from '../../lib/query-client';
import { requestPayKey } from './payment-form';
import { paymentCreate, paymentErrorToast, paymentSettleLater } from './payment-api';
import { usePayment } from './payment-queries';

export interface PayableRequest {
  requestId: string;
  requesterId: string;
  amount: number;
  note: string | null;
  conversationId: string;
}

/**
 * The payer's one tap on a request: POST /api/payments with its requestId and a key derived
 * from the request, then settle it after 2 s (spec core 4) like any payment. `paying` holds
 * from the tap until the request is paid or the payment failed.
 */
export function usePayRequest(request: PayableRequest, meId: string) {
  const client = useQueryClient();
  const [attemptId, setAttemptId] = useState<string | null>(null);
  const [posting, setPosting] = useState(false);
  const attempt = usePayment(attemptId, true).data;
  const failedId =
    attempt && attempt.status !== 'pending' && attempt.status !== 'completed' ? attempt.id : null;

  const pay = async () => {
    if (posting) return;
    setPosting(true);
    try {
      const payment = await paymentCreate(
        client,
        {
          fromUserId: meId,
          toUserId: request.requesterId,
          amount: centsToDollars(request.amount),
          note: request.note,
          conversationId: request.conversationId,
          requestId: request.requestId,
        },
        requestPayKey(request.requestId, failedId),
      );
      setAttemptId(payment.id);
      paymentSettleLater(client, payment, meId);
    } catch (err) {
      paymentErrorToast(err);
      // Refused as already paid (another device of ours paid it): show that.
      if (err instanceof ApiError && err.status === 409) {
        void client.invalidateQueries({ queryKey: paymentRequestKey(request.requestId) });
      }
    } finally {
      setPosting(false);
    }
  };

  const paying = posting || attempt?.status === 'pending' || attempt?.status === 'completed';
  return { pay, paying };
}
