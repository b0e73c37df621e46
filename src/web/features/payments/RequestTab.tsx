import type { FormEvent } from 'react';
import { HandCoins } from 'lucide-react';
import type { User } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { MoneyFields } from './MoneyFields';
import { MoneySubmit } from './MoneySubmit';
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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send(draft);
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="cash-request">
      <p className="text-sm text-slate-500">{t('payments.requestIntro')}</p>
      <MoneyFields
        people={people}
        draft={draft}
        onChange={onDraftChange}
        recipientLabel={t('payments.recipientFrom')}
        testId="cash-request"
      />
      <MoneySubmit
        label={t('payments.requestSubmit')}
        icon={HandCoins}
        pending={pending}
        testId="cash-request-submit"
      />
    </form>
  );
}
