import { SendHorizontal } from 'lucide-react';
import type { User } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { BalanceCard } from './BalanceCard';
import { MoneyForm } from './MoneyForm';
import type { MoneyDraft } from './payment-form';
import { usePaymentSend } from './use-payment-send';

export interface SendTabProps {
  meId: string;
  conversationId: string;
  people: readonly User[];
  draft: MoneyDraft;
  onDraftChange: (draft: MoneyDraft) => void;
  /** The payment was made: the dialog closes (its settling goes on without it). */
  onSent: () => void;
}

/** Allo Cash 'Send': the balance, who to pay, how much and why. */
export function SendTab({
  meId,
  conversationId,
  people,
  draft,
  onDraftChange,
  onSent,
}: SendTabProps) {
  const t = useT();
  const { send, pending } = usePaymentSend(meId, conversationId, onSent);
  return (
    <MoneyForm
      people={people}
      draft={draft}
      onDraftChange={onDraftChange}
      lead={<BalanceCard meId={meId} />}
      recipientLabel={t('payments.recipientTo')}
      submitLabel={t('payments.sendSubmit')}
      submitIcon={SendHorizontal}
      testId="cash-send"
      send={send}
      pending={pending}
    />
  );
}
