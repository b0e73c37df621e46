import type { FormEvent, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { User } from '../../../protocol';
import { MoneyFields } from './MoneyFields';
import { MoneySubmit } from './MoneySubmit';
import type { MoneyDraft } from './payment-form';

export interface MoneyFormProps {
  people: readonly User[];
  draft: MoneyDraft;
  onDraftChange: (draft: MoneyDraft) => void;
  /** What comes above the fields: the balance (Send), what a request does (Request). */
  lead: ReactNode;
  /** 'To' when sending, 'From' when requesting. */
  recipientLabel: string;
  submitLabel: string;
  submitIcon: LucideIcon;
  /** 'cash-send' or 'cash-request': the form's test id and the prefix of its fields' and button's. */
  testId: string;
  /** The tab's submit: it checks the draft and says what went wrong. */
  send: (draft: MoneyDraft) => Promise<void>;
  pending: boolean;
}

/**
 * The form of the Send and Request tabs (spec core 5): what the tab puts first, recipient,
 * amount and note, then the submit button, which hands the draft to the tab's own call.
 */
export function MoneyForm(props: MoneyFormProps) {
  const { draft, send, testId } = props;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send(draft);
  };
  return (
    // noValidate: the browser's own bubbles would stand in for the spec's 'Invalid amount'.
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid={testId}>
      {props.lead}
      <MoneyFields
        people={props.people}
        draft={draft}
        onChange={props.onDraftChange}
        recipientLabel={props.recipientLabel}
        testId={testId}
      />
      <MoneySubmit
        label={props.submitLabel}
        icon={props.submitIcon}
        pending={props.pending}
        testId={`${testId}-submit`}
      />
    </form>
  );
}
