import type { Conversation } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import type { UsersById } from '../conversations/conversation-utils';
import { receiptReaders } from './receipt-ticks';
import { useT } from '../../i18n/use-t';

export interface ReceiptsInfoProps {
  message: ChatMessage;
  conversation: Conversation;
  meId: string;
  usersById: UsersById;
}

function NameList({ ids, usersById }: { ids: string[]; usersById: UsersById }) {
  const t = useT();
  if (ids.length === 0) return <p className="text-sm text-slate-400">{t('receipts.nobodyYet')}</p>;
  return (
    <ul className="text-sm text-slate-700">
      {ids.map((id) => (
        <li key={id}>{usersById.get(id)?.displayName ?? t('receipts.unknownName')}</li>
      ))}
    </ul>
  );
}

/**
 * A message's receipts in a group (issue 11 'Read by n'): who read it, and who has it without
 * having read it yet ('Everyone has read it' when all have). Meant for the message menu's
 * 'Message Info'.
 */
export function ReceiptsInfo({ message, conversation, meId, usersById }: ReceiptsInfoProps) {
  const t = useT();
  const { readBy, deliveredTo } = receiptReaders(message, conversation, meId);
  const others = conversation.participants.filter((id) => id !== meId && id !== message.senderId);
  // 'Delivered to' lists who has it unread (as WhatsApp does): empty because everyone read it
  // says so, rather than 'Nobody yet', which reads as if it never arrived (issue 27, point 7).
  const everyoneRead = others.length > 0 && readBy.length === others.length;
  return (
    <div data-testid="receipts-info" className="space-y-3">
      <section>
        <h3 className="text-xs font-semibold tracking-wide text-brand-600 uppercase">
          {t('receipts.readBy', { count: readBy.length })}
        </h3>
        <NameList ids={readBy} usersById={usersById} />
      </section>
      <section>
        <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {everyoneRead
            ? t('receipts.deliveredToEveryone')
            : t('receipts.deliveredTo', { count: deliveredTo.length })}
        </h3>
        {everyoneRead ? (
          <p data-testid="receipts-everyone-read" className="text-sm text-slate-700">
            {t('receipts.everyoneRead')}
          </p>
        ) : (
          <NameList ids={deliveredTo} usersById={usersById} />
        )}
      </section>
    </div>
  );
}
