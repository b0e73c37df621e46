import type { FormEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import type { User } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { BalanceCard } from './BalanceCard';
import { MoneyFields } from './MoneyFields';
import { MoneySubmit } from './MoneySubmit';
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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send(draft);
  };
  return (
    // noValidate: the browser's own bubbles would stand in for the spec's 'Invalid amount'.
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="cash-send">
      <BalanceCard meId={meId} />
      <MoneyFields
        people={people}
        draft={draft}
        onChange={onDraftChange}
        recipientLabel={t('payments.recipientTo')}
        testId="cash-send"
      />
      <MoneySubmit
        label={t('payments.sendSubmit')}
        icon={SendHorizontal}
        pending={pending}
        testId="cash-send-submit"
      />
    </form>
  );
}
