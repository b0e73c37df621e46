import type { PaymentMessageMetadata, TranslationSettings } from '../../../protocol';
import { paymentMessageRead } from '../../../protocol';
import { useLocale, useT } from '../../i18n/use-t';
import type { ChatMessage } from '../../lib/apply-event';
import { useUsersById } from '../conversations/queries';
import type { ShownWords } from '../translate/text-translation';
import { useTextTranslation } from '../translate/use-text-translation';
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
  /** The reader's translation settings for this chat; null while they load. */
  translation: TranslationSettings | null;
}

type PaymentMeta = Extract<PaymentMessageMetadata, { kind: 'payment' }>;
type RequestMeta = Extract<PaymentMessageMetadata, { kind: 'request' }>;

/**
 * A 'payment' message (spec core 3: amount in cents, optional note). The message says what was
 * true when it was posted; the card shows the payment or request as it is now, from the cache
 * that live pushes keep current. The note is someone's words: the reader sees it in their
 * language, as they see the chat's messages.
 */
export function PaymentMessageCard({ message, own, meId, translation }: PaymentMessageCardProps) {
  const meta = paymentMessageRead(message.metadata);
  if (!meta) return <p className="pb-4 text-[15px]">💸 Allo Cash</p>;
  return meta.kind === 'payment' ? (
    <LivePaymentCard meta={meta} own={own} meId={meId} translation={translation} />
  ) : (
    <LiveRequestCard
      meta={meta}
      own={own}
      meId={meId}
      conversationId={message.conversationId}
      translation={translation}
    />
  );
}

/** The note as `meId` should see it: written by `writerId`, translated when it is not theirs. */
function useNote(
  meta: PaymentMessageMetadata,
  writerId: string,
  meId: string,
  translation: TranslationSettings | null,
): ShownWords | null {
  const { note, noteLanguage } = meta;
  const shown = useTextTranslation(note ?? '', writerId, meId, translation, noteLanguage);
  return note ? shown : null;
}

function LivePaymentCard(props: {
  meta: PaymentMeta;
  own: boolean;
  meId: string;
  translation: TranslationSettings | null;
}) {
  const { meta, own, meId, translation } = props;
  const usersById = useUsersById();
  const t = useT();
  const note = useNote(meta, meta.fromUserId, meId, translation);
  // Only a payment the message calls pending needs asking about; a settled one stays settled.
  const payment = usePayment(meta.paymentId, meta.status === 'pending').data;
  return (
    <PaymentCard
      paymentId={meta.paymentId}
      amount={meta.amount}
      note={note}
      line={paymentLine(meta, meId, (id) => firstName(usersById, id, t), t)}
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
  translation: TranslationSettings | null;
}) {
  const { meta, own, meId, conversationId, translation } = props;
  const usersById = useUsersById();
  const t = useT();
  const locale = useLocale();
  const note = useNote(meta, meta.requesterId, meId, translation);
  const request = usePaymentRequest(meta.requestId, meta.status === 'open').data;
  const { pay, paying } = usePayRequest({ ...meta, conversationId }, meId);
  return (
    <RequestCard
      requestId={meta.requestId}
      amount={meta.amount}
      note={note}
      line={requestLine(meta, meId, (id) => firstName(usersById, id, t), t, locale)}
      status={request?.status ?? meta.status}
      viewer={requestViewer(meta, meId)}
      own={own}
      paying={paying}
      onPay={() => void pay()}
    />
  );
}
