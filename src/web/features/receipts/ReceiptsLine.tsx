import type { Conversation } from '../../../protocol';
import type { ChatMessage } from '../../lib/apply-event';
import type { UsersById } from '../conversations/conversation-utils';
import { receiptReaders } from './receipt-ticks';
import { useLocale, useT } from '../../i18n/use-t';

export interface ReceiptsLineProps {
  message: ChatMessage;
  conversation: Conversation;
  meId: string;
  usersById: UsersById;
}

const listFormats = new Map<string, Intl.ListFormat>();

/** Names one after another as the language lists them ('Sofía, Wei' in English). */
function namesList(locale: string, names: string[]): string {
  let f = listFormats.get(locale);
  if (!f)
    listFormats.set(
      locale,
      (f = new Intl.ListFormat(locale, { style: 'narrow', type: 'conjunction' })),
    );
  return f.format(names);
}

/**
 * The short grey line under my last message in a group: 'Read by 2' once anyone read it,
 * otherwise 'Delivered to 1'; nothing before either. The names are in its title.
 */
export function ReceiptsLine({ message, conversation, meId, usersById }: ReceiptsLineProps) {
  const t = useT();
  const locale = useLocale();
  const { readBy, deliveredTo } = receiptReaders(message, conversation, meId);
  const ids = readBy.length ? readBy : deliveredTo;
  if (ids.length === 0) return null;
  const text = readBy.length
    ? t('receipts.readBy', { count: readBy.length })
    : t('receipts.deliveredTo', { count: deliveredTo.length });
  const names = namesList(
    locale,
    ids.map((id) => usersById.get(id)?.displayName ?? t('receipts.unknownName')),
  );
  return (
    <p
      data-testid="receipts-line"
      title={names}
      className="px-4 pt-0.5 text-end text-xs font-medium text-slate-500"
    >
      {text}
    </p>
  );
}
