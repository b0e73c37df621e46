import { HandCoins } from 'lucide-react';
import type { User } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { MoneyForm } from './MoneyForm';
import type { MoneyDraft } from './payment-form';
import { usePaymentRequestSend } from './use-payment-request';

export interface RequestTabProps {
  meId: string;
  conversationId: string;
  people: readonly User[];
  nameOf: (id: string) => string;
  draft: MoneyDraft;
  onDraftChange: (draft: MoneyDraft) => void;
  onSent: () => void;
}

/** Allo Cash 'Request': ask someone in the chat for money; they pay it from the chat. */
export function RequestTab({
  meId,
  conversationId,
  people,
  nameOf,
  draft,
  onDraftChange,
  onSent,
}: RequestTabProps) {
  const t = useT();
  const { send, pending } = usePaymentRequestSend(meId, conversationId, nameOf, onSent);
  return (
    <MoneyForm
      people={people}
      draft={draft}
      onDraftChange={onDraftChange}
      lead={<p className="text-sm text-slate-500">{t('payments.requestIntro')}</p>}
      recipientLabel={t('payments.recipientFrom')}
      submitLabel={t('payments.requestSubmit')}
      submitIcon={HandCoins}
      testId="cash-request"
      send={send}
      pending={pending}
    />
  );
}
