import type { User } from '../../../protocol';
import { PAYMENT_NOTE_MAX } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import type { MoneyDraft } from './payment-form';
import { RecipientPicker } from './RecipientPicker';

export interface MoneyFieldsProps {
  people: readonly User[];
  draft: MoneyDraft;
  onChange: (draft: MoneyDraft) => void;
  /** 'To' when sending, 'From' when requesting. */
  recipientLabel: string;
  /** Prefix of the fields' test ids: 'cash-send' or 'cash-request'. */
  testId: string;
}

/**
 * Spec core 5 Payment: the recipient, the amount (minimum 0.01, step 0.01) and a note of at
 * most 100 characters with its counter. The tab checks the values when sent.
 */
export function MoneyFields({ people, draft, onChange, recipientLabel, testId }: MoneyFieldsProps) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <RecipientPicker
        people={people}
        value={draft.recipientId}
        onChange={(recipientId) => onChange({ ...draft, recipientId })}
        label={recipientLabel}
      />
      <label className="flex items-center justify-center gap-1 rounded-2xl border border-slate-200 bg-slate-50 px-4 py-3 transition focus-within:border-emerald-400 focus-within:bg-white focus-within:ring-4 focus-within:ring-emerald-100">
        <span aria-hidden className="text-3xl font-semibold text-slate-400">
          $
        </span>
        <input
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          value={draft.amount}
          onChange={(e) => onChange({ ...draft, amount: e.target.value })}
          placeholder="0.00"
          aria-label={t('payments.amountLabel')}
          data-testid={`${testId}-amount`}
          className="w-40 [appearance:textfield] bg-transparent text-4xl font-bold tracking-tight text-slate-900 tabular-nums outline-none placeholder:text-slate-300 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
      </label>
      <div className="relative">
        <textarea
          value={draft.note}
          onChange={(e) => onChange({ ...draft, note: e.target.value })}
          maxLength={PAYMENT_NOTE_MAX}
          rows={2}
          placeholder={t('payments.notePlaceholder')}
          aria-label={t('payments.noteLabel')}
          data-testid={`${testId}-note`}
          className="block w-full resize-none rounded-2xl border border-slate-200 bg-slate-50 px-4 pt-2.5 pb-6 text-[15px] leading-6 text-slate-900 transition outline-none placeholder:text-slate-400 focus:border-emerald-400 focus:bg-white focus:ring-4 focus:ring-emerald-100"
        />
        <span
          data-testid={`${testId}-note-count`}
          className="pointer-events-none absolute end-3 bottom-1.5 text-xs text-slate-400 tabular-nums"
        >
          {draft.note.length}/{PAYMENT_NOTE_MAX}
        </span>
      </div>
    </div>
  );
}
