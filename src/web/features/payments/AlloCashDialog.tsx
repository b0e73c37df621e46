import { useCallback, useState } from 'react';
import type { Conversation } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { Dialog } from '../../ui/Dialog';
import { Tabs } from '../../ui/Tabs';
import type { UsersById } from '../conversations/conversation-utils';
import { conversationOthers } from '../conversations/conversation-utils';
import { HistoryTab } from './HistoryTab';
import type { MoneyDraft } from './payment-form';
import { moneyDraftEmpty } from './payment-form';
import { firstName } from './payment-text';
import { RequestTab } from './RequestTab';
import { SendTab } from './SendTab';

export interface AlloCashDialogProps {
  conversation: Conversation;
  meId: string;
  usersById: UsersById;
  onClose: () => void;
}

/**
 * Spec core 2 dialog 'Allo Cash': tabs Send, Request, History. The people to pay are this
 * chat's other participants (core 5), the only one already chosen in a one-to-one chat. Each
 * tab's form is kept here, so switching tabs loses nothing typed.
 */
export function AlloCashDialog({ conversation, meId, usersById, onClose }: AlloCashDialogProps) {
  const people = conversationOthers(conversation, meId, usersById);
  const preset = people.length === 1 ? people[0]!.id : null;
  const [sendDraft, setSendDraft] = useState<MoneyDraft>(() => moneyDraftEmpty(preset));
  const [requestDraft, setRequestDraft] = useState<MoneyDraft>(() => moneyDraftEmpty(preset));
  const t = useT();
  const nameOf = useCallback((id: string) => firstName(usersById, id, t), [usersById, t]);
  // People may load after the dialog opened: the only other person is the recipient regardless.
  const withPreset = (draft: MoneyDraft) =>
    draft.recipientId ? draft : { ...draft, recipientId: preset };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Allo Cash"
      description={t('payments.dialogDescription')}
      testId="allo-cash-dialog"
    >
      <Tabs
        tabs={[
          {
            value: 'send',
            label: t('payments.tabSend'),
            content: (
              <SendTab
                meId={meId}
                conversationId={conversation.id}
                people={people}
                draft={withPreset(sendDraft)}
                onDraftChange={setSendDraft}
                onSent={onClose}
              />
            ),
          },
          {
            value: 'request',
            label: t('payments.tabRequest'),
            content: (
              <RequestTab
                meId={meId}
                conversationId={conversation.id}
                people={people}
                nameOf={nameOf}
                draft={withPreset(requestDraft)}
                onDraftChange={setRequestDraft}
                onSent={onClose}
              />
            ),
          },
          {
            value: 'history',
            label: t('payments.tabHistory'),
            content: <HistoryTab meId={meId} usersById={usersById} />,
          },
        ]}
      />
    </Dialog>
  );
}
