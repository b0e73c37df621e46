import type { PaymentMessageMetadata } from '../../../protocol';
import { paymentMessageRead } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import { useUsersById } from '../conversations/queries';
import { PaymentCard } from './PaymentCard';
import { usePayment, usePaymentRequest } from './payment-queries';
import { paymentLine, requestLine, firstName } from './payment-text';
import { requestViewer } from './payment-status';
import { RequestCard } from './RequestCard';
import { usePayRequest } from './use-pay-request';

export interface PaymentMessageCardProps {
  message: ChatMessage;
  own: boolean;
  meId: string;
}

type PaymentMeta = Extract<PaymentMessageMetadata, { kind: 'payment' }>;
type RequestMeta = Extract<PaymentMessageMetadata, { kind: 'request' }>;

/**
 * A 'payment' message (spec core 3: amount in cents, optional note). The message says what was
 * true when it was posted; the card shows the payment or request as it is now, from the cache
 * that live pushes keep current.
 */
export function PaymentMessageCard({ message, own, meId }: PaymentMessageCardProps) {
  const meta = paymentMessageRead(message.metadata);
  if (!meta) return <p className="pb-4 text-[15px]">💸 Allo Cash</p>;
  return meta.kind === 'payment' ? (
    <LivePaymentCard meta={meta} own={own} meId={meId} />
  ) : (
    <LiveRequestCard meta={meta} own={own} meId={meId} conversationId={message.conversationId} />
  );
}

function LivePaymentCard({ meta, own, meId }: { meta: PaymentMeta; own: boolean; meId: string }) {
  const usersById = useUsersById();
  // Only a payment the message calls pending needs asking about; a settled one stays settled.
  const payment = usePayment(meta.paymentId, meta.status === 'pending').data;
  return (
    <PaymentCard
      paymentId={meta.paymentId}
      amount={meta.amount}
      note={meta.note}
      line={paymentLine(meta, meId, (id) => firstName(usersById, id))}
      status={payment?.status ?? meta.status}
      failureReason={payment?.failureReason ?? null}
      own={own}
    />
  );
}

function LiveRequestCard(props: {
  meta: RequestMeta;
  own: boolean;
  meId: string;
  conversationId: string;
}) {
  const { meta, own, meId, conversationId } = props;
  const usersById = useUsersById();
  const request = usePaymentRequest(meta.requestId, meta.status === 'open').data;
  const { pay, paying } = usePayRequest({ ...meta, conversationId }, meId);
  return (
    <RequestCard
      requestId={meta.requestId}
      amount={meta.amount}
      note={meta.note}
      line={requestLine(meta, meId, (id) => firstName(usersById, id))}
      status={request?.status ?? meta.status}
      viewer={requestViewer(meta, meId)}
      own={own}
      paying={paying}
      onPay={() => void pay()}
    />
  );
}
